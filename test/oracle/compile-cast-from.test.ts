import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "If you cast it from your hand" (CR 601.2a): an intervening "if" of an enters trigger (603.4)
 * and the condition of an "enters with" replacement (614.1c); real cards' Oracle text (MTGJSON).
 */

const STOKER = 'When Coal Stoker enters the battlefield, if you cast it from your hand, add {R}{R}{R}.';
const MYOJIN =
  'Myojin of Blooming Dawn enters the battlefield with an indestructible counter on it if you cast it from your hand.';
const FIRE = 'Myojin of Cleansing Fire has indestructible as long as it has a divinity counter on it.';
const AVATAR =
  "When Wakening Sun's Avatar enters the battlefield, if you cast it from your hand, destroy all non-Dinosaur creatures.";
// Wild Pair's trigger and condition, with an effect the grammar reads.
const PAIR = 'Whenever a creature enters the battlefield, if you cast it from your hand, draw a card.';

const fromHand = { kind: 'wasCast', from: 'hand' } as const;

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Coal Stoker, CR 603.4, 601.2a: "When ~ enters, if you cast it from your hand, add {R}{R}{R}."',
    card('Coal Stoker', ['Creature'], STOKER),
    {
      kind: 'triggered',
      text: STOKER,
      trigger: { kind: 'entersBattlefield' },
      condition: fromHand,
      instructions: [{ kind: 'addMana', mana: '{R}{R}{R}' }],
    },
  ],
  [
    'Myojin of Blooming Dawn, CR 614.1c: "enters with an indestructible counter on it if you cast it from your hand"',
    card('Myojin of Blooming Dawn', ['Creature'], MYOJIN),
    {
      kind: 'entersWithCounters',
      text: MYOJIN,
      counter: 'indestructible',
      amount: { kind: 'constant', n: 1 },
      condition: fromHand,
    },
  ],
  [
    'Myojin of Cleansing Fire, CR 611.3a, 122.1: "has indestructible as long as it has a divinity counter on it"',
    card('Myojin of Cleansing Fire', ['Creature'], FIRE),
    {
      kind: 'static',
      text: FIRE,
      effect: {
        affects: { self: true },
        ops: [
          {
            kind: 'addAbilities',
            abilities: [{ kind: 'keyword', keyword: 'Indestructible', text: 'Indestructible' }],
          },
        ],
      },
      condition: {
        kind: 'valueAtLeast',
        value: { kind: 'countersOnSource', counter: 'divinity' },
        n: 1,
      },
    },
  ],
  [
    'Wakening Sun\'s Avatar, CR 603.4: "if you cast it from your hand, destroy all non-Dinosaur creatures"',
    card("Wakening Sun's Avatar", ['Creature'], AVATAR),
    {
      kind: 'triggered',
      text: AVATAR,
      trigger: { kind: 'entersBattlefield' },
      condition: fromHand,
      instructions: [
        { kind: 'destroy', on: 'filter', filter: { types: ['Creature'], notSubtypes: ['Dinosaur'] } },
      ],
    },
  ],
];

describe('"if you cast it from your hand" compiles (CR 601.2a, 603.4, 614.1c)', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });

  it('Wild Pair, CR 603.2, 608.2c: "Whenever a creature enters, if you cast it": "it" is the entering creature, not read', () => {
    const [ability] = compileCard(card('Wild Pair', ['Enchantment'], PAIR));
    expect(ability?.kind).toBe('unsupported');
  });
});
