import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkCardsCommand } from '../../cli/commands/check-cards.js';
import type { CheckReport } from '../../src/index.js';
import { asTerminal, capture } from './capture.js';

/**
 * `mtg-rules check-cards` on the card-file fixtures (test/cards/fixtures: five real cards in
 * MTGJSON AtomicCards and Scryfall oracle-cards form), on altered copies, and on the pool.
 */

const FIXTURES = join('test', 'cards', 'fixtures');
const ATOMIC = join(FIXTURES, 'atomic-cards.json');
const SCRYFALL = join(FIXTURES, 'scryfall-oracle-cards.json');

const dir = mkdtempSync(join(tmpdir(), 'mtg-rules-check-cards-'));
const writeText = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const write = (name: string, json: unknown): string => writeText(name, JSON.stringify(json));

type Json = Record<string, unknown>;
const scryfallCards = (): Json[] => JSON.parse(readFileSync(SCRYFALL, 'utf8'));

/** The Scryfall fixture with Tarmogoyf's `cmc` changed from 2 to 3. */
const wrongManaValue = (): string =>
  write(
    'wrong-cmc.json',
    scryfallCards().map((c) => (c.name === 'Tarmogoyf' ? { ...c, cmc: 3 } : c)),
  );

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('`mtg-rules check-cards <file>`', () => {
  it.each([
    ['MTGJSON AtomicCards', ATOMIC],
    ['Scryfall oracle-cards', SCRYFALL],
  ])('%s fixture: no failures, the coverage and the templates; exit 0', async (_, file) => {
    const { out } = capture();
    await checkCardsCommand(file, {});
    expect(process.exitCode).toBeUndefined();
    expect(out()).toContain('5 cards, 7 faces');
    expect(out()).toContain('no unexpected failures');
    expect(out()).toMatch(/creature cards with every ability modelled\s+\d+ \/ 3/);
    expect(out()).toMatch(/abilities mentioning P\/T or N\/N, modelled\s+\d+ \/ 3/);
    expect(out()).toMatch(/cards mentioning P\/T or N\/N, modelled\s+\d+ \/ 3/);
    expect(out()).toMatch(/commonest reason an ability is unsupported, [\d.]+% of them/);
    expect(out()).toContain('most common unsupported templates');
  });

  it('--json prints the whole report', async () => {
    const { out } = capture();
    await checkCardsCommand(ATOMIC, { json: true });
    const report = JSON.parse(out()) as CheckReport;
    expect(report).toMatchObject({ cards: 5, faces: 7, failures: [], expected: [] });
    expect(report.coverage.creatures.whole).toBe(3);
    expect(report.coverage.powerToughnessAbilities.whole).toBe(3);
    expect(report.commonestReason?.share.whole).toBe(report.unsupported);
  });

  it('altered Scryfall file, Tarmogoyf with cmc 3: the failure with its path and rule; exit 1', async () => {
    const { out } = capture();
    await checkCardsCommand(wrongManaValue(), {});
    expect(process.exitCode).toBe(1);
    expect(out()).toContain('1 unexpected failures');
    expect(out()).toContain('Tarmogoyf: manaValue at $.manaValue: recorded 3, expected 2 (CR 202.3)');
  });

  it('the same with --json: the failure in `failures`; exit 1', async () => {
    const { out } = capture();
    await checkCardsCommand(wrongManaValue(), { json: true });
    expect(process.exitCode).toBe(1);
    expect((JSON.parse(out()) as CheckReport).failures).toEqual([
      {
        card: 'Tarmogoyf',
        check: 'manaValue',
        path: '$.manaValue',
        message: 'recorded 3, expected 2 (CR 202.3)',
      },
    ]);
  });

  it.each([
    ['a file that does not exist', join(dir, 'missing.json'), 'ENOENT'],
    ['a file that is not JSON', writeText('not-json.json', '{"data": '), 'not JSON'],
    ['JSON that is no card file', write('string.json', 'x'), 'not a card file'],
    [
      'a card without a type line',
      write('no-type.json', [{ ...scryfallCards()[0], type_line: undefined }]),
      'type_line',
    ],
  ])('%s is bad input: the error on stderr, nothing on stdout; exit 2', async (_, file, message) => {
    const { out, err } = capture();
    await checkCardsCommand(file, {});
    expect(process.exitCode).toBe(2);
    expect(err()).toContain(message);
    expect(out()).toBe('');
  });

  it('draws a progress bar on a terminal, up to 100%, and clears it; not with --json', async () => {
    await asTerminal(process.stderr, true, async () => {
      const { err } = capture();
      await checkCardsCommand(ATOMIC, {});
      expect(err()).toContain('100% 5/5');
      // cli-progress clears the line as it stops (clearOnComplete): the cursor to column 1, the line erased.
      expect(err().endsWith('\x1b[1G\x1b[2K')).toBe(true);
      const quiet = capture();
      await checkCardsCommand(ATOMIC, { json: true });
      expect(quiet.err()).toBe('');
    });
  });

  it('says what it does from the start: reading the file, before the checking bar', async () => {
    await asTerminal(process.stderr, true, async () => {
      const { err } = capture();
      await checkCardsCommand(ATOMIC, {});
      expect(err()).toContain(`reading ${ATOMIC} …`);
      expect(err().indexOf('reading')).toBeLessThan(err().indexOf('checking'));
    });
  });

  it('draws no progress bar when stderr is not a terminal', async () => {
    await asTerminal(process.stderr, false, async () => {
      const { err } = capture();
      await checkCardsCommand(ATOMIC, {});
      expect(err()).toBe('');
    });
  });
});

describe('`mtg-rules check-cards` with no file: the bundled pool', () => {
  it('counts the compiling of the bundled pool, most of its run, on the progress line', async () => {
    await asTerminal(process.stderr, true, async () => {
      const { err } = capture();
      await checkCardsCommand(undefined, {});
      expect(err()).toMatch(/compiling the bundled pool \S+ \d+% \d+\/\d+/);
    });
  });

  it('checks every card of the pool, with the pool’s own abilities; exit 0', async () => {
    const { out } = capture();
    await checkCardsCommand(undefined, { json: true });
    const report = JSON.parse(out()) as CheckReport;
    expect(process.exitCode).toBeUndefined();
    expect(report.failures).toEqual([]);
    expect(report.cards).toBeGreaterThan(50);
    // Hand definitions model Grizzly Bears, Tarmogoyf and their kind, which the compiler doesn't yet.
    expect(report.coverage.creatures.part).toBeGreaterThan(0);
  });
});
