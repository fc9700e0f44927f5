import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "[instruction] for each [thing]" (CR 608.2h), card by card (MTGJSON, April 2022): the amount
 * becomes N times a count the engine reads as the instruction is followed. A continuous
 * effect's "for each" is counted as it resolves too, and the effect keeps that number (611.2c).
 */

const creaturesYouControl = { kind: 'count', of: { types: ['Creature'], controller: 'you' } } as const;

const ROWS: readonly (readonly [string, string, AbilityDef])[] = [
  [
    'Angel of Renewal',
    'When Angel of Renewal enters the battlefield, you gain 1 life for each creature you control.',
    {
      kind: 'triggered',
      text: 'When Angel of Renewal enters the battlefield, you gain 1 life for each creature you control.',
      trigger: { kind: 'entersBattlefield' },
      instructions: [{ kind: 'gainLife', amount: { kind: 'times', n: 1, of: creaturesYouControl } }],
    },
  ],
  [
    'Gruesome Fate',
    'Each opponent loses 1 life for each creature you control.',
    {
      kind: 'spell',
      text: 'Each opponent loses 1 life for each creature you control.',
      targets: null,
      instructions: [
        { kind: 'loseLife', who: 'opponents', amount: { kind: 'times', n: 1, of: creaturesYouControl } },
      ],
    },
  ],
  [
    'Might of the Masses (a continuous effect, counted as it resolves)',
    'Target creature gets +1/+1 until end of turn for each creature you control.',
    {
      kind: 'spell',
      text: 'Target creature gets +1/+1 until end of turn for each creature you control.',
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: {
            affects: {},
            ops: [
              {
                kind: 'modifyPT',
                power: { kind: 'times', n: 1, of: creaturesYouControl },
                toughness: { kind: 'times', n: 1, of: creaturesYouControl },
              },
            ],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
];

describe('"for each" amounts (CR 608.2h)', () => {
  it.each(ROWS)('%s', (name, text, ability) => {
    const types = name === 'Angel of Renewal' ? (['Creature'] as const) : (['Sorcery'] as const);
    expect(compileCard(card(name.replace(/ \(.*$/, ''), types, text))).toEqual([ability]);
  });
});
