import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Life lost by each player or by a target opponent (CR 119.3, 102.3), compiled card by card. */

const enters = { kind: 'entersBattlefield' } as const;
const n = (k: number) => ({ kind: 'constant', n: k }) as const;

const HARPY = 'When Blood-Toll Harpy enters the battlefield, each player loses 1 life.';
const HOUND = 'When Caustic Hound dies, each player loses 4 life.';
const GHOUL = 'When Dakmor Ghoul enters the battlefield, target opponent loses 2 life and you gain 2 life.';

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    'Blood-Toll Harpy, CR 119.3: "each player loses 1 life"',
    card('Blood-Toll Harpy', ['Creature'], HARPY),
    [
      {
        kind: 'triggered',
        text: HARPY,
        trigger: enters,
        instructions: [{ kind: 'loseLife', who: 'each', amount: n(1) }],
      },
    ],
  ],
  [
    'Caustic Hound, CR 700.4, 119.3: "When [this] dies, each player loses 4 life"',
    card('Caustic Hound', ['Creature'], HOUND),
    [
      {
        kind: 'triggered',
        text: HOUND,
        trigger: { kind: 'dies' },
        instructions: [{ kind: 'loseLife', who: 'each', amount: n(4) }],
      },
    ],
  ],
  [
    'Dakmor Ghoul, CR 102.3, 115.1: "target opponent loses 2 life and you gain 2 life"',
    card('Dakmor Ghoul', ['Creature'], GHOUL),
    [
      {
        kind: 'triggered',
        text: GHOUL,
        trigger: enters,
        targets: { count: 1, filter: {}, players: true, playerIs: 'opponent' },
        instructions: [
          { kind: 'loseLife', who: 'targets', amount: n(2) },
          { kind: 'gainLife', amount: n(2) },
        ],
      },
    ],
  ],
];

describe('life lost by each player or a target opponent, card by card', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
