import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, TokenDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Tokens defined by text (CR 111.3, 111.4) and predefined tokens (111.10), card by card: real
 * cards' Oracle text (MTGJSON, April 2022) and the abilities they compile to.
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;

const whenEnters = (text: string, token: TokenDef, n: number): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'entersBattlefield' },
  instructions: [{ kind: 'createTokens', token, amount: one(n) }],
});

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const BEETLEBACK = 'When Beetleback Chief enters the battlefield, create two 1/1 red Goblin creature tokens.';
const SPLICER =
  'When Blade Splicer enters the battlefield, create a 3/3 colorless Phyrexian Golem artifact creature token.';
const HORNETS =
  'When Hornet Queen enters the battlefield, create four 1/1 green Insect creature tokens with flying and deathtouch.';
const SUNHOME = '{2}{R}{W}: Create a 1/1 red and white Soldier creature token with haste.';
const INNKEEPER =
  'When Prosperous Innkeeper enters the battlefield, create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this artifact: Add one mana of any color.")';
const WITCHSTALKER =
  'When Fierce Witchstalker enters the battlefield, create a Food token. (It\'s an artifact with "{2}, {T}, Sacrifice this artifact: You gain 3 life.")';

const INSPECTOR =
  'When Thraben Inspector enters the battlefield, investigate. (Create a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.")';
const AFTERLIFE =
  'Afterlife 1 (When this creature dies, create a 1/1 white and black Spirit creature token with flying.)';
const FABRICATE =
  'Fabricate 1 (When this creature enters the battlefield, put a +1/+1 counter on it or create a 1/1 colorless Servo artifact creature token.)';
const SCIONS =
  'Create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this creature: Add {C}."';
const BEAST_WITHIN = 'Destroy target permanent. Its controller creates a 3/3 green Beast creature token.';
const MAY_TREASURE = 'When Treasure Test dies, you may create a Treasure token.';

const CLUE: TokenDef = {
  name: 'Clue Token',
  colors: [],
  types: ['Artifact'],
  subtypes: ['Clue'],
  abilities: [
    {
      kind: 'activated',
      text: '{2}, Sacrifice this token: Draw a card.',
      cost: '{2}',
      extraCosts: [{ kind: 'sacrificeSelf' }],
      targets: null,
      instructions: [{ kind: 'drawCards', amount: one(1) }],
    },
  ],
};

const TREASURE: TokenDef = {
  name: 'Treasure Token',
  colors: [],
  types: ['Artifact'],
  subtypes: ['Treasure'],
  abilities: [
    {
      kind: 'activated',
      text: '{T}, Sacrifice this token: Add one mana of any color.',
      cost: '{T}',
      extraCosts: [{ kind: 'sacrificeSelf' }],
      targets: null,
      instructions: [{ kind: 'addMana', mana: ['{W}', '{U}', '{B}', '{R}', '{G}'] }],
    },
  ],
};

const ROWS: readonly Row[] = [
  {
    name: 'Beetleback Chief, CR 111.4: two 1/1 red Goblins, named "Goblin Token"',
    card: card('Beetleback Chief', ['Creature'], BEETLEBACK),
    abilities: [
      whenEnters(
        BEETLEBACK,
        {
          name: 'Goblin Token',
          colors: ['R'],
          types: ['Creature'],
          subtypes: ['Goblin'],
          power: 1,
          toughness: 1,
          abilities: [],
        },
        2,
      ),
    ],
  },
  {
    name: 'Blade Splicer, CR 111.3, 105.2c: a colorless artifact creature token with two subtypes',
    card: card('Blade Splicer', ['Creature'], SPLICER),
    abilities: [
      whenEnters(
        SPLICER,
        {
          name: 'Phyrexian Golem Token',
          colors: [],
          types: ['Artifact', 'Creature'],
          subtypes: ['Phyrexian', 'Golem'],
          power: 3,
          toughness: 3,
          abilities: [],
        },
        1,
      ),
    ],
  },
  {
    name: 'Hornet Queen, CR 111.3: "with flying and deathtouch" are the tokens\' keyword abilities',
    card: card('Hornet Queen', ['Creature'], HORNETS),
    abilities: [
      whenEnters(
        HORNETS,
        {
          name: 'Insect Token',
          colors: ['G'],
          types: ['Creature'],
          subtypes: ['Insect'],
          power: 1,
          toughness: 1,
          abilities: [
            { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
            { kind: 'keyword', keyword: 'Deathtouch', text: 'Deathtouch' },
          ],
        },
        4,
      ),
    ],
  },
  {
    name: 'Sunhome Guildmage, CR 105.2: "red and white" is a two-colour token',
    card: card('Sunhome Guildmage', ['Creature'], SUNHOME),
    abilities: [
      {
        kind: 'activated',
        text: SUNHOME,
        cost: '{2}{R}{W}',
        targets: null,
        instructions: [
          {
            kind: 'createTokens',
            token: {
              name: 'Soldier Token',
              colors: ['W', 'R'],
              types: ['Creature'],
              subtypes: ['Soldier'],
              power: 1,
              toughness: 1,
              abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }],
            },
            amount: one(1),
          },
        ],
      },
    ],
  },
  {
    name: 'Prosperous Innkeeper, CR 111.10a: a Treasure has "{T}, Sacrifice this token: Add one mana of any color."',
    card: card('Prosperous Innkeeper', ['Creature'], INNKEEPER),
    abilities: [whenEnters(INNKEEPER, TREASURE, 1)],
  },
  {
    name: 'Fierce Witchstalker, CR 111.10b: a Food has "{2}, {T}, Sacrifice this token: You gain 3 life."',
    card: card('Fierce Witchstalker', ['Creature'], WITCHSTALKER),
    abilities: [
      whenEnters(
        WITCHSTALKER,
        {
          name: 'Food Token',
          colors: [],
          types: ['Artifact'],
          subtypes: ['Food'],
          abilities: [
            {
              kind: 'activated',
              text: '{2}, {T}, Sacrifice this token: You gain 3 life.',
              cost: '{2}, {T}',
              extraCosts: [{ kind: 'sacrificeSelf' }],
              targets: null,
              instructions: [{ kind: 'gainLife', amount: one(3) }],
            },
          ],
        },
        1,
      ),
    ],
  },
  {
    name: 'Thraben Inspector, CR 701.16a: "investigate" is "create a Clue token" (111.10f)',
    card: card('Thraben Inspector', ['Creature'], INSPECTOR),
    abilities: [whenEnters(INSPECTOR, CLUE, 1)],
  },
  {
    name: 'Orzhov Enforcer, CR 702.135a: Afterlife 1 is a dies trigger creating a 1/1 white and black Spirit with flying',
    card: card('Orzhov Enforcer', ['Creature'], `Deathtouch\n${AFTERLIFE}`),
    abilities: [
      { kind: 'keyword', keyword: 'Deathtouch', text: 'Deathtouch' },
      {
        kind: 'triggered',
        text: AFTERLIFE,
        trigger: { kind: 'dies' },
        instructions: [
          {
            kind: 'createTokens',
            token: {
              name: 'Spirit Token',
              colors: ['W', 'B'],
              types: ['Creature'],
              subtypes: ['Spirit'],
              power: 1,
              toughness: 1,
              abilities: [{ kind: 'keyword', keyword: 'Flying', text: 'Flying' }],
            },
            amount: one(1),
          },
        ],
      },
    ],
  },
  {
    name: 'Ambitious Aetherborn, CR 702.123a: Fabricate 1 is +1/+1 counters, or else Servos, chosen as it resolves',
    card: card('Ambitious Aetherborn', ['Creature'], FABRICATE),
    abilities: [
      {
        kind: 'triggered',
        text: FABRICATE,
        trigger: { kind: 'entersBattlefield' },
        instructions: [
          {
            kind: 'optional',
            ifDone: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: one(1) }],
            otherwise: [
              {
                kind: 'createTokens',
                token: {
                  name: 'Servo Token',
                  colors: [],
                  types: ['Artifact', 'Creature'],
                  subtypes: ['Servo'],
                  power: 1,
                  toughness: 1,
                  abilities: [],
                },
                amount: one(1),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'CR 603.5, 111.10a: "you may create a Treasure token" compiles the Treasure\'s ability inside the choice too',
    card: card('Treasure Test', ['Creature'], MAY_TREASURE),
    abilities: [
      {
        kind: 'triggered',
        text: MAY_TREASURE,
        trigger: { kind: 'dies' },
        instructions: [
          {
            kind: 'optional',
            ifDone: [{ kind: 'createTokens', token: TREASURE, amount: one(1) }],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Call the Scions, CR 111.3: "They have ..." after the tokens gives them the quoted ability as they are created',
    card: card('Call the Scions', ['Sorcery'], SCIONS),
    abilities: [
      {
        kind: 'spell',
        text: SCIONS,
        targets: null,
        instructions: [
          {
            kind: 'createTokens',
            token: {
              name: 'Eldrazi Scion Token',
              colors: [],
              types: ['Creature'],
              subtypes: ['Eldrazi', 'Scion'],
              power: 1,
              toughness: 1,
              abilities: [
                {
                  kind: 'activated',
                  text: 'Sacrifice this creature: Add {C}.',
                  cost: '',
                  extraCosts: [{ kind: 'sacrificeSelf' }],
                  targets: null,
                  instructions: [{ kind: 'addMana', mana: '{C}' }],
                },
              ],
            },
            amount: one(2),
          },
        ],
      },
    ],
  },
  {
    name: 'Beast Within, CR 111.2: "Its controller creates" is the target\'s controller creating the token',
    card: card('Beast Within', ['Instant'], BEAST_WITHIN),
    abilities: [
      {
        kind: 'spell',
        text: BEAST_WITHIN,
        targets: { count: 1, filter: {} },
        instructions: [
          { kind: 'destroy', on: 'targets' },
          {
            kind: 'createTokens',
            token: {
              name: 'Beast Token',
              colors: ['G'],
              types: ['Creature'],
              subtypes: ['Beast'],
              power: 3,
              toughness: 3,
              abilities: [],
            },
            amount: one(1),
            creator: 'targetsController',
          },
        ],
      },
    ],
  },
];

describe('tokens defined by text (CR 111.3, 111.10)', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

/** A token is created with all of its abilities or the ability stays unsupported. */
const UNSUPPORTED: readonly (readonly [string, CardData, string])[] = [
  [
    'CR 702.164: a token "with toxic 1", a keyword the grammar does not read',
    card(
      'Mite Test',
      ['Creature'],
      'When Mite Test enters the battlefield, create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1.',
    ),
    'the grammar reads "When Mite Test enters the battlefield, create a 1/1 colorless Phyrexian Mite artifact creature token with" and stops at "toxic 1." (character 106)',
  ],
  [
    'CR 111.2: "its controller creates" with no target named before it is not read as anyone',
    card(
      'Spirit Test',
      ['Creature'],
      'When Spirit Test enters the battlefield, its controller creates a 1/1 white Spirit creature token.',
    ),
    'the grammar reads all of it, but no template makes an ability of it',
  ],
];

describe('token abilities the engine does not play are unsupported', () => {
  it.each(UNSUPPORTED)('%s', (_name, c, reason) => {
    const reasons = compileCard(c).flatMap((a) => (a.kind === 'unsupported' ? [a.reason] : []));
    expect(reasons).toEqual([reason]);
  });
});
