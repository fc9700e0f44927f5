import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Groups named by their source's name (CR 201.5: the source's own name; the filter's
 * `namedAsSource`), as subjects of "gets" and "get" (613.4c, 613.1f), Oracle text as printed
 * (MTGJSON April 2022).
 */

const constant = (n: number) => ({ kind: 'constant', n }) as const;

const ROWS: readonly (readonly [string, string, AbilityDef])[] = [
  [
    'Brothers Yamazaki',
    'Each other creature named Brothers Yamazaki gets +2/+2 and has haste.',
    {
      kind: 'static',
      text: 'Each other creature named Brothers Yamazaki gets +2/+2 and has haste.',
      effect: {
        affects: { types: ['Creature'], other: true, namedAsSource: true },
        ops: [
          { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }] },
          { kind: 'modifyPT', power: constant(2), toughness: constant(2) },
        ],
      },
    },
  ],
  [
    'Ivory Guardians',
    'Creatures named Ivory Guardians get +1/+1 as long as an opponent controls a nontoken red permanent.',
    {
      kind: 'static',
      text: 'Creatures named Ivory Guardians get +1/+1 as long as an opponent controls a nontoken red permanent.',
      effect: {
        affects: { types: ['Creature'], namedAsSource: true },
        ops: [{ kind: 'modifyPT', power: constant(1), toughness: constant(1) }],
      },
      condition: {
        kind: 'valueAtLeast',
        value: { kind: 'count', of: { token: false, colors: ['R'], controller: 'opponents' } },
        n: 1,
      },
    },
  ],
  [
    'Pack Mastiff',
    '{1}{R}: Each creature you control named Pack Mastiff gets +1/+0 until end of turn.',
    {
      kind: 'activated',
      text: '{1}{R}: Each creature you control named Pack Mastiff gets +1/+0 until end of turn.',
      cost: '{1}{R}',
      targets: null,
      instructions: [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: {
            affects: { types: ['Creature'], namedAsSource: true, controller: 'you' },
            ops: [{ kind: 'modifyPT', power: constant(1), toughness: constant(0) }],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
];

describe('groups named as their source (CR 201.5)', () => {
  it.each(ROWS)('%s', (name, text, ability) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([ability]);
  });
});
