import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction, TokenDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Tokens created by another player (CR 111.2: the player who creates a token owns and controls
 * it): "target opponent / each opponent / each player / that player creates …". Real cards'
 * Oracle text (MTGJSON, April 2022).
 */

const token = (subtype: string, colors: TokenDef['colors'], size: number): TokenDef => ({
  name: `${subtype} Token`,
  colors,
  types: ['Creature'],
  subtypes: [subtype],
  power: size,
  toughness: size,
  abilities: [],
});

type CreateTokens = Extract<Instruction, { kind: 'createTokens' }>;

const by = (creator: NonNullable<CreateTokens['creator']>, made: TokenDef): CreateTokens => ({
  kind: 'createTokens',
  token: made,
  amount: { kind: 'constant', n: 1 },
  creator,
});

type Row = readonly [
  cardName: string,
  why: string,
  types: readonly CardType[],
  text: string,
  want: Partial<AbilityDef>,
];

const ROWS: readonly Row[] = [
  [
    'Akroan Horse',
    'each opponent creates one (111.2)',
    ['Artifact', 'Creature'],
    'At the beginning of your upkeep, each opponent creates a 1/1 white Soldier creature token.',
    { instructions: [by('opponents', token('Soldier', ['W'], 1))] },
  ],
  [
    'Hunted Lammasu',
    'the target opponent creates it (115.1, 111.2)',
    ['Creature'],
    'When Hunted Lammasu enters the battlefield, target opponent creates a 4/4 black Horror creature token.',
    {
      targets: { count: 1, filter: {}, players: true, playerIs: 'opponent' },
      instructions: [by('targets', token('Horror', ['B'], 4))],
    },
  ],
  [
    'Grismold, the Dreadsower',
    'each player creates one (111.2)',
    ['Creature'],
    'At the beginning of your end step, each player creates a 1/1 green Plant creature token.',
    { instructions: [by('each', token('Plant', ['G'], 1))] },
  ],
  [
    'Varchild, Betrayer of Kjeldor',
    'the player dealt the damage creates as many as the damage (603.2c)',
    ['Creature'],
    'Whenever Varchild, Betrayer of Kjeldor deals combat damage to a player, that player creates that many 1/1 red Survivor creature tokens.',
    { instructions: [{ ...by('triggerPlayer', token('Survivor', ['R'], 1)), amount: { kind: 'thatMuch' } }] },
  ],
];

describe('tokens created by other players (CR 111.2)', () => {
  it('CR 111.2: Hornswoggle "You create a Treasure token." is its controller creating it, no other creator', () => {
    const [ability] = compileCard(
      card(
        'Hornswoggle',
        ['Instant'],
        'Counter target creature spell. You create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this artifact: Add one mana of any color.")',
      ),
    );
    const made = ability && 'instructions' in ability ? ability.instructions[1] : undefined;
    expect(made).toMatchObject({ kind: 'createTokens', token: { name: 'Treasure Token' } });
    expect(made).not.toHaveProperty('creator');
  });

  it.each(ROWS)('%s: %s', (name, _why, types, text, want) => {
    const [ability] = compileCard(card(name, types, text));
    expect(ability).toMatchObject({ kind: 'triggered', ...want });
  });

  it('CR 603.2c: "that player creates" after a trigger with no player (a creature entering) stays unsupported', () => {
    const [ability] = compileCard(
      card(
        'Player Test',
        ['Enchantment'],
        'Whenever a creature enters the battlefield, that player creates a 1/1 green Saproling creature token.',
      ),
    );
    expect(ability?.kind).toBe('unsupported');
  });
});
