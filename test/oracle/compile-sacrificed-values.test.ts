import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "equal to the sacrificed creature's power / toughness" and "where X is the sacrificed
 * creature's power" (CR 608.2h, 113.7a), card by card (MTGJSON, April 2022): the engine reads
 * the creature the cost sacrificed as it last existed on the battlefield.
 */

const power: Value = { kind: 'sacrificed', of: 'power' };
const toughness: Value = { kind: 'sacrificed', of: 'toughness' };
const sacrificeA = (filter: object) => [{ kind: 'chosen', verb: 'sacrifice', amount: 1, filter }];

type Row = readonly [name: string, types: readonly CardType[], text: string, want: object];

const ROWS: readonly Row[] = [
  [
    'Diamond Valley: life equal to its toughness',
    ['Land'],
    "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
    {
      kind: 'activated',
      cost: '{T}',
      extraCosts: sacrificeA({ types: ['Creature'] }),
      targets: null,
      instructions: [{ kind: 'gainLife', amount: toughness }],
    },
  ],
  [
    'Jarad, Golgari Lich Lord: each opponent loses life equal to its power',
    ['Creature'],
    "{1}{B}{G}, Sacrifice another creature: Each opponent loses life equal to the sacrificed creature's power.",
    {
      kind: 'activated',
      cost: '{1}{B}{G}',
      extraCosts: sacrificeA({ types: ['Creature'], other: true }),
      targets: null,
      instructions: [{ kind: 'loseLife', who: 'opponents', amount: power }],
    },
  ],
  [
    'Atogatog: +X/+X where X is its power, fixed as it resolves (611.2c)',
    ['Creature'],
    "Sacrifice an Atog creature: Atogatog gets +X/+X until end of turn, where X is the sacrificed creature's power.",
    {
      kind: 'activated',
      cost: '',
      extraCosts: sacrificeA({ subtypes: ['Atog'], types: ['Creature'] }),
      targets: null,
      instructions: [
        {
          kind: 'createEffect',
          on: 'self',
          effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power, toughness: power }] },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    "Fling: a spell's additional cost (601.2h)",
    ['Instant'],
    "Fling deals damage equal to the sacrificed creature's power to any target.",
    {
      kind: 'spell',
      targets: { count: 1, filter: {}, anyTarget: true },
      instructions: [{ kind: 'dealDamage', to: 'targets', amount: power }],
    },
  ],
];

describe("the sacrificed creature's power and toughness (CR 608.2h, 113.7a)", () => {
  it.each(ROWS.map((r) => [r[0], r] as const))('%s', (_name, [name, types, text, want]) => {
    expect(compileCard(card(name.split(':')[0] ?? '', types, text))).toEqual([{ ...want, text }]);
  });
});
