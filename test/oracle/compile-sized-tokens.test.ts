import { describe, expect, it } from 'vitest';
import type { Instruction, TokenDef, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "Create an X/X … creature token" (CR 111.3, 107.3a): the token's power and toughness are the
 * one number X, the spell's announced X or the number ", where X is …" names, read as the
 * instruction is followed (608.2h). Real cards' Oracle text (MTGJSON, April 2022).
 */

const one: Value = { kind: 'constant', n: 1 };
const x: Value = { kind: 'x' };

/** A green creature token of these subtypes with no printed power or toughness: its size is read. */
const green = (...subtypes: string[]): TokenDef => ({
  name: `${subtypes.join(' ')} Token`,
  colors: ['G'],
  types: ['Creature'],
  subtypes,
  abilities: [],
});

const sized = (token: TokenDef, size: Value, amount: Value = one): Instruction => ({
  kind: 'createTokens',
  token,
  amount,
  size,
});

type Row = readonly [
  cardName: string,
  why: string,
  types: readonly CardType[],
  text: string,
  want: Instruction,
];

const ROWS: readonly Row[] = [
  [
    'Slime Molding',
    "the spell's X (107.3a)",
    ['Sorcery'],
    'Create an X/X green Ooze creature token.',
    sized(green('Ooze'), x),
  ],
  [
    'Gelatinous Genesis',
    'X tokens, each X/X, one X (107.3a)',
    ['Sorcery'],
    'Create X X/X green Ooze creature tokens.',
    sized(green('Ooze'), x, x),
  ],
  [
    'Seed Guardian',
    'a count read as the trigger resolves (608.2h)',
    ['Creature'],
    'When Seed Guardian dies, create an X/X green Elemental creature token, where X is the number of creature cards in your graveyard.',
    sized(green('Elemental'), {
      kind: 'count',
      of: { types: ['Creature'], zone: 'graveyard', owner: 'you' },
    }),
  ],
  [
    'Kin-Tree Invocation',
    'the greatest toughness among creatures you control (208.1)',
    ['Sorcery'],
    'Create an X/X black and green Spirit Warrior creature token, where X is the greatest toughness among creatures you control.',
    sized(
      { ...green('Spirit', 'Warrior'), colors: ['B', 'G'] },
      { kind: 'greatest', of: 'toughness', among: { types: ['Creature'], controller: 'you' } },
    ),
  ],
  [
    'Flesh Carver',
    "[this]'s power, as it last existed (608.2h)",
    ['Creature'],
    "When Flesh Carver dies, create an X/X black Horror creature token, where X is Flesh Carver's power.",
    sized({ ...green('Horror'), colors: ['B'] }, { kind: 'powerOfSource' }),
  ],
];

const instructionsOf = (name: string, types: readonly CardType[], text: string): unknown[] =>
  compileCard(card(name, types, text)).flatMap((a): unknown[] =>
    'instructions' in a ? [...a.instructions] : [a],
  );

describe('X/X tokens (CR 111.3, 107.3a, 608.2h)', () => {
  it.each(ROWS)('%s: %s', (name, _why, types, text, want) => {
    expect(instructionsOf(name, types, text)).toEqual([want]);
  });

  it('CR 111.3: "an X/2 token" has no one number for both; it stays unsupported', () => {
    const [ability] = compileCard(card('Size Test', ['Sorcery'], 'Create an X/2 green Ooze creature token.'));
    expect(ability?.kind).toBe('unsupported');
  });
});
