import { describe, expect, it } from 'vitest';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * CR 508.4: tokens put onto the battlefield attacking, "that's [tapped and] attacking", "that are
 * [tapped and] attacking", after the token's abilities. Real cards' Oracle text (MTGJSON, April 2022).
 */

type Row = readonly [cardName: string, types: readonly CardType[], text: string, want: Partial<Instruction>];

const ROWS: readonly Row[] = [
  [
    'Hero of Bladehold',
    ['Creature'],
    'Whenever Hero of Bladehold attacks, create two 1/1 white Soldier creature tokens that are tapped and attacking.',
    { amount: { kind: 'constant', n: 2 }, tapped: true, attacking: true },
  ],
  [
    "Captain's Claws",
    ['Artifact'],
    "Whenever equipped creature attacks, create a 1/1 white Kor Ally creature token that's tapped and attacking.",
    { tapped: true, attacking: true },
  ],
  [
    'Brimaz, King of Oreskos',
    ['Creature'],
    "Whenever Brimaz, King of Oreskos attacks, create a 1/1 white Cat Soldier creature token with vigilance that's attacking.",
    { attacking: true },
  ],
];

describe('tokens put onto the battlefield attacking (CR 508.4)', () => {
  it.each(ROWS)('%s', (name, types, text, want) => {
    const [ability] = compileCard(card(name, types, text));
    const [instruction] = ability && 'instructions' in ability ? ability.instructions : [];
    expect(instruction).toMatchObject({ kind: 'createTokens', ...want });
    if (!('tapped' in want)) expect(instruction).not.toHaveProperty('tapped');
  });
});
