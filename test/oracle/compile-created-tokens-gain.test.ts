import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, Instruction, Keyword, TokenDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "They gain …" after "Create … tokens" (CR 608.2c): an effect on the tokens the instruction
 * before created (`on: 'created'`), locked onto them (611.2c), until end of turn or, with no
 * duration stated, for the rest of the game (611.2a). Real cards' Oracle text (MTGJSON, April
 * 2022) where one compiles whole; test cards for the other cases.
 */

const UPRISING_TOKENS =
  'Create X 2/2 white Samurai creature tokens with vigilance. They gain menace and haste until end of turn.';
const UPRISING_OPPONENTS =
  'Each opponent creates X minus one 2/2 white Samurai creature tokens with vigilance.';
const GOBLINS = 'Create two 1/1 red Goblin creature tokens. They gain haste.';

const keyword = (k: Keyword) => ({ kind: 'keyword', keyword: k, text: k }) as const;
const SAMURAI: TokenDef = {
  name: 'Samurai Token',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Samurai'],
  power: 2,
  toughness: 2,
  abilities: [keyword('Vigilance')],
};
const gain = (keywords: readonly Keyword[], duration: 'endOfTurn' | 'permanent'): Instruction => ({
  kind: 'createEffect',
  on: 'created',
  effect: { affects: {}, ops: [{ kind: 'addAbilities', abilities: keywords.map(keyword) }] },
  duration,
});

const ROWS: readonly { name: string; card: CardData; abilities: readonly AbilityDef[] }[] = [
  {
    name: 'Eiganjo Uprising, CR 608.2c, 514.2: the X Samurai gain menace and haste until end of turn; each opponent creates X minus one (107.3)',
    card: card('Eiganjo Uprising', ['Sorcery'], `${UPRISING_TOKENS}\n${UPRISING_OPPONENTS}`),
    abilities: [
      {
        kind: 'spell',
        text: UPRISING_TOKENS,
        targets: null,
        instructions: [
          { kind: 'createTokens', token: SAMURAI, amount: { kind: 'x' } },
          gain(['Menace', 'Haste'], 'endOfTurn'),
        ],
      },
      {
        kind: 'spell',
        text: UPRISING_OPPONENTS,
        targets: null,
        instructions: [
          {
            kind: 'createTokens',
            token: SAMURAI,
            amount: { kind: 'sum', of: [{ kind: 'x' }, { kind: 'negate', of: { kind: 'constant', n: 1 } }] },
            creator: 'opponents',
          },
        ],
      },
    ],
  },
  {
    name: 'CR 611.2a: "They gain haste." with no duration stated lasts for the rest of the game',
    card: card('Goblin Test', ['Sorcery'], GOBLINS),
    abilities: [
      {
        kind: 'spell',
        text: GOBLINS,
        targets: null,
        instructions: [
          {
            kind: 'createTokens',
            token: {
              name: 'Goblin Token',
              colors: ['R'],
              types: ['Creature'],
              subtypes: ['Goblin'],
              power: 1,
              toughness: 1,
              abilities: [],
            },
            amount: { kind: 'constant', n: 2 },
          },
          gain(['Haste'], 'permanent'),
        ],
      },
    ],
  },
];

describe('"They gain …": the tokens just created (CR 608.2c)', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

const REFUSED = '"they" names no tokens the instruction just before created (CR 608.2c)';

/** "They" after anything but creating tokens names nothing the engine tracks. */
const UNSUPPORTED: readonly (readonly [string, string])[] = [
  ['CR 608.2c: "they" after no token at all', 'Draw a card. They gain haste.'],
  [
    'CR 608.2c: "they" after an instruction between it and the tokens',
    'Create two 1/1 red Goblin creature tokens. Draw a card. They gain haste.',
  ],
];

describe('"they" naming no tokens just created is unsupported', () => {
  it.each(UNSUPPORTED)('%s', (_name, text) => {
    const reasons = compileCard(card('They Test', ['Sorcery'], text)).flatMap((a) =>
      a.kind === 'unsupported' ? [a.reason] : [],
    );
    expect(reasons).toEqual([REFUSED]);
  });
});
