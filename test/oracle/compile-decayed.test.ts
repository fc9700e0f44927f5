import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * CR 702.147a: a token "with decayed" has "This creature can't block" and "When this creature
 * attacks, sacrifice it at end of combat", compiled as the token's own abilities. Real cards'
 * Oracle text (MTGJSON, April 2022).
 */

const DECAYED = [
  { kind: 'restriction', text: "This creature can't block.", restriction: { kind: 'cantBlock' } },
  {
    kind: 'triggered',
    text: 'When this creature attacks, sacrifice it at end of combat.',
    trigger: { kind: 'attacks' },
    instructions: [{ kind: 'delayed', at: 'endOfCombat', instructions: [{ kind: 'sacrifice', on: 'self' }] }],
  },
];

const ROWS = [
  [
    'Hobbling Zombie',
    ['Creature'],
    "When Hobbling Zombie dies, create a 2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it at end of combat.)",
  ],
  [
    'Flip the Switch',
    ['Instant'],
    "Counter target spell unless its controller pays {4}. Create a 2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it at end of combat.)",
  ],
] as const satisfies readonly (readonly [string, readonly CardType[], string])[];

describe('tokens with decayed (CR 702.147a)', () => {
  it.each(ROWS)('%s', (name, types, text) => {
    const [ability] = compileCard(card(name, types, text));
    const made = ability && 'instructions' in ability ? ability.instructions.at(-1) : undefined;
    expect(made).toMatchObject({
      kind: 'createTokens',
      token: { power: 2, toughness: 2, abilities: DECAYED },
    });
  });
});
