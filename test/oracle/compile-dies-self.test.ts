import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "When [this] dies, [move] it" (CR 400.7e, 603.10a): "it" is the source, `on: 'self'`; the
 * engine finds the card it became in its graveyard (src/engine/resolution/left-source.ts).
 */

const dies = { kind: 'dies' } as const;
const COCKROACHES = "When Endless Cockroaches dies, return it to its owner's hand.";
const RELENTLESS = "When Relentless Dead dies, you may pay {B}. If you do, return it to its owner's hand.";
const MUMMY = 'When Cyclopean Mummy dies, exile it.';
const SHIVAN = "When Shivan Phoenix dies, return Shivan Phoenix to its owner's hand.";

const ROWS: readonly (readonly [string, string, string, AbilityDef])[] = [
  [
    'Endless Cockroaches, CR 400.7e: "return it to its owner\'s hand"',
    'Endless Cockroaches',
    COCKROACHES,
    {
      kind: 'triggered',
      text: COCKROACHES,
      trigger: dies,
      instructions: [{ kind: 'returnToHand', on: 'self' }],
    },
  ],
  [
    'Shivan Phoenix, CR 400.7e: "return [this] to its owner\'s hand" by name',
    'Shivan Phoenix',
    SHIVAN,
    { kind: 'triggered', text: SHIVAN, trigger: dies, instructions: [{ kind: 'returnToHand', on: 'self' }] },
  ],
  [
    'Relentless Dead, CR 400.7e, 118.12: "you may pay {B}. If you do, return it to its owner\'s hand"',
    'Relentless Dead',
    RELENTLESS,
    {
      kind: 'triggered',
      text: RELENTLESS,
      trigger: dies,
      instructions: [
        { kind: 'optional', pay: '{B}', ifDone: [{ kind: 'returnToHand', on: 'self' }], otherwise: [] },
      ],
    },
  ],
  [
    'Cyclopean Mummy, CR 400.7e, 701.13a: "exile it"',
    'Cyclopean Mummy',
    MUMMY,
    { kind: 'triggered', text: MUMMY, trigger: dies, instructions: [{ kind: 'exile', on: 'self' }] },
  ],
];

describe('"When [this] dies, [move] it" compiles to instructions on the source (CR 400.7e)', () => {
  it.each(ROWS)('%s', (_name, name, text, ability) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([ability]);
  });
});
