import { describe, expect, it } from 'vitest';
import type { CardData } from '../../../src/cards/card-data.js';
import { makePool } from '../../../src/cards/make-pool.js';
import type { CardPool } from '../../../src/cards/pool.js';
import { parseBoard } from '../../../src/notation/index.js';
import { pool } from '../../support/play.js';

/**
 * The state-based actions of objects the engine doesn't model are refused rather than left
 * out: a board with a dungeon (704.5t), a scheme (704.6e), or a plane or phenomenon (704.6f)
 * is no state the engine plays, and the error names the rule. Tomb of Annihilation is typed here
 * from its printed data, as the card data has no dungeons.
 */

const TOMB: CardData = {
  name: 'Tomb of Annihilation',
  manaCost: null,
  colors: [],
  supertypes: [],
  types: ['Dungeon'],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  text: 'Trapped Entry — Each player loses 1 life. (→ Veils of Fear or Oubliette)',
  layout: 'normal',
};

const ROWS: readonly (readonly [name: string, card: string, rule: string, cards: CardPool])[] = [
  [
    'CR 309, 704.5t: a dungeon card (Tomb of Annihilation) in the command zone',
    'Tomb of Annihilation',
    '704.5t',
    makePool([TOMB], new Map()),
  ],
  ['CR 904, 704.6e: a scheme card (All in Good Time)', 'All in Good Time', '704.6e', pool],
  ['CR 901, 704.6f: a plane card (Tazeem)', 'Tazeem', '704.6f', pool],
  ['CR 901, 704.6f: a phenomenon card (Chaotic Aether)', 'Chaotic Aether', '704.6f', pool],
];

describe('state-based actions of what the engine does not model are refused', () => {
  for (const [name, card, rule, cards] of ROWS)
    it(name, () => {
      const parsed = parseBoard({ objects: [{ id: 'x', card, zone: 'command' }] }, cards);
      expect(parsed.ok ? null : { rule: parsed.error.rule, path: parsed.error.path }).toStrictEqual({
        rule,
        path: '$.objects[0].card',
      });
    });
});
