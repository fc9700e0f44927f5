import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import { checkCards } from '../../src/check/check-cards.js';
import { checkDeck } from '../../src/check/check-deck.js';
import { isCreatureCard } from '../../src/check/coverage.js';
import { firstGap } from '../../src/check/modelled.js';
import { parseDeckList } from '../../src/decks/parse-deck.js';
import { resolveDeck } from '../../src/decks/resolve-deck.js';

/**
 * checkDeck on the bundled pool: a card is fully modelled as `check-cards` counts it (every
 * ability of every face modelled, every face one the engine plays), else the first reason.
 */

const pool = defaultPool();

const deckReport = (text: string) => {
  const deck = parseDeckList(text);
  if (!deck.ok) throw new Error(deck.error[0]?.message);
  const resolved = resolveDeck(deck.value, pool);
  if (!resolved.ok) throw new Error(resolved.error[0]?.message);
  return checkDeck(resolved.value);
};

describe('checkDeck', () => {
  const report = deckReport(
    '4 Grizzly Bears\n4 Lightning Bolt\n2 Fire // Ice\n1 Abandon Reason\n\n2 Humility\n1 Abandon Reason\n',
  );
  const [main, sideboard] = report.sections;

  it.each([
    ['Grizzly Bears: a vanilla creature (CR 702.1)', 'Grizzly Bears', null],
    ['Lightning Bolt: compiled from its Oracle text', 'Lightning Bolt', null],
    [
      'Fire // Ice: the engine never casts a split card half (CR 709.3)',
      'Fire // Ice',
      { face: 'Ice', ability: null, reason: 'the engine never plays this face (CR 709.3)' },
    ],
    [
      'Abandon Reason: its first unsupported ability, madness (CR 702.35)',
      'Abandon Reason',
      {
        face: 'Abandon Reason',
        ability: expect.stringMatching(/^Madness \{1\}\{R\}/),
        reason: expect.stringContaining('702.35'),
      },
    ],
  ])('%s', (_label, card, gap) => {
    expect(main?.cards.find((c) => c.card === card)).toMatchObject({ modelled: gap === null, gap });
  });

  it('Humility: a hand definition counts as modelled', () => {
    expect(sideboard?.cards[0]).toMatchObject({ card: 'Humility', modelled: true, gap: null });
  });

  it('totals copies and distinct cards, per section and for the deck', () => {
    expect(main).toMatchObject({
      section: 'main',
      copies: { part: 8, whole: 11 },
      names: { part: 2, whole: 4 },
    });
    expect(sideboard).toMatchObject({ section: 'sideboard', copies: { part: 2, whole: 3 } });
    expect(report).toMatchObject({ copies: { part: 10, whole: 14 }, names: { part: 3, whole: 5 } });
  });

  it('sections come in Commander, Companion, Deck, Sideboard order, empty ones left out', () => {
    const ordered = deckReport('Sideboard\n1 Island\nCompanion\n1 Lurrus of the Dream-Den\nDeck\n1 Island');
    expect(ordered.sections.map((s) => s.section)).toEqual(['companion', 'main', 'sideboard']);
  });

  it("agrees with check-cards' count of modelled creature cards on the first 300 creature cards", () => {
    const creatures = pool
      .names()
      .flatMap((name) => pool.get(name) ?? [])
      .filter((d) => isCreatureCard(d.data) && !d.data.isFunny && d.data.layout !== 'token')
      .slice(0, 300);
    const fromDeck = checkDeck({
      entries: creatures.map((card, i) => ({
        section: 'main',
        count: 1,
        name: card.data.name,
        line: i + 1,
        column: 3,
        card,
      })),
    });
    const fromCheck = checkCards(
      creatures.map((d) => d.data),
      { abilities: (card, i) => (i === 0 ? pool.get(card.name)?.abilities : undefined) },
    );
    expect(fromDeck.names.part).toBe(fromCheck.coverage.creatures.part);
    expect(fromDeck.names.whole).toBe(fromCheck.coverage.creatures.whole);
  });
});

describe('firstGap', () => {
  it('a face the compiler failed on is a gap naming the failure', () => {
    const card = pool.get('Grizzly Bears')?.data;
    if (!card) return expect.fail('Grizzly Bears not in the pool');
    expect(firstGap(card, [{ error: 'boom' }])).toEqual({
      face: 'Grizzly Bears',
      ability: null,
      reason: 'the compiler failed: boom',
    });
  });
});
