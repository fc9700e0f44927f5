import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * CR 603.4: intervening "if" clauses, card by card (MTGJSON, April 2022): the condition is kept
 * apart from the trigger and the effect, so that the engine checks it as the event happens and
 * again as the ability resolves. A clause the condition grammar can't read leaves the ability
 * unsupported.
 */

type Row = readonly [string, string, AbilityDef];

/** A werewolf's "At the beginning of each upkeep, if [spells cast last turn], transform [this]." */
const werewolf = (name: string, clause: string, amount: 'none' | 'twoByAPlayer'): Row => {
  const text = `At the beginning of each upkeep, if ${clause}, transform ${name.replace(/ \(.*$/, '')}.`;
  return [
    name,
    text,
    {
      kind: 'triggered',
      text,
      trigger: { kind: 'beginningOfUpkeep', whose: 'each' },
      condition: { kind: 'spellsCastLastTurn', amount },
      instructions: [{ kind: 'transform' }],
    },
  ];
};

/**
 * Pack tactics (CR 207.2c ability word): "Whenever [this] attacks, if you attacked with creatures
 * with total power 6 or greater this combat, [effect]." (508.1: the creatures declared as attackers).
 */
const packTactics = (name: string, effect: string, instruction: Instruction): Row => {
  const text = `Pack tactics — Whenever ${name} attacks, if you attacked with creatures with total power 6 or greater this combat, ${effect}`;
  return [
    `${name} (pack tactics, CR 508.1)`,
    text,
    {
      kind: 'triggered',
      text,
      trigger: { kind: 'attacks' },
      condition: { kind: 'attackedWithTotalPower', atLeast: 6 },
      instructions: [instruction],
    },
  ];
};

const ROWS: readonly Row[] = [
  [
    'Apothecary Geist',
    'When Apothecary Geist enters the battlefield, if you control another Spirit, you gain 3 life.',
    {
      kind: 'triggered',
      text: 'When Apothecary Geist enters the battlefield, if you control another Spirit, you gain 3 life.',
      trigger: { kind: 'entersBattlefield' },
      condition: {
        kind: 'valueAtLeast',
        value: { kind: 'count', of: { subtypes: ['Spirit'], other: true, controller: 'you' } },
        n: 1,
      },
      instructions: [{ kind: 'gainLife', amount: { kind: 'constant', n: 3 } }],
    },
  ],
  [
    'Nim Abomination',
    'At the beginning of your end step, if Nim Abomination is untapped, you lose 3 life.',
    {
      kind: 'triggered',
      text: 'At the beginning of your end step, if Nim Abomination is untapped, you lose 3 life.',
      trigger: { kind: 'beginningOfEndStep', whose: 'you' },
      condition: { kind: 'sourceIs', state: 'untapped' },
      instructions: [{ kind: 'loseLife', who: 'you', amount: { kind: 'constant', n: 3 } }],
    },
  ],
  [
    'Hollowborn Barghest',
    'At the beginning of your upkeep, if you have no cards in hand, each opponent loses 2 life.',
    {
      kind: 'triggered',
      text: 'At the beginning of your upkeep, if you have no cards in hand, each opponent loses 2 life.',
      trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
      condition: { kind: 'valueAtMost', value: { kind: 'cardsInHand', whose: 'you' }, n: 0 },
      instructions: [{ kind: 'loseLife', who: 'opponents', amount: { kind: 'constant', n: 2 } }],
    },
  ],
  werewolf('Gatstaf Shepherd (CR 701.27a: "transform [this]")', 'no spells were cast last turn', 'none'),
  werewolf('Gatstaf Howler', 'a player cast two or more spells last turn', 'twoByAPlayer'),
  [
    'Airdrop Aeronauts (revolt: "if a permanent you controlled left the battlefield this turn", turn.permanentsLeft)',
    'Revolt — When Airdrop Aeronauts enters the battlefield, if a permanent you controlled left the battlefield this turn, you gain 5 life.',
    {
      kind: 'triggered',
      text: 'Revolt — When Airdrop Aeronauts enters the battlefield, if a permanent you controlled left the battlefield this turn, you gain 5 life.',
      trigger: { kind: 'entersBattlefield' },
      condition: { kind: 'permanentLeftThisTurn' },
      instructions: [{ kind: 'gainLife', amount: { kind: 'constant', n: 5 } }],
    },
  ],
  [
    'Deathknell Berserker (its last known power, CR 603.10a, 608.2h)',
    'When Deathknell Berserker dies, if its power was 3 or greater, create a 2/2 black Zombie Berserker creature token.',
    {
      kind: 'triggered',
      text: 'When Deathknell Berserker dies, if its power was 3 or greater, create a 2/2 black Zombie Berserker creature token.',
      trigger: { kind: 'dies' },
      condition: { kind: 'valueAtLeast', value: { kind: 'powerOfSource' }, n: 3 },
      instructions: [
        {
          kind: 'createTokens',
          token: {
            name: 'Zombie Berserker Token',
            colors: ['B'],
            types: ['Creature'],
            subtypes: ['Zombie', 'Berserker'],
            power: 2,
            toughness: 2,
            abilities: [],
          },
          amount: { kind: 'constant', n: 1 },
        },
      ],
    },
  ],
  packTactics('Gnoll Hunter', 'put a +1/+1 counter on Gnoll Hunter.', {
    kind: 'addCounters',
    on: 'self',
    counter: '+1/+1',
    amount: { kind: 'constant', n: 1 },
  }),
  packTactics('Hobgoblin Captain', 'Hobgoblin Captain gains first strike until end of turn.', {
    kind: 'createEffect',
    on: 'self',
    effect: {
      affects: { self: true },
      ops: [
        {
          kind: 'addAbilities',
          abilities: [{ kind: 'keyword', keyword: 'First strike', text: 'First strike' }],
        },
      ],
    },
    duration: 'endOfTurn',
  }),
];

describe('intervening "if" clauses (CR 603.4)', () => {
  it.each(ROWS)('%s', (name, text, ability) => {
    const cardName = name.replace(/ \(.*$/, '');
    expect(compileCard(card(cardName, ['Creature'], text))).toEqual([ability]);
  });
});

describe('CR 603.10a: "if its power was" only after [this] leaving the battlefield', () => {
  it('"Whenever [this] attacks, if its power was 3 or greater, …" is not read', () => {
    const text = 'Whenever Grizzly Bears attacks, if its power was 3 or greater, draw a card.';
    expect(compileCard(card('Grizzly Bears', ['Creature'], text))).toMatchObject([{ kind: 'unsupported' }]);
  });
});
