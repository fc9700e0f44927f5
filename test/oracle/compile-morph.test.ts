import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on morph and face-down abilities (CR 702.37, 708). Each row is a real card's
 * Oracle text and the abilities it compiles to.
 */

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const MORPH_REMINDER =
  '(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)';
const MEGAMORPH_REMINDER =
  '(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)';

const ROWS: readonly Row[] = [
  {
    name: 'Abzan Guide, CR 702.37a: "Morph {2}{W}{B}{G}" is turned face up for a mana cost',
    card: card('Abzan Guide', ['Creature'], `Lifelink\nMorph {2}{W}{B}{G} ${MORPH_REMINDER}`),
    abilities: [
      { kind: 'keyword', keyword: 'Lifelink', text: 'Lifelink' },
      { kind: 'morph', text: `Morph {2}{W}{B}{G} ${MORPH_REMINDER}`, cost: '{2}{W}{B}{G}' },
    ],
  },
  {
    name: 'Aerie Bowmasters, CR 702.37b: "Megamorph {5}{G}" also puts a +1/+1 counter on it',
    card: card('Aerie Bowmasters', ['Creature'], `Reach\nMegamorph {5}{G} ${MEGAMORPH_REMINDER}`),
    abilities: [
      { kind: 'keyword', keyword: 'Reach', text: 'Reach' },
      {
        kind: 'morph',
        text: `Megamorph {5}{G} ${MEGAMORPH_REMINDER}`,
        cost: '{5}{G}',
        megamorph: true,
      },
    ],
  },
  {
    name: 'Gathan Raiders, CR 702.37a, 118.1: "Morph—Discard a card." is a cost that is no mana',
    card: card(
      'Gathan Raiders',
      ['Creature'],
      `Hellbent — Gathan Raiders gets +2/+2 as long as you have no cards in hand.\nMorph—Discard a card. ${MORPH_REMINDER}`,
    ),
    abilities: [
      {
        kind: 'static',
        text: 'Hellbent — Gathan Raiders gets +2/+2 as long as you have no cards in hand.',
        effect: {
          affects: { self: true },
          ops: [
            {
              kind: 'modifyPT',
              power: { kind: 'constant', n: 2 },
              toughness: { kind: 'constant', n: 2 },
            },
          ],
        },
        condition: { kind: 'valueAtMost', value: { kind: 'cardsInHand', whose: 'you' }, n: 0 },
      },
      {
        kind: 'morph',
        text: `Morph—Discard a card. ${MORPH_REMINDER}`,
        cost: '',
        extraCosts: [{ kind: 'chosen', verb: 'discard', amount: 1, filter: {} }],
      },
    ],
  },
  {
    name: 'Zombie Cutthroat, CR 702.37a, 119.4: "Morph—Pay 5 life."',
    card: card('Zombie Cutthroat', ['Creature'], `Morph—Pay 5 life. ${MORPH_REMINDER}`),
    abilities: [
      {
        kind: 'morph',
        text: `Morph—Pay 5 life. ${MORPH_REMINDER}`,
        cost: '',
        extraCosts: [{ kind: 'payLife', amount: 5 }],
      },
    ],
  },
  {
    name: 'Fathom Seer, CR 601.2h: "Morph—Return two Islands you control to their owner\'s hand."',
    card: card(
      'Fathom Seer',
      ['Creature'],
      `Morph—Return two Islands you control to their owner's hand. ${MORPH_REMINDER}`,
    ),
    abilities: [
      {
        kind: 'morph',
        text: `Morph—Return two Islands you control to their owner's hand. ${MORPH_REMINDER}`,
        cost: '',
        extraCosts: [{ kind: 'chosen', verb: 'returnToHand', amount: 2, filter: { subtypes: ['Island'] } }],
      },
    ],
  },
  {
    name: "Dragon's Eye Savants: a morph cost of revealing a card stays unsupported",
    card: card(
      "Dragon's Eye Savants",
      ['Creature'],
      `Morph—Reveal a blue card in your hand. ${MORPH_REMINDER}`,
    ),
    abilities: [
      {
        kind: 'unsupported',
        text: `Morph—Reveal a blue card in your hand. ${MORPH_REMINDER}`,
        reason: 'the grammar reads "Morph—Reveal a blue" and stops at "card in your" (character 20)',
      },
    ],
  },
  {
    name: 'Aphetto Exterminator, CR 603.3d: "When [this] is turned face up, target creature gets -3/-3 until end of turn."',
    card: card(
      'Aphetto Exterminator',
      ['Creature'],
      'When Aphetto Exterminator is turned face up, target creature gets -3/-3 until end of turn.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Aphetto Exterminator is turned face up, target creature gets -3/-3 until end of turn.',
        trigger: { kind: 'turnedFaceUp' },
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: {
              affects: {},
              ops: [
                {
                  kind: 'modifyPT',
                  power: { kind: 'constant', n: -3 },
                  toughness: { kind: 'constant', n: -3 },
                },
              ],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Ponyback Brigade, CR 603.2: "When [this] enters the battlefield or is turned face up" is one trigger of two events',
    card: card(
      'Ponyback Brigade',
      ['Creature'],
      'When Ponyback Brigade enters the battlefield or is turned face up, create three 1/1 red Goblin creature tokens.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Ponyback Brigade enters the battlefield or is turned face up, create three 1/1 red Goblin creature tokens.',
        trigger: { kind: 'anyOf', triggers: [{ kind: 'entersBattlefield' }, { kind: 'turnedFaceUp' }] },
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
            amount: { kind: 'constant', n: 3 },
          },
        ],
      },
    ],
  },
  {
    name: 'Aven Farseer, CR 603.2: "Whenever a permanent is turned face up" watches every permanent',
    card: card(
      'Aven Farseer',
      ['Creature'],
      'Whenever a permanent is turned face up, put a +1/+1 counter on Aven Farseer.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever a permanent is turned face up, put a +1/+1 counter on Aven Farseer.',
        trigger: { kind: 'permanentTurnedFaceUp', filter: {} },
        instructions: [
          { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
        ],
      },
    ],
  },
];

describe('the Oracle compiler on morph (CR 702.37)', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
