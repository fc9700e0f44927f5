import { describe, expect, it } from 'vitest';
import type { Instruction, TokenDef, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * How many tokens an instruction creates (CR 111.1, 608.2h): "a number of … tokens equal to
 * [a number]", the number read after the tokens, and "that many" after a damage trigger, the
 * damage of the trigger event (603.2c). Real cards' Oracle text (MTGJSON, April 2022).
 */

const token = (name: string, colors: TokenDef['colors'], size: number, ...keywords: string[]): TokenDef => ({
  name: `${name} Token`,
  colors,
  types: ['Creature'],
  subtypes: name.split(' '),
  power: size,
  toughness: size,
  abilities: keywords.map(
    (keyword) => ({ kind: 'keyword', keyword, text: keyword }) as TokenDef['abilities'][number],
  ),
});

const creates = (made: TokenDef, amount: Value): Instruction => ({
  kind: 'createTokens',
  token: made,
  amount,
});
const thatMuch: Value = { kind: 'thatMuch' };

type Row = readonly [
  cardName: string,
  why: string,
  types: readonly CardType[],
  text: string,
  want: Instruction,
];

const ROWS: readonly Row[] = [
  [
    'Evangel of Heliod',
    'devotion to white, read as it resolves (700.5, 608.2h)',
    ['Creature'],
    'When Evangel of Heliod enters the battlefield, create a number of 1/1 white Soldier creature tokens equal to your devotion to white. (Each {W} in the mana costs of permanents you control counts toward your devotion to white.)',
    creates(token('Soldier', ['W'], 1), { kind: 'devotion', colors: ['W'], whose: 'you' }),
  ],
  [
    'Abhorrent Overlord',
    'the abilities come before "equal to" (111.3)',
    ['Creature'],
    'When Abhorrent Overlord enters the battlefield, create a number of 1/1 black Harpy creature tokens with flying equal to your devotion to black. (Each {B} in the mana costs of permanents you control counts toward your devotion to black.)',
    creates(token('Harpy', ['B'], 1, 'Flying'), { kind: 'devotion', colors: ['B'], whose: 'you' }),
  ],
  [
    'Hornet Nest',
    'the damage it was dealt (603.2c)',
    ['Creature'],
    'Whenever Hornet Nest is dealt damage, create that many 1/1 green Insect creature tokens with flying and deathtouch. (Any amount of damage a creature with deathtouch deals to a creature is enough to destroy it.)',
    creates(token('Insect', ['G'], 1, 'Flying', 'Deathtouch'), thatMuch),
  ],
  [
    'Lathril, Blade of the Elves',
    'the combat damage it dealt the player (603.2c)',
    ['Creature'],
    'Whenever Lathril, Blade of the Elves deals combat damage to a player, create that many 1/1 green Elf Warrior creature tokens.',
    creates({ ...token('Elf Warrior', ['G'], 1) }, thatMuch),
  ],
  [
    'Wand of Orcus',
    'the combat damage the equipped creature dealt the player (603.2c)',
    ['Artifact'],
    'Whenever equipped creature deals combat damage to a player, create that many 2/2 black Zombie creature tokens.',
    creates(token('Zombie', ['B'], 2), thatMuch),
  ],
];

const instructionsOf = (name: string, types: readonly CardType[], text: string): unknown[] =>
  compileCard(card(name, types, text)).flatMap((a): unknown[] =>
    'instructions' in a ? [...a.instructions] : [a],
  );

describe('how many tokens: "a number of … equal to", "that many" (CR 111.1, 603.2c, 608.2h)', () => {
  it.each(ROWS)('%s: %s', (name, _why, types, text, want) => {
    expect(instructionsOf(name, types, text)).toEqual([want]);
  });

  it('CR 603.2c: "that many" after a trigger with no amount (one or more creatures dealing damage) stays unsupported', () => {
    const [ability] = compileCard(
      card(
        'Amount Test',
        ['Enchantment'],
        'Whenever one or more creatures you control deal combat damage to a player, create that many 1/1 green Saproling creature tokens.',
      ),
    );
    expect(ability?.kind).toBe('unsupported');
  });
});
