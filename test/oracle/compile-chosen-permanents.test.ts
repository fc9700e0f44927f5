import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Objects a player chooses as an ability resolves (CR 608.2d), compiled card by card:
 * "sacrifice a creature", "each player sacrifices a creature" (701.21a), "return a red or green
 * creature you control to its owner's hand", and the same words as a cost done on resolution,
 * "sacrifice it unless you discard a creature card / return another creature" (118.12).
 */

const one = { kind: 'constant', n: 1 } as const;
const creature = { types: ['Creature'] } as const;
const enters = { kind: 'entersBattlefield' } as const;
const upkeep = { kind: 'beginningOfUpkeep', whose: 'you' } as const;
const sacrificeSelf = { kind: 'sacrifice', on: 'self' } as const;

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const CENTAUR = 'When Accursed Centaur enters the battlefield, sacrifice a creature.';
const MARAUDER = 'When Fleshbag Marauder enters the battlefield, each player sacrifices a creature.';
const WURM =
  "When Shivan Wurm enters the battlefield, return a red or green creature you control to its owner's hand.";
const SEROW = "At the beginning of your upkeep, return a green creature you control to its owner's hand.";
const QUICKLING =
  "When Quickling enters the battlefield, sacrifice it unless you return another creature you control to its owner's hand.";
const HORROR = 'When Hidden Horror enters the battlefield, sacrifice it unless you discard a creature card.';
const PLANT = 'When Plant Elemental enters the battlefield, sacrifice it unless you sacrifice a Forest.';
const ANURID =
  'When Excavating Anurid enters the battlefield, you may sacrifice a land. If you do, draw a card.';
const TRIAL = 'When Trial of Ambition enters the battlefield, target opponent sacrifices a creature.';

const ROWS: readonly Row[] = [
  {
    name: 'Accursed Centaur, CR 701.21a: "sacrifice a creature", chosen as it resolves',
    card: card('Accursed Centaur', ['Creature'], CENTAUR),
    abilities: [
      {
        kind: 'triggered',
        text: CENTAUR,
        trigger: enters,
        instructions: [
          { kind: 'chosenPermanents', verb: 'sacrifice', who: 'you', amount: one, filter: creature },
        ],
      },
    ],
  },
  {
    name: 'Fleshbag Marauder, CR 701.21a, 101.4: "each player sacrifices a creature"',
    card: card('Fleshbag Marauder', ['Creature'], MARAUDER),
    abilities: [
      {
        kind: 'triggered',
        text: MARAUDER,
        trigger: enters,
        instructions: [
          { kind: 'chosenPermanents', verb: 'sacrifice', who: 'each', amount: one, filter: creature },
        ],
      },
    ],
  },
  {
    name: 'Trial of Ambition, CR 115.1, 701.21a: "target opponent sacrifices a creature"',
    card: card('Trial of Ambition', ['Enchantment'], TRIAL),
    abilities: [
      {
        kind: 'triggered',
        text: TRIAL,
        trigger: enters,
        targets: { count: 1, filter: {}, players: true, playerIs: 'opponent' },
        instructions: [
          { kind: 'chosenPermanents', verb: 'sacrifice', who: 'targets', amount: one, filter: creature },
        ],
      },
    ],
  },
  {
    name: 'Shivan Wurm, CR 105.2, 400.7: "return a red or green creature you control" is a creature of either colour',
    card: card('Shivan Wurm', ['Creature'], WURM),
    abilities: [
      {
        kind: 'triggered',
        text: WURM,
        trigger: enters,
        instructions: [
          {
            kind: 'chosenPermanents',
            verb: 'returnToHand',
            who: 'you',
            amount: one,
            filter: { ...creature, colors: ['R', 'G'] },
          },
        ],
      },
    ],
  },
  {
    name: 'Stampeding Serow, CR 503.1a: "At the beginning of your upkeep, return a green creature you control ..."',
    card: card('Stampeding Serow', ['Creature'], SEROW),
    abilities: [
      {
        kind: 'triggered',
        text: SEROW,
        trigger: upkeep,
        instructions: [
          {
            kind: 'chosenPermanents',
            verb: 'returnToHand',
            who: 'you',
            amount: one,
            filter: { ...creature, colors: ['G'] },
          },
        ],
      },
    ],
  },
  {
    name: 'Quickling, CR 118.12: "sacrifice it unless you return another creature you control to its owner\'s hand"',
    card: card('Quickling', ['Creature'], QUICKLING),
    abilities: [
      {
        kind: 'triggered',
        text: QUICKLING,
        trigger: enters,
        instructions: [
          {
            kind: 'optional',
            cost: [
              {
                kind: 'chosenPermanents',
                verb: 'returnToHand',
                who: 'you',
                amount: one,
                filter: { ...creature, other: true },
              },
            ],
            ifDone: [],
            otherwise: [sacrificeSelf],
          },
        ],
      },
    ],
  },
  {
    name: 'Hidden Horror, CR 118.12, 701.9b: "sacrifice it unless you discard a creature card"',
    card: card('Hidden Horror', ['Creature'], HORROR),
    abilities: [
      {
        kind: 'triggered',
        text: HORROR,
        trigger: enters,
        instructions: [
          {
            kind: 'optional',
            cost: [{ kind: 'discard', who: 'you', amount: one, filter: creature }],
            ifDone: [],
            otherwise: [sacrificeSelf],
          },
        ],
      },
    ],
  },
  {
    name: 'Plant Elemental, CR 118.12: "sacrifice it unless you sacrifice a Forest"',
    card: card('Plant Elemental', ['Creature'], PLANT),
    abilities: [
      {
        kind: 'triggered',
        text: PLANT,
        trigger: enters,
        instructions: [
          {
            kind: 'optional',
            cost: [
              {
                kind: 'chosenPermanents',
                verb: 'sacrifice',
                who: 'you',
                amount: one,
                filter: { subtypes: ['Forest'] },
              },
            ],
            ifDone: [],
            otherwise: [sacrificeSelf],
          },
        ],
      },
    ],
  },
  {
    name: 'Excavating Anurid, CR 118.12: "you may sacrifice a land. If you do, draw a card"',
    card: card('Excavating Anurid', ['Creature'], ANURID),
    abilities: [
      {
        kind: 'triggered',
        text: ANURID,
        trigger: enters,
        instructions: [
          {
            kind: 'optional',
            cost: [
              {
                kind: 'chosenPermanents',
                verb: 'sacrifice',
                who: 'you',
                amount: one,
                filter: { types: ['Land'] },
              },
            ],
            ifDone: [{ kind: 'drawCards', amount: one }],
            otherwise: [],
          },
        ],
      },
    ],
  },
];

describe('objects chosen on resolution, card by card', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
