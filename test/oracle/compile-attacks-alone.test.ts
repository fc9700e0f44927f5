import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "Whenever a [creature you control] attacks alone" (CR 506.5, 508.3a): a trigger watching the
 * only attacker, which "it" names (603.2, 608.2c). Each row is a card's printed Oracle text (MTGJSON).
 */

const mine = { types: ['Creature'], controller: 'you' } as const;
const ROWS: readonly (readonly [name: string, types: readonly CardType[], text: string, want: object])[] = [
  [
    'Battlegrace Angel',
    ['Creature'],
    'Whenever a creature you control attacks alone, it gains lifelink until end of turn.',
    {
      instructions: [
        {
          kind: 'createEffect',
          on: 'triggerObject',
          effect: {
            affects: {},
            ops: [
              {
                kind: 'addAbilities',
                abilities: [{ kind: 'keyword', keyword: 'Lifelink', text: 'Lifelink' }],
              },
            ],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Angelic Benediction',
    ['Enchantment'],
    'Whenever a creature you control attacks alone, you may tap target creature.',
    {
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [{ kind: 'optional', ifDone: [{ kind: 'tap', on: 'targets' }], otherwise: [] }],
    },
  ],
];

describe('"Whenever a creature you control attacks alone" (CR 506.5)', () => {
  it.each(ROWS)('%s', (name, types, text, want) => {
    const expected = {
      kind: 'triggered',
      text,
      trigger: { kind: 'creatureAttacksAlone', filter: mine },
      ...want,
    };
    expect(compileCard(card(name, types, text))).toEqual([expected]);
  });
});
