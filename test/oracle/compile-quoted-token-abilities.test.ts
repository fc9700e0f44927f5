import { describe, expect, it } from 'vitest';
import type { AbilityDef, TokenDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * A token created "with" an ability in quotation marks (CR 111.3, 113.1a: the effect that
 * creates a token defines its abilities): the quoted text is read as the token's own paragraph,
 * "this creature" being the token, and stored on it as a printed ability is. Real cards' Oracle
 * text (MTGJSON, April 2022).
 */

const one = { kind: 'constant', n: 1 } as const;

const creating = (text: string, token: TokenDef): AbilityDef[] => [
  {
    kind: 'triggered',
    text,
    trigger: { kind: 'entersBattlefield' },
    instructions: [{ kind: 'createTokens', token, amount: one }],
  },
];

const PEST_TEXT = 'When this creature dies, you gain 1 life.';
const ZOOMANCY = `When Professor of Zoomancy enters the battlefield, create a 1/1 black and green Pest creature token with "${PEST_TEXT}"`;
const CONSTRUCT_TEXT = 'This creature gets +1/+1 for each artifact you control.';
const URZA = `When Urza, Lord High Artificer enters the battlefield, create a 0/0 colorless Construct artifact creature token with "${CONSTRUCT_TEXT}"`;
const SATYR_TEXT = "This creature can't block.";
const HEROES = `When Heroes of the Revel enters the battlefield, create a 1/1 red Satyr creature token with "${SATYR_TEXT}"`;
const FREYALISE = '[+2]: Create a 1/1 green Elf Druid creature token with "{T}: Add {G}."';
const DRAGON_TEXT = '{R}: This creature gets +1/+0 until end of turn.';
const DRAGON_EGG = `When Dragon Egg dies, create a 2/2 red Dragon creature token with flying and "${DRAGON_TEXT}"`;

/** CR 111.3: a token's text is "functionally equivalent" to a card's: the quoted paragraph as printed on a card. */
const printed = (name: string, text: string): AbilityDef[] => compileCard(card(name, ['Creature'], text));

const artifacts = {
  kind: 'times',
  n: 1,
  of: { kind: 'count', of: { types: ['Artifact'], controller: 'you' } },
} as const;

const ROWS: readonly (readonly [string, ReturnType<typeof card>, readonly AbilityDef[]])[] = [
  [
    'Professor of Zoomancy, CR 111.3, 603.6c: the Pest has its own dies trigger',
    card('Professor of Zoomancy', ['Creature'], ZOOMANCY),
    creating(ZOOMANCY, {
      name: 'Pest Token',
      colors: ['B', 'G'],
      types: ['Creature'],
      subtypes: ['Pest'],
      power: 1,
      toughness: 1,
      abilities: [
        {
          kind: 'triggered',
          text: PEST_TEXT,
          trigger: { kind: 'dies' },
          instructions: [{ kind: 'gainLife', amount: one }],
        },
      ],
    }),
  ],
  [
    'Urza, Lord High Artificer, CR 111.3, 613.4c: the 0/0 Construct gets +1/+1 for each artifact its controller controls',
    card('Urza, Lord High Artificer', ['Creature'], URZA, ['Legendary']),
    creating(URZA, {
      name: 'Construct Token',
      colors: [],
      types: ['Artifact', 'Creature'],
      subtypes: ['Construct'],
      power: 0,
      toughness: 0,
      abilities: [
        {
          kind: 'static',
          text: CONSTRUCT_TEXT,
          effect: {
            affects: { self: true },
            ops: [{ kind: 'modifyPT', power: artifacts, toughness: artifacts }],
          },
        },
      ],
    }),
  ],
  [
    "Heroes of the Revel, CR 111.3, 509.1b: the Satyr can't block",
    card('Heroes of the Revel', ['Creature'], HEROES),
    creating(HEROES, {
      name: 'Satyr Token',
      colors: ['R'],
      types: ['Creature'],
      subtypes: ['Satyr'],
      power: 1,
      toughness: 1,
      abilities: [{ kind: 'restriction', text: SATYR_TEXT, restriction: { kind: 'cantBlock' } }],
    }),
  ],
  [
    'Freyalise, Llanowar\'s Fury, CR 111.3, 605.1a: the Elf Druid has the mana ability "{T}: Add {G}." as printed on it',
    card("Freyalise, Llanowar's Fury", ['Planeswalker'], FREYALISE, ['Legendary']),
    [
      {
        kind: 'activated',
        text: FREYALISE,
        cost: '[+2]',
        targets: null,
        instructions: [
          {
            kind: 'createTokens',
            token: {
              name: 'Elf Druid Token',
              colors: ['G'],
              types: ['Creature'],
              subtypes: ['Elf', 'Druid'],
              power: 1,
              toughness: 1,
              abilities: printed('Elf Druid Token', '{T}: Add {G}.'),
            },
            amount: one,
          },
        ],
      },
    ],
  ],
  [
    'Dragon Egg, CR 111.3: with flying and "{R}: …" gives the Dragon the keyword, then the quoted ability as printed on it',
    card('Dragon Egg', ['Creature'], DRAGON_EGG),
    [
      {
        kind: 'triggered',
        text: DRAGON_EGG,
        trigger: { kind: 'dies' },
        instructions: [
          {
            kind: 'createTokens',
            token: {
              name: 'Dragon Token',
              colors: ['R'],
              types: ['Creature'],
              subtypes: ['Dragon'],
              power: 2,
              toughness: 2,
              abilities: [
                { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
                ...printed('Dragon Token', DRAGON_TEXT),
              ],
            },
            amount: one,
          },
        ],
      },
    ],
  ],
];

describe('tokens created with abilities in quotation marks (CR 111.3, 113.1a)', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

const BELZENLOK_DEMON =
  "At the beginning of your upkeep, sacrifice another creature. If you can't, this creature deals 6 damage to you.";
const BELZENLOK = `III — Create a 6/6 black Demon creature token with flying, trample, and "${BELZENLOK_DEMON}"`;
const BLOODMAGE =
  'When Callous Bloodmage enters the battlefield, choose one —\n• Create a 1/1 black and green Pest creature token with "When this creature dies, you gain 1 life."\n• You draw a card and you lose 1 life.\n• Exile target player\'s graveyard.';

/** A token is created with all of its abilities or the ability creating it stays unsupported, naming the one it lacks. */
const UNSUPPORTED: readonly (readonly [string, ReturnType<typeof card>, string])[] = [
  [
    "Rite of Belzenlok, CR 111.3: the Demon's quoted upkeep trigger is unread, so chapter III is unsupported with the Demon's reason",
    card('Rite of Belzenlok', ['Enchantment'], BELZENLOK),
    `its token's ability "${BELZENLOK_DEMON}" is not supported: the grammar reads "At the beginning of your upkeep, sacrifice another creature. If" and stops at "you can't," (character 64)`,
  ],
  [
    "Callous Bloodmage, CR 700.2: the Pest's mode ends inside the quotation marks and the next mode is read; the third isn't",
    card('Callous Bloodmage', ['Creature'], BLOODMAGE),
    'the grammar reads "When Callous Bloodmage enters the battlefield, choose one — • Create a 1/1 black and green Pest creature token with "When this creature dies, you gain 1 life." • You draw a card and you lose 1 life. • Exile target player" and stops at "\'s graveyard." (character 220)',
  ],
];

describe('a token ability the compiler refuses leaves the creating ability unsupported', () => {
  it.each(UNSUPPORTED)('%s', (_name, c, reason) => {
    const reasons = compileCard(c).flatMap((a) => (a.kind === 'unsupported' ? [a.reason] : []));
    expect(reasons).toEqual([reason]);
  });
});
