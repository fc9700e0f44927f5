import { describe, expect, it } from 'vitest';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "[it] gains protection from the color of your choice until end of turn" (CR 608.2d, 702.16a):
 * a colour its controller chooses as it resolves. Each row is a card's printed Oracle text.
 */

const ROWS: readonly (readonly [string, readonly string[], string, Instruction])[] = [
  [
    'Blessed Breath',
    ['Instant'],
    'Target creature you control gains protection from the color of your choice until end of turn.',
    { kind: 'gainChosenColorProtection', on: 'targets' },
  ],
  [
    'Mother of Runes',
    ['Creature'],
    '{T}: Target creature you control gains protection from the color of your choice until end of turn.',
    { kind: 'gainChosenColorProtection', on: 'targets' },
  ],
  [
    'Cartel Aristocrat',
    ['Creature'],
    'Sacrifice another creature: Cartel Aristocrat gains protection from the color of your choice until end of turn.',
    { kind: 'gainChosenColorProtection', on: 'self' },
  ],
];

describe('protection from the color of your choice (CR 608.2d, 702.16a)', () => {
  it.each(ROWS)('%s', (name, types, text, instruction) => {
    const [ability] = compileCard(card(name, types as never, text));
    expect(ability && 'instructions' in ability ? ability.instructions : ability).toEqual([instruction]);
  });
});
