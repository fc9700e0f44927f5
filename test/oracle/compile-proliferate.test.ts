import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Proliferate (CR 701.34a): real cards' Oracle text (MTGJSON) and the abilities they compile to. */

const REMINDER =
  '(Choose any number of permanents and/or players, then give each another counter of each kind already there.)';
const BLOOM_HULK = `When Bloom Hulk enters the battlefield, proliferate. ${REMINDER}`;
const ATRAXA = `At the beginning of your end step, proliferate. ${REMINDER}`;
const SKYDIVER = `{3}{G}{U}: Proliferate. ${REMINDER}`;

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    'Bloom Hulk, CR 701.34a: "When ~ enters the battlefield, proliferate."',
    card('Bloom Hulk', ['Creature'], BLOOM_HULK),
    [
      {
        kind: 'triggered',
        text: BLOOM_HULK,
        trigger: { kind: 'entersBattlefield' },
        instructions: [{ kind: 'proliferate' }],
      },
    ],
  ],
  [
    "Atraxa, Praetors' Voice, CR 701.34a: an end step trigger that proliferates",
    card("Atraxa, Praetors' Voice", ['Creature'], ATRAXA),
    [
      {
        kind: 'triggered',
        text: ATRAXA,
        trigger: { kind: 'beginningOfEndStep', whose: 'you' },
        instructions: [{ kind: 'proliferate' }],
      },
    ],
  ],
  [
    'Merfolk Skydiver, CR 701.34a: "{3}{G}{U}: Proliferate."',
    card('Merfolk Skydiver', ['Creature'], SKYDIVER),
    [
      {
        kind: 'activated',
        text: SKYDIVER,
        cost: '{3}{G}{U}',
        targets: null,
        instructions: [{ kind: 'proliferate' }],
      },
    ],
  ],
];

describe('proliferate compiles', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
