import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * The compiler on "For each [thing], [instruction]" (CR 608.2h): the instruction's amount times
 * the count, as with "for each" after it; not where the instruction names "it", "that creature"
 * or "them", which would be each counted object in turn. Real cards' Oracle text (MTGJSON).
 */

const ROWS: readonly (readonly [string, readonly CardType[], string, readonly Instruction[] | null])[] = [
  [
    'Vraska, Regal Gorgon',
    ['Planeswalker'],
    '[−10]: For each creature card in your graveyard, put a +1/+1 counter on each creature you control.',
    [
      {
        kind: 'addCounters',
        on: 'filter',
        filter: { types: ['Creature'], controller: 'you' },
        counter: '+1/+1',
        amount: {
          kind: 'times',
          n: 1,
          of: { kind: 'count', of: { types: ['Creature'], zone: 'graveyard', owner: 'you' } },
        },
      },
    ],
  ],
  [
    // "it" would be each creature in turn, which the count can't say.
    'Test Each It',
    ['Sorcery'],
    'For each creature you control, put a +1/+1 counter on it.',
    null,
  ],
];

const instructionsOf = (a: AbilityDef | undefined): readonly Instruction[] | null =>
  a?.kind === 'spell' || a?.kind === 'activated' ? a.instructions : null;

describe('the Oracle compiler on "For each [thing], [instruction]" (CR 608.2h)', () => {
  it.each(ROWS)('%s: %s', (name, types, text, instructions) => {
    const [ability] = compileCard(card(name, types, text));
    expect(instructionsOf(ability)).toEqual(instructions);
  });
});
