import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/notation/make-board.js';
import type { GameState } from '../../src/state/types.js';
import { CHROMIUM, HAS_CHROMIUM, openPlayground, type Playground } from '../support/browser.js';
import {
  arcLightning,
  automatonAsks,
  bombardment,
  damageToAssign,
  modalTrigger,
  recordOf,
  triggersToOrder,
} from '../support/choice-states.js';
import { pool } from '../support/play.js';

/**
 * Every choice of a legal action asked for in the page (issue 16): play mode continues a saved
 * game where A has the choice open (choice-states.ts), and the board editor's forms. The app is
 * the one `npm run build` put in dist/playground. Without Chromium, skipped.
 */

let playground: Playground;

beforeAll(async () => {
  if (HAS_CHROMIUM) playground = await openPlayground('play-choices');
}, 120_000);

afterAll(async () => {
  await playground?.close();
});

/** Play mode continuing the saved game whose start is `state`, A to act. */
const continued = async (state: GameState, name: string): Promise<Page> => {
  const page = await playground.browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(playground.base);
  await page.getByRole('button', { name: 'Play a game', exact: true }).click();
  const file = join(playground.scratch, `${name}.jsonl`);
  writeFileSync(file, recordOf(state));
  await page.getByLabel(/continue a saved game/).setInputFiles(file);
  await page.getByRole('region', { name: 'your actions' }).waitFor();
  return page;
};

/** The board editor on a pasted board. */
const pastedBoard = async (board: unknown): Promise<Page> => {
  const page = await playground.browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(playground.base);
  await page.getByRole('heading', { name: 'Player A: 20 life (active)' }).waitFor();
  await page.getByText('Paste a board').click();
  await page.getByLabel('Board JSON').fill(JSON.stringify(board));
  await page.getByRole('button', { name: 'Load pasted board' }).click();
  return page;
};

const actions = (page: Page) => page.getByRole('region', { name: 'your actions' });
const log = (page: Page) => page.getByRole('region', { name: 'history and event log' }).innerText();
const zone = (page: Page, name: string) => page.locator(`.mode:not([hidden]) section[aria-label="${name}"]`);

describe.skipIf(!HAS_CHROMIUM)('every choice of an action, in Chromium', () => {
  it('CR 603.3b: the order of triggered abilities is set from the keyboard, with each one’s target', async () => {
    const page = await continued(triggersToOrder(), 'order');
    const form = actions(page).locator('.entry-form', { hasText: 'orderTriggers' });
    // Phyrexian Arena's trigger moved first (it goes on the stack first and resolves last).
    await form.getByRole('button', { name: 'move Phyrexian Arena arena, ability 1, a2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.locator('ol > li').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Phyrexian Arena arena/),
      expect.stringMatching(/^Martial Law law/),
    ]);
    // The moved item keeps the focus (its "down" button, "up" being disabled at the top).
    await expect(
      form
        .getByRole('button', { name: 'move Phyrexian Arena arena, ability 1, a2 down' })
        .evaluate((b) => b.matches(':focus')),
    ).resolves.toBe(true);
    await form.getByLabel('target of Martial Law law, ability 1, a1').selectOption('elves');
    await form.getByRole('button', { name: /^put on the stack, first to last: Phyrexian Arena/ }).click();
    // Martial Law's ability resolves first and taps the Elves; Arena's draws a card after it.
    await page.locator('article[data-id="elves"] .status', { hasText: 'tapped' }).waitFor();
    const text = await log(page);
    expect(text).toMatch(
      /A: put on the stack, first to last: Phyrexian Arena arena, ability 1, a2; Martial Law law, ability 1, a1 → Llanowar Elves elves/,
    );
    expect(text.indexOf('tapped')).toBeLessThan(text.lastIndexOf('cardDrawn'));
    await page.close();
  });

  it('CR 603.3c, 700.2b: a modal trigger’s mode and its target are chosen in the page: Pollenbright Druid puts a +1/+1 counter on B’s bear', async () => {
    const page = await continued(modalTrigger(), 'modal');
    const form = actions(page).locator('.entry-form', { hasText: 'orderTriggers' });
    const ways = form.getByLabel(/^modes and targets of Pollenbright Druid druid/);
    await expect(ways.locator('option').allInnerTexts()).resolves.toEqual([
      'mode 1, 1 target',
      'mode 2, 0 targets',
    ]);
    await ways.selectOption({ label: 'mode 1, 1 target' });
    await form.getByLabel(/^target of Pollenbright Druid druid/).selectOption('bear');
    await form.getByRole('button', { name: /^put on the stack/ }).click();
    await expect
      .poll(() => log(page), { timeout: 20_000 })
      .toMatch(/countersChanged object bear, counter \+1\/\+1, change 1 CR 122\.1/);
    await expect(page.locator('.mode:not([hidden]) article[data-id="bear"]').innerText()).resolves.toContain(
      '3/3',
    );
    await page.close();
  });

  it('CR 510.1a-c: the Wurm’s 6 damage divided as A chooses between two blockers; a division short of its power is refused with its rule', async () => {
    const page = await continued(damageToAssign(), 'damage');
    const form = actions(page).locator('.entry-form', { hasText: 'assignCombatDamage' });
    await expect(form.locator('legend').allInnerTexts()).resolves.toContain(
      'Craw Wurm wurm assigns 6 combat damage (CR 510.1c-d); 6 assigned',
    );
    const to = (id: string) => form.getByLabel(`damage from Craw Wurm wurm to Grizzly Bears ${id}`);
    await to('b1').fill('1');
    await to('b2').fill('2');
    await expect(form.locator('legend').allInnerTexts()).resolves.toContain(
      'Craw Wurm wurm assigns 6 combat damage (CR 510.1c-d); 3 assigned',
    );
    await form.getByRole('button', { name: /^assign combat damage/ }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toMatch(/^Refused: .*\(CR 510\.1[a-e]?\)/);
    await to('b1').fill('3');
    await to('b2').fill('3');
    await form
      .getByRole('button', {
        name: 'assign combat damage: Craw Wurm wurm → 3 to Grizzly Bears b1, 3 to Grizzly Bears b2',
      })
      .click();
    await zone(page, "B's graveyard").locator('article[data-id="b2"]').waitFor();
    await zone(page, "B's graveyard").locator('article[data-id="b1"]').waitFor();
    await page.close();
  });

  it('CR 601.2d: Arc Lightning’s 3 damage divided between two targets, each at least 1', async () => {
    const page = await continued(arcLightning(), 'divide');
    // The entry of two targets (Arc Lightning may have one, two or three, 601.2c).
    const form = actions(page)
      .locator('.entry-form', { has: page.getByLabel('target 2') })
      .filter({ hasNot: page.getByLabel('target 3') });
    await form.getByLabel('target 1').selectOption('B');
    await form.getByLabel('target 2').selectOption('bear');
    await form.getByLabel('share of B').fill('0');
    await form.getByLabel('share of Grizzly Bears bear').fill('3');
    await form.getByRole('button', { name: 'cast Arc Lightning arc' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toMatch(/^Refused: .*\(CR 601\.2d\)/);
    await form.getByLabel('share of B').fill('1');
    await form.getByLabel('share of Grizzly Bears bear').fill('2');
    await form.getByRole('button', { name: 'cast Arc Lightning arc' }).click();
    await page.getByRole('heading', { name: /^Player B: 19 life/ }).waitFor();
    await zone(page, "B's graveyard").locator('article[data-id="bear"]').waitFor();
    await page.close();
  });

  it('CR 602.2b: Goblin Bombardment sacrifices the creature chosen, the Elves, not the example’s Bears', async () => {
    const page = await continued(bombardment(), 'costs');
    const form = actions(page).locator('.entry-form', { hasText: 'activate' });
    await form.getByLabel('sacrifice (the cost, CR 602.2b)').selectOption('elves');
    await form.getByLabel('target 1').selectOption('B');
    await form.getByRole('button', { name: 'activate Goblin Bombardment bomb, ability 1' }).click();
    // A holds priority with the ability on the stack (CR 117.3c), and could activate again: A passes.
    await actions(page).getByRole('button', { name: 'pass priority' }).click();
    await page.getByRole('heading', { name: /^Player B: 19 life/ }).waitFor();
    await zone(page, "A's graveyard").locator('article[data-id="elves"]').waitFor();
    await expect(zone(page, "A's battlefield").locator('article[data-id="bear"]').count()).resolves.toBe(1);
    await page.close();
  });

  it('CR 614.12, 205.3m: any creature type is typed in play mode; one that is not a creature type is refused', async () => {
    const page = await continued(automatonAsks(), 'question');
    const form = actions(page).locator('.entry-form', { hasText: 'decide' });
    await form.getByLabel('a creature type (CR 205.3m)').fill('Forest');
    await form.getByRole('button', { name: 'decide' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toMatch(/^Refused: .*Forest/);
    await form.getByLabel('a creature type (CR 205.3m)').fill('Elf');
    await form.getByRole('button', { name: 'decide' }).click();
    await zone(page, "A's battlefield").locator('article[data-id="auto"]', { hasText: 'Elf' }).waitFor();
    await page.close();
  });

  it('CR 608.2d: the board editor answers a question its answers are too many to list for, by building one', async () => {
    const page = await pastedBoard(makeBoard(automatonAsks(), pool));
    const form = page.getByRole('form', { name: 'answer the question' });
    await form.getByText('Its answers are too many to list one by one: build one.').waitFor();
    await form.getByLabel('a creature type (CR 205.3m)').fill('Elff');
    await form.getByRole('button', { name: 'Answer' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toMatch(/^Refused: .*Elff/);
    await form.getByLabel('a creature type (CR 205.3m)').fill('Elf');
    await form.getByRole('button', { name: 'Answer' }).click();
    await page.locator('article[data-id="auto"]', { hasText: 'Elf' }).waitFor();
    await page.close();
  });

  it('CR 510.1c-e: the board editor assigns combat damage by hand; a division short of the power is refused', async () => {
    const page = await pastedBoard(makeBoard(damageToAssign(), pool));
    const form = page.getByRole('form', { name: 'assign combat damage' });
    await form.getByLabel('damage from Craw Wurm wurm to Grizzly Bears b1').fill('1');
    await form.getByLabel('damage from Craw Wurm wurm to Grizzly Bears b2').fill('0');
    await form.getByRole('button', { name: 'Assign' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toMatch(/^Refused: .*\(CR 510\.1[a-e]?\)/);
    await form.getByLabel('damage from Craw Wurm wurm to Grizzly Bears b1').fill('4');
    await form.getByLabel('damage from Craw Wurm wurm to Grizzly Bears b2').fill('2');
    await form.getByRole('button', { name: 'Assign' }).click();
    await page
      .getByRole('region', { name: 'history and event log' })
      .getByText(/assign combat damage: Craw Wurm wurm → 4 to Grizzly Bears b1, 2 to Grizzly Bears b2/)
      .waitFor();
    await expect(form.count()).resolves.toBe(0);
    await page.close();
  });

  it('CR 508.1b, 306.8: in the board editor the bear attacks B’s planeswalker, whose loyalty its damage removes', async () => {
    const page = await pastedBoard({
      turn: { step: 'declareAttackers' },
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'jace', card: 'Jace Beleren', controller: 'B' },
      ],
    });
    const form = page.getByRole('form', { name: 'play an action' });
    await form.getByLabel('action').selectOption('attack');
    await expect(form.getByLabel('bear attacks').locator('option').allInnerTexts()).resolves.toEqual([
      'nothing',
      'B',
      'jace',
    ]);
    await form.getByLabel('bear attacks').selectOption('jace');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.getByLabel('action').selectOption('advance');
    await form.getByLabel('to step').selectOption('endCombat');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.locator('article[data-id="jace"]', { hasText: 'loyalty 1' }).waitFor();
    await page.getByRole('heading', { name: 'Player B: 20 life' }).waitFor();
    await page.close();
  });
});

if (!HAS_CHROMIUM) {
  it.skip(`skipped: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`, () => {});
}
