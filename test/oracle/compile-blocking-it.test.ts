import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "Each creature blocking it gets -1/-1 until end of turn" (CR 509.1g, 611.2c): an effect on
 * the creatures blocking the object itself as it resolves (Baneblade Scoundrel, Baneclaw
 * Marauder, Plague Wight, printed Oracle text). Where "it" names another object, refused; but
 * "it gets +1/+1 for each creature blocking it" counts those blocking the object it changes
 * (Berserk Murlodont, 509.1h).
 */

/** CR 509.1h, 608.2h: "for each creature blocking it" of another object: those blocking the one it changes. */
const perBlocker = { kind: 'times', n: 1, of: { kind: 'blockingAffected' } } as const;

const ROWS: readonly (readonly [string, string, AbilityDef])[] = [
  [
    'Baneblade Scoundrel',
    'Whenever Baneblade Scoundrel becomes blocked, each creature blocking it gets -1/-1 until end of turn.',
    {
      kind: 'triggered',
      text: 'Whenever Baneblade Scoundrel becomes blocked, each creature blocking it gets -1/-1 until end of turn.',
      trigger: { kind: 'becomesBlocked' },
      instructions: [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: {
            affects: { types: ['Creature'], blockingSource: true },
            ops: [
              {
                kind: 'modifyPT',
                power: { kind: 'constant', n: -1 },
                toughness: { kind: 'constant', n: -1 },
              },
            ],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Berserk Murlodont',
    'Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.',
    {
      kind: 'triggered',
      text: 'Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.',
      trigger: { kind: 'creatureBecomesBlocked', filter: { subtypes: ['Beast'] } },
      instructions: [
        {
          kind: 'createEffect',
          on: 'triggerObject',
          effect: {
            affects: {},
            ops: [{ kind: 'modifyPT', power: perBlocker, toughness: perBlocker }],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Blocking Test (refused: "it" is the target, not the object itself)',
    '{1}: Target creature gets +1/+1 until end of turn. Each creature blocking it gets -1/-1 until end of turn.',
    {
      kind: 'unsupported',
      text: '{1}: Target creature gets +1/+1 until end of turn. Each creature blocking it gets -1/-1 until end of turn.',
      reason: 'the grammar reads all of it, but no template makes an ability of it',
    },
  ],
];

describe('"each creature blocking it" (CR 509.1g)', () => {
  it.each(ROWS)('%s', (name, text, ability) => {
    expect(compileCard(card(name.replace(/ \(.*$/, ''), ['Creature'], text))).toEqual([ability]);
  });
});
