import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MATCHED, searchCards } from '../../cli/card-search.js';
import { cardCommand } from '../../cli/commands/card.js';
import { searchCommand } from '../../cli/commands/search.js';
import { defaultCards } from '../../src/cards/index.js';
import { capture } from './capture.js';

/** `mtg-rules search` and partial names in `card`, on the cards' printed names, type lines and Oracle text. */

const cards = defaultCards();
const ATOMIC = join('test', 'cards', 'fixtures', 'atomic-cards.json');

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('searchCards: name matches, then type line, then text', () => {
  it('"lhurgoyf": Lhurgoyf by name, then the Lhurgoyfs by their type line, Tarmogoyf ("Creature — Lhurgoyf") among them', () => {
    const hits = searchCards(cards, 'lhurgoyf');
    expect(hits[0]).toEqual({ name: 'Lhurgoyf', typeLine: 'Creature — Lhurgoyf', matched: 'name' });
    expect(hits).toContainEqual({ name: 'Tarmogoyf', typeLine: 'Creature — Lhurgoyf', matched: 'type line' });
    const order = hits.map((h) => h.matched);
    expect(order).toEqual([...order].sort((a, b) => MATCHED.indexOf(a) - MATCHED.indexOf(b)));
  });

  it('"lightning bolt": the exact name first, then cards whose text says it', () => {
    const hits = searchCards(cards, 'LIGHTNING bolt');
    expect(hits[0]).toMatchObject({ name: 'Lightning Bolt', matched: 'name' });
    expect(hits.slice(1).every((h) => h.matched !== 'name')).toBe(true);
  });

  it('"bolt": the names that begin with it before the names that only hold it', () => {
    const names = searchCards(cards, 'bolt')
      .filter((h) => h.matched === 'name')
      .map((h) => h.name);
    const firstInside = names.findIndex((n) => !n.toLowerCase().startsWith('bolt'));
    expect(names.slice(firstInside).every((n) => !n.toLowerCase().startsWith('bolt'))).toBe(true);
    expect(names[0]).toBe('Bolt Bend');
  });

  it('"lim-dul": accents optional, as in names (Lim-Dûl the Necromancer)', () => {
    expect(searchCards(cards, 'lim-dul necromancer')[0]?.name).toBe('Lim-Dûl the Necromancer');
  });

  it('every word must be found: "goblin haste" finds Goblin creatures whose text says haste, by their text', () => {
    const hits = searchCards(cards, 'goblin haste');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits).toContainEqual(expect.objectContaining({ name: 'Raging Goblin', matched: 'text' }));
  });

  it('no words, no cards', () => {
    expect(searchCards(cards, '  ')).toEqual([]);
  });
});

describe('`mtg-rules search`', () => {
  it('--limit and --json: { total, cards }', async () => {
    const { out } = capture();
    await searchCommand(['lhurgoyf'], { limit: '2', json: true });
    const json = JSON.parse(out());
    expect(json.cards).toHaveLength(2);
    expect(json.total).toBeGreaterThan(2);
    expect(process.exitCode).toBeUndefined();
  });

  it('text: one card a line with where it matched, and how many more --limit shows', async () => {
    const { out } = capture();
    await searchCommand(['lhurgoyf'], { limit: '1' });
    expect(out()).toMatch(
      /^Lhurgoyf {2}Creature — Lhurgoyf {2}\(name\)\n\d+ cards, \d+ more with --limit\n$/,
    );
  });

  it('no card found: exit 1, as grep', async () => {
    const { out } = capture();
    await searchCommand(['xyzzyq'], {});
    expect(out()).toContain('no card has every word');
    expect(process.exitCode).toBe(1);
  });

  it("--cards: the file's cards only (Kitchen Finks is in the fixture, Lhurgoyf is not)", async () => {
    const { out } = capture();
    await searchCommand(['creature'], { cards: ATOMIC, json: true });
    const names = JSON.parse(out()).cards.map((c: { name: string }) => c.name);
    expect(names).toContain('Kitchen Finks');
    expect(names).not.toContain('Lhurgoyf');
  });
});

describe('`mtg-rules card` with a part of a name', () => {
  it('"tarmo": the one card whose name holds it, Tarmogoyf', async () => {
    const { out } = capture();
    await cardCommand('tarmo', { json: true });
    expect(JSON.parse(out()).name).toBe('Tarmogoyf');
  });

  it('"goyf": several cards hold it; exit 2 listing them', async () => {
    const { err } = capture();
    await cardCommand('goyf', {});
    expect(err()).toContain('"goyf" is part of');
    expect(err()).toContain('Tarmogoyf');
    expect(err()).toContain('Lhurgoyf');
    expect(process.exitCode).toBe(2);
  });

  it('--cards: a card looked up in the file (Kitchen Finks, by a part of its name)', async () => {
    const { out } = capture();
    await cardCommand('finks', { cards: ATOMIC, json: true });
    expect(JSON.parse(out())).toMatchObject({ name: 'Kitchen Finks' });
  });

  it('--cards: a card the file lacks is unknown there (Grizzly Bears)', async () => {
    const { err } = capture();
    await cardCommand('Grizzly Bears', { cards: ATOMIC });
    expect(err()).toContain('no card named "Grizzly Bears"');
    expect(process.exitCode).toBe(2);
  });
});
