import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on "[instruction] unless you pay {1} for each [thing]" (CR 118.12): an `optional`
 * whose mana is paid `payTimes` times, counted as it resolves; "unless" is of the last
 * instruction of the sentence only ("put a +1/+1 counter on [this], then sacrifice [this] unless
 * …"), and "counter on it" counts the object itself's counters. Real cards' Oracle text (MTGJSON).
 */

const sacrificeUnless = (payTimes: Value): Instruction => ({
  kind: 'optional',
  pay: '{1}',
  payTimes,
  ifDone: [],
  otherwise: [{ kind: 'sacrifice', on: 'self' }],
});

const ROWS: readonly (readonly [string, string, readonly Instruction[] | null])[] = [
  [
    'Phantasmal Sphere',
    'At the beginning of your upkeep, put a +1/+1 counter on Phantasmal Sphere, then sacrifice Phantasmal Sphere unless you pay {1} for each +1/+1 counter on it.',
    [
      { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
      sacrificeUnless({ kind: 'countersOnSource', counter: '+1/+1' }),
    ],
  ],
  [
    'Megatherium',
    'When Megatherium enters the battlefield, sacrifice it unless you pay {1} for each card in your hand.',
    [sacrificeUnless({ kind: 'cardsInHand', whose: 'you' })],
  ],
  [
    'Fettergeist',
    'At the beginning of your upkeep, sacrifice Fettergeist unless you pay {1} for each other creature you control.',
    [sacrificeUnless({ kind: 'count', of: { types: ['Creature'], other: true, controller: 'you' } })],
  ],
  [
    // "it" is the target here, whose counters the engine's price doesn't count.
    'Test Target Counters',
    'When Test Target Counters enters the battlefield, destroy target creature unless you pay {1} for each +1/+1 counter on it.',
    null,
  ],
];

const instructionsOf = (a: AbilityDef | undefined): readonly Instruction[] | null =>
  a?.kind === 'triggered' ? a.instructions : null;

describe('the Oracle compiler on "unless you pay {1} for each [thing]" (CR 118.12)', () => {
  it.each(ROWS)('%s: %s', (name, text, instructions) => {
    const [ability] = compileCard(card(name, ['Creature'], text));
    expect(instructionsOf(ability)).toEqual(instructions);
  });
});
