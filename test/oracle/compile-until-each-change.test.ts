import { describe, expect, it } from 'vitest';
import type { AbilityDef, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * CR 611.2a, 611.2c: "Until end of turn, [one] gets +N/+M and [another] gets -N/-M": the duration
 * said first is each change's; a group's effect is locked to the creatures there as it resolves.
 * Real cards' Oracle text (MTGJSON).
 */

const SKULDUGGERY =
  'Until end of turn, target creature you control gets +1/+1 and target creature an opponent controls gets -1/-1.';
const ZEALOUS =
  'Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1.';
const SIGIL =
  'Until end of turn, target creature you control gets +3/+3 and other creatures you control get +1/+1.';

const modify = (n: number): LayerOp => ({
  kind: 'modifyPT',
  power: { kind: 'constant', n },
  toughness: { kind: 'constant', n },
});

const ROWS: readonly (readonly [string, string, string, AbilityDef])[] = [
  [
    'Skulduggery, CR 611.2a, 115.1: two target words, each change until end of turn',
    'Skulduggery',
    SKULDUGGERY,
    {
      kind: 'spell',
      text: SKULDUGGERY,
      targets: {
        count: 1,
        filter: { types: ['Creature'], controller: 'you' },
        also: [{ count: 1, filter: { types: ['Creature'], controller: 'opponents' } }],
      },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: { affects: {}, ops: [modify(1)] },
          duration: 'endOfTurn',
        },
        {
          kind: 'ofTargetWord',
          word: 1,
          instructions: [
            {
              kind: 'createEffect',
              on: 'targets',
              effect: { affects: {}, ops: [modify(-1)] },
              duration: 'endOfTurn',
            },
          ],
        },
      ],
    },
  ],
  [
    "Zealous Persecution, CR 611.2c: its controller's creatures and the opponents' creatures, each group its own change",
    'Zealous Persecution',
    ZEALOUS,
    {
      kind: 'spell',
      text: ZEALOUS,
      targets: null,
      instructions: [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: { affects: { types: ['Creature'], controller: 'you' }, ops: [modify(1)] },
          duration: 'endOfTurn',
        },
        {
          kind: 'createEffect',
          on: 'filter',
          effect: { affects: { types: ['Creature'], controller: 'opponents' }, ops: [modify(-1)] },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Sigil Blessing: "other creatures you control" beside a target (other than that target) is not read',
    'Sigil Blessing',
    SIGIL,
    {
      kind: 'unsupported',
      text: SIGIL,
      reason:
        'the grammar reads "Until end of turn, target creature you control gets +3/+3 and other creatures you control get +1/+1" and stops at "." (character 99)',
    },
  ],
];

describe('"Until end of turn, [one] gets ... and [another] gets ..." compiles (CR 611.2a)', () => {
  it.each(ROWS)('%s', (_name, name, text, ability) => {
    expect(compileCard(card(name, ['Instant'], text))).toEqual([ability]);
  });
});
