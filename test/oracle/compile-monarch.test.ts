import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * The monarch (CR 724): "you become the monarch" (724.1, 724.3), and "if you're the monarch",
 * "if an opponent is the monarch" as intervening ifs (603.4). Each text is the card's Oracle text
 * (MTGJSON, April 2022).
 */

const n = (v: number) => ({ kind: 'constant', n: v }) as const;
const SENTINELS = 'When Palace Sentinels enters the battlefield, you become the monarch.';
const THRONE = '{4}, {T}, Sacrifice Throne of the High City: You become the monarch.';
const WARDEN =
  "At the beginning of your end step, if you're the monarch, put a +1/+1 counter on Throne Warden.";
const MARCHESA =
  'At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin creature token with deathtouch and haste.';

interface Row {
  readonly name: string;
  readonly card: string;
  readonly types: readonly CardType[];
  readonly text: string;
  readonly abilities: readonly AbilityDef[];
}

const ROWS: readonly Row[] = [
  {
    name: 'CR 724.1: Palace Sentinels\'s "When [this] enters the battlefield, you become the monarch."',
    card: 'Palace Sentinels',
    types: ['Creature'],
    text: SENTINELS,
    abilities: [
      {
        kind: 'triggered',
        text: SENTINELS,
        trigger: { kind: 'entersBattlefield' },
        instructions: [{ kind: 'becomeMonarch' }],
      },
    ],
  },
  {
    name: 'CR 724.1: Throne of the High City\'s activated "You become the monarch."',
    card: 'Throne of the High City',
    types: ['Land'],
    text: THRONE,
    abilities: [
      {
        kind: 'activated',
        text: THRONE,
        cost: '{4}, {T}',
        extraCosts: [{ kind: 'sacrificeSelf' }],
        targets: null,
        instructions: [{ kind: 'becomeMonarch' }],
      },
    ],
  },
  {
    name: 'CR 603.4, 724.1: Throne Warden\'s intervening "if you\'re the monarch"',
    card: 'Throne Warden',
    types: ['Creature'],
    text: WARDEN,
    abilities: [
      {
        kind: 'triggered',
        text: WARDEN,
        trigger: { kind: 'beginningOfEndStep', whose: 'you' },
        condition: { kind: 'monarch', who: 'you' },
        instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
      },
    ],
  },
  {
    name: 'CR 603.4, 724.1: Queen Marchesa\'s intervening "if an opponent is the monarch"',
    card: 'Queen Marchesa',
    types: ['Creature'],
    text: MARCHESA,
    abilities: [
      {
        kind: 'triggered',
        text: MARCHESA,
        trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
        condition: { kind: 'monarch', who: 'opponent' },
        instructions: [
          {
            kind: 'createTokens',
            amount: n(1),
            token: {
              name: 'Assassin Token',
              colors: ['B'],
              types: ['Creature'],
              subtypes: ['Assassin'],
              power: 1,
              toughness: 1,
              abilities: [
                { kind: 'keyword', keyword: 'Deathtouch', text: 'Deathtouch' },
                { kind: 'keyword', keyword: 'Haste', text: 'Haste' },
              ],
            },
          },
        ],
      },
    ],
  },
];

describe('the monarch (CR 724)', () => {
  it.each(ROWS)('$name', (row) => {
    expect(compileCard(card(row.card, row.types, row.text))).toStrictEqual(row.abilities);
  });
});
