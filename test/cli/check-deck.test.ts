import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDeckCommand } from '../../cli/commands/check-deck.js';
import type { DeckReport } from '../../src/index.js';
import { capture, runCli } from './capture.js';

/** `mtg-rules check-deck <file>` on deck lists written to a scratch directory. */

const dir = mkdtempSync(join(tmpdir(), 'mtg-rules-check-deck-'));
const deckFile = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

const ARENA =
  'Deck\n4 Grizzly Bears (M10) 176\n4 Lightning Bolt (M10) 146\n1 Abandon Reason\n\nSideboard\n2 Fire // Ice\n';

describe('`mtg-rules check-deck <file>`', () => {
  it('per section: each card modelled or not with its first reason, the totals; exit 1 as some card is not', async () => {
    const { out } = capture();
    await checkDeckCommand(deckFile('arena.txt', ARENA), {});
    expect(process.exitCode).toBe(1);
    expect(out()).toContain('Deck (main): 8 / 9 (88.9%) cards fully modelled; 2 / 3 (66.7%) distinct cards');
    expect(out()).toMatch(/4 Grizzly Bears\s+modelled/);
    expect(out()).toMatch(/1 Abandon Reason\s+not modelled: "Madness \{1\}\{R\}.*702\.35.*\(line 4\)/);
    expect(out()).toContain('Sideboard: 0 / 2 (0%) cards fully modelled');
    expect(out()).toMatch(
      /2 Fire \/\/ Ice\s+not modelled: Ice: the engine never plays this face \(CR 709\.3\)/,
    );
    expect(out()).toContain('8 / 11 (72.7%) cards fully modelled; 2 / 4 (50%) distinct cards');
  });

  it('a deck every card of which is modelled: exit 0', async () => {
    const { out } = capture();
    await checkDeckCommand(deckFile('plain.txt', '20 Grizzly Bears\n\n1 Lightning Bolt\n'), {});
    expect(process.exitCode).toBeUndefined();
    expect(out()).toContain('21 / 21 (100%) cards fully modelled');
  });

  it('--json prints the report', async () => {
    const { out } = capture();
    await checkDeckCommand(deckFile('arena.json.txt', ARENA), { json: true });
    const report = JSON.parse(out()) as DeckReport;
    expect(report.sections.map((s) => s.section)).toEqual(['main', 'sideboard']);
    expect(report.copies).toEqual({ part: 8, whole: 11, percent: 72.7 });
    expect(report.sections[1]?.cards[0]).toMatchObject({ card: 'Fire // Ice', line: 7, modelled: false });
  });

  it.each([
    ['a line without a count', '4 Grizzly Bears\nBolt\n', ':2:1: error: expected a count and a card name'],
    [
      'an unknown name, with the nearest',
      '4 Grizzly Bears\n\n4 Lightnig Bolt\n',
      ':3:3: error: no card named "Lightnig Bolt" in the card pool; did you mean "Lightning Bolt"?',
    ],
  ])('%s: file:line:column and the error on stderr, nothing on stdout; exit 2', async (_, text, message) => {
    const { out, err } = capture();
    const file = deckFile('bad.txt', text);
    await checkDeckCommand(file, {});
    expect(process.exitCode).toBe(2);
    expect(err()).toContain(`${file}${message}`);
    expect(out()).toBe('');
  });

  it('a list with no card lines (only comments): exit 2', async () => {
    const { out, err } = capture();
    await checkDeckCommand(deckFile('empty.txt', '// nothing yet\n\nSideboard\n'), {});
    expect(process.exitCode).toBe(2);
    expect(err()).toContain('has no card lines');
    expect(out()).toBe('');
  });

  it('a file that does not exist: exit 2', async () => {
    const { err } = capture();
    await checkDeckCommand(join(dir, 'missing.txt'), {});
    expect(process.exitCode).toBe(2);
    expect(err()).toContain('ENOENT');
  });

  it('--json: a bad line is the shared error shape on stdout, every bad line in `errors`; exit 2', async () => {
    const { out, err } = capture();
    await checkDeckCommand(deckFile('bad-json.txt', 'Bolt\n4 Grizzly Bears\nShock\n'), { json: true });
    expect(process.exitCode).toBe(2);
    const printed = JSON.parse(out()) as { error: { code: string; line: number }; errors: unknown[] };
    expect(printed.error).toMatchObject({ code: 'ERR_DECK_SYNTAX', line: 1, column: 1 });
    expect(printed.errors).toHaveLength(2);
    expect(err()).toBe('');
  });

  it('a file that cannot be read: ERR_DECK_FILE, exit 2', async () => {
    const { out } = capture();
    await checkDeckCommand(join(dir, 'absent.txt'), { json: true });
    expect(process.exitCode).toBe(2);
    expect(JSON.parse(out())).toMatchObject({ error: { code: 'ERR_DECK_FILE' } });
  });

  it('--cards: names are looked up in the given card file (five real cards), so a bundled card is unknown there', async () => {
    const { err } = capture();
    const cards = join(import.meta.dirname, '../cards/fixtures/atomic-cards.json');
    await checkDeckCommand(deckFile('cards.txt', '4 Grizzly Bears\n'), { cards });
    expect(process.exitCode).toBe(2);
    expect(err()).toContain('no card named "Grizzly Bears" in the card pool');
  });

  it('- reads the list from standard input', () => {
    const run = runCli(['check-deck', '-', '--json'], { input: '20 Grizzly Bears\n' });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ copies: { part: 20, whole: 20 } });
  });
});
