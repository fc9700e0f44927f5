import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import { parseDeckList } from '../../src/decks/parse-deck.js';
import { resolveDeck } from '../../src/decks/resolve-deck.js';

/**
 * Deck list names looked up in the bundled pool (MTGJSON, April 2022) the way `mtg-rules card`
 * looks them up. The set code and collector number never choose the card (CR 108.1: the rules
 * read the Oracle wording, whichever printing).
 */

const pool = defaultPool();

const resolved = (text: string) => {
  const list = parseDeckList(text);
  if (!list.ok) throw new Error(list.error[0]?.message);
  return resolveDeck(list.value, pool);
};

const resolvedNames = (text: string): string[] => {
  const deck = resolved(text);
  if (!deck.ok) throw new Error(deck.error[0]?.message);
  return deck.value.entries.map((e) => e.card.data.name);
};

describe('resolveDeck', () => {
  it.each([
    ['a split card by its full name (CR 709)', '2 Fire // Ice', 'Fire // Ice'],
    ['a split card by its left half', '2 Fire', 'Fire // Ice'],
    [
      'a modal double-faced card by its front face (CR 712)',
      '1 Kazandu Mammoth (ZNR) 189',
      'Kazandu Mammoth // Kazandu Valley',
    ],
    [
      'a modal double-faced card by its full name',
      '1 Kazandu Mammoth // Kazandu Valley',
      'Kazandu Mammoth // Kazandu Valley',
    ],
    [
      'a transforming card by its front face',
      '4 Delver of Secrets',
      'Delver of Secrets // Insectile Aberration',
    ],
    ['other case and accents', '1 lim-dul the necromancer', 'Lim-Dûl the Necromancer'],
    [
      'a set code that is not the card’s own set plays no part',
      '4 Lightning Bolt (ZZZ) 999',
      'Lightning Bolt',
    ],
  ])('%s', (_label, text, name) => {
    expect(resolvedNames(text)).toEqual([name]);
  });

  it('keeps the entry as written beside the card it resolved to', () => {
    const deck = resolved('Deck\n4 Lightning Bolt (M10) 146');
    expect(deck).toMatchObject({
      ok: true,
      value: {
        entries: [{ name: 'Lightning Bolt', set: 'M10', collectorNumber: '146', line: 2, column: 3 }],
      },
    });
  });

  it('each unknown name is an error with its line, column and the nearest name', () => {
    const deck = resolved('4 Lightnig Bolt\n20 Mountain\n\n3 Grizly Bears\n1 Qwxzv Nonsense');
    expect(deck).toMatchObject({
      ok: false,
      error: [
        {
          code: 'ERR_UNKNOWN_CARD',
          line: 1,
          column: 3,
          message: 'no card named "Lightnig Bolt" in the card pool; did you mean "Lightning Bolt"?',
        },
        {
          code: 'ERR_UNKNOWN_CARD',
          line: 4,
          column: 3,
          message: 'no card named "Grizly Bears" in the card pool; did you mean "Grizzly Bears"?',
        },
        {
          code: 'ERR_UNKNOWN_CARD',
          line: 5,
          column: 3,
          message: 'no card named "Qwxzv Nonsense" in the card pool',
        },
      ],
    });
  });
});
