import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Decision } from '../../../src/state/answers.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Objects chosen as a triggered ability resolves (CR 608.2d): the ability goes on the stack and,
 * as it resolves, waits for its controller's decision (toAct 'decide A'), which names the permanents sacrificed
 * (701.21a) or returned to their owner's hand, or the card discarded (701.9b). Done as a cost
 * on resolution ("sacrifice it unless you ..."), it can be chosen only if it can be done fully
 * (118.3). Real cards, compiled from their Oracle text.
 */

const enter = (id: string): Action => ({ kind: 'putOntoBattlefield', object: id });
/** The answer the resolving enters trigger waits for (CR 608.2d): its decisions, and "yes" or "no" to "unless". */
const answer = (decisions: Decision[], may?: boolean): Action => ({
  kind: 'decide',
  decisions,
  ...(may === undefined ? {} : { may }),
});
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });

/** Fleshbag Marauder: "When Fleshbag Marauder enters the battlefield, each player sacrifices a creature." */
const marauder = (bCreatures: number) => ({
  objects: [
    inHand('marauder', 'Fleshbag Marauder'),
    { id: 'elves', card: 'Llanowar Elves' },
    ...Array.from({ length: bCreatures }, (_, i) => ({
      id: `bear${i + 1}`,
      card: 'Grizzly Bears',
      controller: 'B',
    })),
  ],
});

/** Quickling: "When Quickling enters the battlefield, sacrifice it unless you return another creature you control to its owner's hand." (ability 2) */
const quickling = (others: number) => ({
  objects: [
    inHand('quickling', 'Quickling'),
    ...Array.from({ length: others }, (_, i) => ({ id: `elves${i + 1}`, card: 'Llanowar Elves' })),
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
  ],
});

/** Hidden Horror: "When Hidden Horror enters the battlefield, sacrifice it unless you discard a creature card." (ability 0) */
const horror = {
  objects: [
    inHand('horror', 'Hidden Horror'),
    inHand('bearCard', 'Grizzly Bears'),
    inHand('island', 'Island'),
  ],
};

/** Shivan Wurm: "When Shivan Wurm enters the battlefield, return a red or green creature you control to its owner's hand." (ability 1) */
const wurm = {
  objects: [
    inHand('wurm', 'Shivan Wurm'),
    { id: 'elves', card: 'Llanowar Elves' },
    { id: 'knight', card: 'White Knight' },
  ],
};

/** Harvester Troll: "When Harvester Troll enters the battlefield, you may sacrifice a creature or land. If you do, ..." */
const troll = {
  objects: [
    inHand('troll', 'Harvester Troll'),
    { id: 'forest', card: 'Forest' },
    { id: 'ring', card: 'Sol Ring' },
  ],
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2d: Fleshbag Marauder enters; its "each player sacrifices a creature" goes on the stack and, resolving, waits for the choices',
    board: marauder(1),
    actions: [enter('marauder')],
    objects: { elves: { zone: 'battlefield' }, bear1: { zone: 'battlefield' } },
    events: ['triggered marauder entersBattlefield 603.6a', 'putOnStack marauder:0 603.3'],
    toAct: 'decide A',
    stack: ['marauder:0'],
  },
  {
    name: 'CR 701.21a, 700.4: each player sacrifices the creature chosen; they die at once',
    board: marauder(2),
    actions: [enter('marauder'), answer([{ permanents: ['elves', 'bear2'] }])],
    objects: { elves: { zone: 'graveyard' }, bear1: { zone: 'battlefield' }, bear2: { zone: 'graveyard' } },
    events: [
      'zoneChange elves battlefield>graveyard 701.21a',
      'zoneChange bear2 battlefield>graveyard 701.21a',
    ],
  },
  {
    name: 'CR 701.21a: Fleshbag Marauder itself may be the creature its controller sacrifices',
    board: marauder(1),
    actions: [enter('marauder'), answer([{ permanents: ['marauder', 'bear1'] }])],
    objects: {
      marauder: { zone: 'graveyard' },
      elves: { zone: 'battlefield' },
      bear1: { zone: 'graveyard' },
    },
  },
  {
    name: 'CR 609.3: a player who controls a creature must choose one; naming none for B is refused',
    board: marauder(1),
    actions: [enter('marauder'), answer([{ permanents: ['elves'] }])],
    refused: '609.3',
  },
  {
    name: 'CR 609.3: a player with no creature sacrifices nothing; A alone chooses',
    board: marauder(0),
    actions: [enter('marauder'), answer([{ permanents: ['elves'] }])],
    objects: { elves: { zone: 'graveyard' }, marauder: { zone: 'battlefield' } },
  },
  {
    name: "CR 701.21a: a player can't sacrifice a permanent they don't control: A naming B's two creatures is refused",
    board: marauder(2),
    actions: [enter('marauder'), answer([{ permanents: ['bear1', 'bear2'] }])],
    refused: '609.3',
  },
  {
    name: "CR 118.12: Quickling's controller returns Llanowar Elves to hand; Quickling stays",
    board: quickling(1),
    actions: [enter('quickling'), answer([{ permanents: ['elves1'] }], true)],
    objects: { quickling: { zone: 'battlefield' }, elves1: { zone: 'hand' } },
    events: ['putOnStack quickling:2 603.3', 'zoneChange elves1 battlefield>hand 400.7'],
    stack: [],
  },
  {
    name: "CR 118.12: Quickling's controller returns nothing: Quickling is sacrificed",
    board: quickling(1),
    actions: [enter('quickling'), answer([], false)],
    objects: { quickling: { zone: 'graveyard' }, elves1: { zone: 'battlefield' } },
  },
  {
    name: 'CR 118.3: with no other creature the return can\'t be done, so "yes" is refused',
    board: quickling(0),
    actions: [enter('quickling'), answer([{ permanents: ['quickling'] }], true)],
    refused: '118.3',
  },
  {
    name: 'CR 118.12: "another creature you control": Quickling itself is not one of them',
    board: quickling(1),
    actions: [enter('quickling'), answer([{ permanents: ['quickling'] }], true)],
    refused: '400.7',
  },
  {
    name: 'CR 118.12, 701.21a: "you control": B\'s Grizzly Bears can\'t be returned for Quickling',
    board: quickling(1),
    actions: [enter('quickling'), answer([{ permanents: ['bear'] }], true)],
    refused: '400.7',
  },
  {
    name: "CR 118.12, 701.9b: Hidden Horror's controller discards Grizzly Bears, a creature card; it stays",
    board: horror,
    actions: [enter('horror'), answer([{ cards: ['bearCard'] }], true)],
    objects: { horror: { zone: 'battlefield' }, bearCard: { zone: 'graveyard' }, island: { zone: 'hand' } },
  },
  {
    name: 'CR 701.9b: an Island is not a creature card, so discarding it for Hidden Horror is refused',
    board: horror,
    actions: [enter('horror'), answer([{ cards: ['island'] }], true)],
    refused: '701.9b',
  },
  {
    name: 'CR 105.2: Shivan Wurm returns Llanowar Elves, a green creature',
    board: wurm,
    actions: [enter('wurm'), answer([{ permanents: ['elves'] }])],
    objects: { elves: { zone: 'hand' }, knight: { zone: 'battlefield' }, wurm: { zone: 'battlefield' } },
  },
  {
    name: "CR 105.2: White Knight is neither red nor green, so Shivan Wurm can't return it",
    board: wurm,
    actions: [enter('wurm'), answer([{ permanents: ['knight'] }])],
    refused: '400.7',
  },
  {
    name: 'CR 205.2a, 701.21a: Harvester Troll, "you may sacrifice a creature or land. If you do, put two +1/+1 counters": a Forest is sacrificed, the Troll gets two counters',
    board: troll,
    actions: [enter('troll'), answer([{ permanents: ['forest'] }], true)],
    objects: { forest: { zone: 'graveyard' }, troll: { counters: { '+1/+1': 2 } } },
  },
  {
    name: "CR 205.2a, 701.21a: Sol Ring is neither creature nor land, so Harvester Troll can't sacrifice it",
    board: troll,
    actions: [enter('troll'), answer([{ permanents: ['ring'] }], true)],
    refused: '701.21a',
  },
];

describe('objects chosen on resolution (CR 608.2d, 701.21a, 118.12)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
