import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "Each creature blocking it gets -1/-1 until end of turn" (CR 509.1g, 611.2c): an effect on
 * the creatures blocking the object itself as it resolves (Baneblade Scoundrel, Baneclaw
 * Marauder, Plague Wight, printed Oracle text). Where "it" names another object, refused.
 */

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
