import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAS_CHROMIUM, openPlayground, type Playground } from '../support/browser.js';

/**
 * The playground's play and replay modes and a card file loaded, in Debian's Chromium (issue 16).
 * The app is the one `npm run build` puts in dist/playground (the tests' global setup builds it
 * when a source is newer), served as `mtg-rules serve` serves it. Without Chromium, skipped.
 * SCREENSHOTS=1 rewrites docs/playground-play.png from the first test.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const SCREENSHOTS = process.env.SCREENSHOTS === '1';

let playground: Playground;

beforeAll(async () => {
  if (HAS_CHROMIUM) playground = await openPlayground('play');
}, 120_000);

afterAll(async () => {
  await playground?.close();
});

const open = async (mode: string, width = 1280): Promise<Page> => {
  const page = await playground.browser.newPage({ viewport: { width, height: 720 } });
  await page.goto(playground.base);
  await page.getByRole('button', { name: mode, exact: true }).click();
  return page;
};

const status = (page: Page) => page.locator('.mode:not([hidden]) .game-status');

describe.skipIf(!HAS_CHROMIUM)('play and replay in Chromium', () => {
  it('plays turns against the random agent: start, keep the hand, take listed actions, the turn advances; then replays the game', async () => {
    const page = await open('Play a game');
    await page.getByLabel('Seed').fill('7');
    await page.getByRole('button', { name: 'Start the game' }).click();
    const actions = page.getByRole('region', { name: 'your actions' });
    // CR 103.5: the opening hand first, as legalActions lists it.
    await actions.getByRole('button', { name: 'keep the hand' }).click();
    for (let i = 0; i < 30 && !/^Turn [3-9]/.test(await status(page).innerText()); i++) {
      const listed = actions.locator('.entries > li > button');
      // A land or a spell when one is listed, else the first button (pass, or a form's action).
      const first = (await actions.locator('.entries > li > button', { hasText: /^(play|cast) /u }).count())
        ? actions.locator('.entries > li > button', { hasText: /^(play|cast) /u }).first()
        : (await listed.count())
          ? listed.first()
          : actions.locator('.entry-form > button').first();
      await first.click();
    }
    await expect(status(page).innerText()).resolves.toMatch(/^Turn [3-9]/);
    if (SCREENSHOTS) await page.screenshot({ path: join(root, 'docs', 'playground-play.png') });
    const log = await page.getByRole('region', { name: 'history and event log' }).innerText();
    expect(log).toMatch(/B \(random agent\): /);
    expect(log).toMatch(/CR 103\.5/);
    // The agent's hand is counted, not shown (CR 402.3).
    await expect(page.locator('.mode:not([hidden]) .hidden-zones').innerText()).resolves.toMatch(
      /B's hand: \d+ cards?/,
    );
    await page.getByRole('button', { name: 'Concede' }).click();
    await expect(status(page).innerText()).resolves.toMatch(/Game over: B won/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save the game record' }).click(),
    ]);
    const saved = join(playground.scratch, 'played.jsonl');
    await download.saveAs(saved);
    expect(readFileSync(saved, 'utf8')).toMatch(/"result":\{"winners":\["B"\],"rule":"104\.2a"/);
    // The same game in the replay viewer, stepped to its end.
    await page.getByRole('button', { name: 'Replay this game' }).click();
    await page.getByRole('button', { name: 'Last ⏭' }).click();
    await page.getByRole('heading', { name: 'Action: concede' }).waitFor();
    await expect(status(page).innerText()).resolves.toMatch(/Game over: B won/);
    await page.close();
  });

  it('clicking a card (or Enter on its name) shows the legal actions naming it, and one is taken from there', async () => {
    const page = await open('Play a game');
    await page.getByLabel('Seed').fill('7');
    await page.getByRole('button', { name: 'Start the game' }).click();
    const actions = page.getByRole('region', { name: 'your actions' });
    await actions.getByRole('button', { name: 'keep the hand' }).click();
    // Pass until a land can be played (CR 305.1: in A's main phase).
    const playLand = actions.locator('.entries > li > button', { hasText: /^play / });
    for (let i = 0; i < 10 && (await playLand.count()) === 0; i++) {
      await actions.getByRole('button', { name: 'pass priority' }).click();
    }
    const [, land, id] = /^play (.+) (\S+)$/u.exec(await playLand.first().innerText()) ?? [];
    const card = page.locator(`.mode:not([hidden]) article[data-id="${id}"]`);
    // By keyboard: focus the card's name and press Enter.
    await card.getByRole('button', { name: `${land} ${id}, show its actions` }).focus();
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('region', { name: `actions for ${land} ${id}` });
    await expect(chosen.locator('h3').evaluate((h) => h.matches(':focus'))).resolves.toBe(true);
    // Only the actions naming the land: playing it, and no pass.
    await expect(chosen.locator('.entries > li').allInnerTexts()).resolves.toEqual([`play ${land} ${id}`]);
    await chosen.getByRole('button', { name: `play ${land} ${id}` }).click();
    await page
      .locator(`.mode:not([hidden]) section[aria-label="A's battlefield"] article[data-id="${id}"]`)
      .waitFor();
    // The land on the battlefield names tapping it for mana (CR 605.1a); "Show all actions" goes back.
    await card.getByRole('button', { name: `${land} ${id}, show its actions` }).click();
    await expect(chosen.locator('.entries > li').allInnerTexts()).resolves.toEqual([
      `tap ${land} ${id} for mana`,
    ]);
    await chosen.getByRole('button', { name: 'Show all actions' }).click();
    await actions.getByRole('button', { name: 'pass priority' }).waitFor();
    await page.close();
  });

  it('opens examples/game.jsonl in the replay viewer and steps to the end: A won, B conceded (CR 104.3a)', async () => {
    const page = await open('Replay a game');
    await page.getByLabel('Open a game record').setInputFiles(join(root, 'examples/game.jsonl'));
    await page.getByText('Action 0 of 7').waitFor();
    await page.getByRole('button', { name: 'Forward →' }).click();
    await page.getByRole('heading', { name: 'Action: keep the hand' }).waitFor();
    await page.getByRole('button', { name: 'Last ⏭' }).click();
    await page.getByText('Action 7 of 7').waitFor();
    await expect(status(page).innerText()).resolves.toMatch(
      /Game over: A won\s+CR 104\.2a; B lost CR 104\.3a/,
    );
    await page.getByRole('heading', { name: 'Action: concede' }).waitFor();
    await page.getByRole('button', { name: '⏮ First' }).click();
    await page.getByRole('heading', { name: 'The start of the game' }).waitFor();
    await page.close();
  });

  it('loads a small gzipped Scryfall card file: its pool replaces the shipped one for boards', async () => {
    const file = join(playground.scratch, 'oracle-cards.json.gz');
    writeFileSync(file, gzipSync(readFileSync(join(root, 'test/cards/fixtures/scryfall-oracle-cards.json'))));
    const page = await playground.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(playground.base);
    await page.getByRole('heading', { name: 'Player A: 20 life (active)' }).waitFor();
    await page.getByLabel(/Load a card file/).setInputFiles(file);
    await page.getByText(/Cards: oracle-cards\.json\.gz \(\d+ cards\)/).waitFor();
    // The example board's Humility is not in the five cards loaded: the board is refused.
    await expect(page.getByRole('alert').first().innerText()).resolves.toMatch(/Humility/);
    await page.getByText('Paste a board').click();
    await page.getByLabel('Board JSON').fill('{ "objects": [{ "id": "finks", "card": "Kitchen Finks" }] }');
    await page.getByRole('button', { name: 'Load pasted board' }).click();
    await page
      .locator('article[data-id="finks"]')
      .getByRole('button', { name: 'power/toughness 3/2, show its trace' })
      .waitFor();
    await page.close();
  });

  it('fits a phone-sized screen (375 px) in play mode without sideways scrolling', async () => {
    const page = await open('Play a game', 375);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'keep the hand' }).waitFor();
    const [scrollWidth, width] = (await page.evaluate(
      '[document.documentElement.scrollWidth, window.innerWidth]',
    )) as [number, number];
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await page.close();
  });
});

if (!HAS_CHROMIUM) {
  it.skip(`skipped: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`, () => {});
}
