import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * CR 608.2c, 207.2c: a paragraph after an ability word that changes the one before it "instead
 * if" a condition holds is read with it as one effect, a `conditional` whose branches are the two
 * sentences; where the two don't read as one, each stays an ability of its own. Real cards'
 * Oracle text (MTGJSON).
 */

const SLIP =
  'Target creature gets -1/-1 until end of turn.\nMorbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.';
const FEED =
  'You gain 5 life.\nFerocious — You gain 10 life instead if you control a creature with power 4 or greater.';
const BLAST =
  'Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 damage instead if you control three or more artifacts.';

const ptEffect = (n: number) => ({
  kind: 'createEffect' as const,
  on: 'targets' as const,
  effect: {
    affects: {},
    ops: [
      {
        kind: 'modifyPT' as const,
        power: { kind: 'constant' as const, n },
        toughness: { kind: 'constant' as const, n },
      },
    ],
  },
  duration: 'endOfTurn' as const,
});

const ROWS: readonly (readonly [string, string, readonly CardType[], string, readonly AbilityDef[]])[] = [
  [
    'Tragic Slip, CR 608.2c, 700.4: morbid: -13/-13 instead of -1/-1 when a creature died this turn, "that creature" the target',
    'Tragic Slip',
    ['Instant'],
    SLIP,
    [
      {
        kind: 'spell',
        text: SLIP,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          {
            kind: 'conditional',
            condition: { kind: 'valueAtLeast', value: { kind: 'creaturesDiedThisTurn' }, n: 1 },
            ifHolds: [ptEffect(-13)],
            otherwise: [ptEffect(-1)],
          },
        ],
      },
    ],
  ],
  [
    'Feed the Clan, CR 608.2c, 119.3: ferocious: 10 life instead of 5 with a creature of power 4 or greater',
    'Feed the Clan',
    ['Instant'],
    FEED,
    [
      {
        kind: 'spell',
        text: FEED,
        targets: null,
        instructions: [
          {
            kind: 'conditional',
            condition: {
              kind: 'valueAtLeast',
              value: {
                kind: 'count',
                of: {
                  types: ['Creature'],
                  ptBound: { of: 'power', side: 'atLeast', n: 4 },
                  controller: 'you',
                },
              },
              n: 1,
            },
            ifHolds: [{ kind: 'gainLife', amount: { kind: 'constant', n: 10 } }],
            otherwise: [{ kind: 'gainLife', amount: { kind: 'constant', n: 5 } }],
          },
        ],
      },
    ],
  ],
  [
    'Galvanic Blast: "deals 4 damage instead", its recipient left unsaid, is not read: the paragraphs stay two abilities, the second refused',
    'Galvanic Blast',
    ['Instant'],
    BLAST,
    [
      {
        kind: 'spell',
        text: 'Galvanic Blast deals 2 damage to any target.',
        targets: { count: 1, filter: {}, anyTarget: true },
        instructions: [{ kind: 'dealDamage', to: 'targets', amount: { kind: 'constant', n: 2 } }],
      },
      {
        kind: 'unsupported',
        text: 'Metalcraft — Galvanic Blast deals 4 damage instead if you control three or more artifacts.',
        reason:
          'the grammar reads "Metalcraft — Galvanic Blast deals 4 damage" and stops at "instead if you" (character 43)',
      },
    ],
  ],
];

describe('a paragraph that changes the one before it "instead if" compiles with it (CR 608.2c, 207.2c)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, abilities) => {
    expect(compileCard(card(name, types, text))).toEqual(abilities);
  });
});
