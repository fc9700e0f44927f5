import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Soulbond (CR 702.95a-e) and "As long as [this] is paired with another creature, each of those
 * creatures gets / both creatures have ..." (702.95b, 613.4c, 613.1f), on real cards compiled
 * from their Oracle text: Druid's Familiar (2/2, +2/+2), Wolfir Silverheart (4/4, +4/+4), Hanweir
 * Lancer (2/2, first strike), Tandem Lookout (2/1, "Whenever this creature deals damage to an
 * opponent, draw a card."). "You may pair" waits for its controller's answer (`decide`, 603.5).
 */

const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const yes = (...chosen: string[]): Action =>
  chosen.length === 0
    ? { kind: 'decide', may: true }
    : { kind: 'decide', may: true, decisions: [{ chosen }] };
const no: Action = { kind: 'decide', may: false };

const familiar = (zone = 'battlefield', pairedWith?: string) => ({
  id: 'familiar',
  card: "Druid's Familiar",
  zone,
  ...(pairedWith ? { pairedWith } : {}),
});
const bears = (zone = 'battlefield', pairedWith?: string) => ({
  id: 'bears',
  card: 'Grizzly Bears',
  zone,
  ...(pairedWith ? { pairedWith } : {}),
});
const elves = { id: 'elves', card: 'Llanowar Elves' };
const board = (...objects: object[]) => ({
  players: [{ id: 'A' }, { id: 'B' }],
  objects,
});
const pairedBoard = (...more: object[]) =>
  board(familiar('battlefield', 'bears'), bears('battlefield', 'familiar'), ...more);

const ROWS: readonly PlayRow[] = [
  {
    name: 'Druid\'s Familiar, CR 702.95a: it enters beside Grizzly Bears: its soulbond trigger waits for "you may pair"',
    board: board(familiar('hand'), bears()),
    actions: [enter('familiar')],
    events: ['triggered familiar entersBattlefield 702.95a'],
    toAct: 'decide A',
    stack: ['familiar:0'],
  },
  {
    name: "Druid's Familiar, CR 702.95a-b, 613.4c: A pairs it with Grizzly Bears: each of those creatures gets +2/+2",
    board: board(familiar('hand'), bears()),
    actions: [enter('familiar'), yes()],
    objects: {
      familiar: { pairedWith: 'bears', pt: '4/4' },
      bears: { pairedWith: 'familiar', pt: '4/4' },
    },
    events: ['paired familiar+bears 702.95a'],
  },
  {
    name: "Druid's Familiar, CR 603.5: A declines to pair: both stay unpaired 2/2s",
    board: board(familiar('hand'), bears()),
    actions: [enter('familiar'), no],
    objects: { familiar: { pairedWith: null, pt: '2/2' }, bears: { pairedWith: null, pt: '2/2' } },
  },
  {
    name: "Druid's Familiar, CR 702.95a: with Grizzly Bears and Llanowar Elves, A chooses the Elves: 3/3, the Bears stay 2/2",
    board: board(familiar('hand'), bears(), elves),
    actions: [enter('familiar'), yes('elves')],
    objects: { elves: { pairedWith: 'familiar', pt: '3/3' }, bears: { pairedWith: null, pt: '2/2' } },
  },
  {
    name: "Druid's Familiar, CR 702.95a: with two creatures to choose from, choosing none is refused",
    board: board(familiar('hand'), bears(), elves),
    actions: [enter('familiar'), { kind: 'decide', may: true, decisions: [{ chosen: [] }] }],
    refused: '702.95a',
  },
  {
    name: "Druid's Familiar, CR 702.95a, 603.4: it enters with no other creature: no trigger",
    board: board(familiar('hand')),
    actions: [enter('familiar')],
    without: ['triggered familiar entersBattlefield 702.95a'],
    objects: { familiar: { pt: '2/2' } },
  },
  {
    name: "Druid's Familiar, CR 702.95a: Grizzly Bears enters under its controller: its second ability pairs them",
    board: board(familiar(), bears('hand')),
    actions: [enter('bears'), yes()],
    objects: { bears: { pairedWith: 'familiar', pt: '4/4' } },
    events: ['triggered familiar permanentEnters 702.95a', 'paired familiar+bears 702.95a'],
  },
  {
    name: "Druid's Familiar, CR 702.95a, 702.95d, 603.4: already paired with Llanowar Elves, the Bears entering trigger nothing",
    board: board(familiar('battlefield', 'elves'), { ...elves, pairedWith: 'familiar' }, bears('hand')),
    actions: [enter('bears')],
    without: ['triggered familiar permanentEnters 702.95a'],
    objects: { bears: { pairedWith: null, pt: '2/2' }, elves: { pt: '3/3' } },
  },
  {
    name: "Druid's Familiar, CR 702.95a: a creature entering under B's control is not a creature A controls: no trigger",
    board: board(familiar(), { ...bears('hand'), owner: 'B' }),
    actions: [enter('bears')],
    without: ['triggered familiar permanentEnters 702.95a'],
    objects: { bears: { pairedWith: null, pt: '2/2' } },
  },
  {
    name: 'Druid\'s Familiar, CR 702.95c, 603.4: the Bears leave before the trigger resolves: "yes" pairs nothing',
    board: board(familiar('hand'), bears()),
    actions: [enter('familiar'), { kind: 'move', object: 'bears', to: 'hand' }, yes()],
    objects: { familiar: { pairedWith: null, pt: '2/2' } },
    without: ['paired familiar+bears 702.95a'],
  },
  {
    name: "Druid's Familiar, CR 702.95e: the Bears paired with it leave the battlefield: it is unpaired, 2/2",
    board: pairedBoard(),
    actions: [{ kind: 'move', object: 'bears', to: 'graveyard' }],
    objects: { familiar: { pairedWith: null, pt: '2/2' } },
    events: ['unpaired bears+familiar 702.95e'],
  },
  {
    name: "Druid's Familiar, CR 702.95e, 400.7: it returns to the battlefield a new object, unpaired",
    board: pairedBoard(),
    actions: [
      { kind: 'move', object: 'familiar', to: 'hand' },
      { kind: 'putOntoBattlefield', object: 'familiar' },
      no,
    ],
    objects: { familiar: { pairedWith: null, pt: '2/2' }, bears: { pairedWith: null, pt: '2/2' } },
  },
  {
    name: "Druid's Familiar, CR 702.95e: B gains control of the Bears: the pair breaks, both 2/2",
    board: pairedBoard(),
    actions: [{ kind: 'changeControl', object: 'bears', to: 'B' }],
    objects: {
      familiar: { pairedWith: null, pt: '2/2' },
      bears: { pairedWith: null, pt: '2/2', controller: 'B' },
    },
    events: ['unpaired familiar+bears 702.95e'],
  },
  {
    name: "Druid's Familiar, CR 702.95e, 704.5g: B gains control of the 4/4 Bears with 3 damage: unpaired, they die",
    board: board(familiar('battlefield', 'bears'), { ...bears('battlefield', 'familiar'), damage: 3 }),
    actions: [{ kind: 'changeControl', object: 'bears', to: 'B' }],
    objects: { bears: { zone: 'graveyard' }, familiar: { pairedWith: null } },
  },
  {
    name: "Druid's Familiar, CR 702.95e: paired with a Bonesplitter animated until end of turn, unpaired as it stops being a creature",
    board: {
      ...board(familiar('battlefield', 'blade'), {
        id: 'blade',
        card: 'Bonesplitter',
        pairedWith: 'familiar',
      }),
      effects: [
        {
          source: 'march',
          sourceName: 'March of the Machines',
          duration: 'endOfTurn',
          on: ['blade'],
          effect: {
            affects: {},
            ops: [
              { kind: 'setTypes', addTypes: ['Creature'] },
              { kind: 'setPT', power: { kind: 'constant', n: 1 }, toughness: { kind: 'constant', n: 1 } },
            ],
          },
        },
      ],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { familiar: { pairedWith: null, pt: '2/2' }, blade: { pairedWith: null, pt: null } },
    events: ['unpaired familiar+blade 702.95e'],
  },
  {
    name: "Druid's Familiar enters beside Wolfir Silverheart, CR 702.95a: both soulbond abilities trigger",
    board: board(familiar('hand'), { id: 'wolfir', card: 'Wolfir Silverheart' }),
    actions: [enter('familiar')],
    events: ['triggered familiar entersBattlefield 702.95a', 'triggered wolfir permanentEnters 702.95a'],
    toAct: 'decide A',
  },
  {
    name: "Druid's Familiar and Wolfir Silverheart, CR 702.95b, 603.4: paired by the first, the second does nothing, unasked; each gets both bonuses: 8/8 and 10/10",
    board: board(familiar('hand'), { id: 'wolfir', card: 'Wolfir Silverheart' }),
    actions: [enter('familiar'), yes()],
    objects: {
      familiar: { pairedWith: 'wolfir', pt: '8/8' },
      wolfir: { pairedWith: 'familiar', pt: '10/10' },
    },
    toAct: 'priority A',
    stack: [],
  },
  {
    name: 'Wolfir Silverheart, CR 702.95b, 613.4c: paired with Grizzly Bears, each of those creatures gets +4/+4',
    board: board({ id: 'wolfir', card: 'Wolfir Silverheart', zone: 'hand' }, bears()),
    actions: [enter('wolfir'), yes()],
    objects: { wolfir: { pt: '8/8' }, bears: { pt: '6/6' } },
  },
  {
    name: 'Hanweir Lancer, CR 702.95b, 613.1f: paired with Grizzly Bears, both creatures have first strike',
    board: board({ id: 'lancer', card: 'Hanweir Lancer', zone: 'hand' }, bears()),
    actions: [enter('lancer'), yes()],
    objects: { lancer: { keywords: ['First strike', 'Soulbond'] }, bears: { keywords: ['First strike'] } },
  },
  {
    name: 'Hanweir Lancer, CR 702.95b: unpaired, neither creature has first strike',
    board: board({ id: 'lancer', card: 'Hanweir Lancer', zone: 'hand' }, bears()),
    actions: [enter('lancer'), no],
    objects: { lancer: { keywords: ['Soulbond'] }, bears: { keywords: [] } },
  },
  {
    name: 'Doom Weaver, CR 702.95b, 603.10a: its paired Grizzly Bears die, and had "When this creature dies, draw cards equal to its power": A draws 2',
    board: board(
      { id: 'weaver', card: 'Doom Weaver', pairedWith: 'bears' },
      bears('battlefield', 'weaver'),
      { id: 'l1', card: 'Forest', zone: 'library' },
      { id: 'l2', card: 'Forest', zone: 'library' },
      { id: 'l3', card: 'Forest', zone: 'library' },
    ),
    actions: [{ kind: 'move', object: 'bears', to: 'graveyard' }],
    objects: {
      l1: { zone: 'hand' },
      l2: { zone: 'hand' },
      l3: { zone: 'library' },
      weaver: { pairedWith: null },
    },
  },
  {
    name: 'Diregraf Escort, CR 702.95b, 702.16f: its paired Grizzly Bears have protection from Zombies: a Scathe Zombies block is refused',
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      ...board(
        { id: 'escort', card: 'Diregraf Escort', pairedWith: 'bears' },
        bears('battlefield', 'escort'),
        { id: 'zombies', card: 'Scathe Zombies', controller: 'B' },
      ),
    },
    actions: attackAndBlock(attack('bears'), [block('zombies', 'bears')]),
    refused: '702.16f',
  },
  {
    name: 'Diregraf Escort, CR 702.95b: unpaired, its Grizzly Bears may be blocked by Scathe Zombies',
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      ...board({ id: 'escort', card: 'Diregraf Escort' }, bears(), {
        id: 'zombies',
        card: 'Scathe Zombies',
        controller: 'B',
      }),
    },
    actions: attackAndBlock(attack('bears'), [block('zombies', 'bears')]),
    objects: { zombies: { blocking: 'bears' } },
  },
  {
    name: "Joint Assault on Grizzly Bears paired with Druid's Familiar, CR 702.95b, 611.2c: both get +2/+2 until end of turn: 6/6 each",
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
      objects: [
        familiar('battlefield', 'bears'),
        bears('battlefield', 'familiar'),
        { id: 'assault', card: 'Joint Assault', zone: 'hand' },
      ],
    },
    actions: [{ kind: 'cast', object: 'assault', targets: ['bears'] }],
    objects: { bears: { pt: '6/6' }, familiar: { pt: '6/6' }, assault: { zone: 'graveyard' } },
  },
  {
    name: 'Joint Assault on an unpaired Grizzly Bears, CR 702.95b: it alone gets +2/+2; the other creature stays 2/2',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
      objects: [familiar(), bears(), { id: 'assault', card: 'Joint Assault', zone: 'hand' }],
    },
    actions: [{ kind: 'cast', object: 'assault', targets: ['bears'] }],
    objects: { bears: { pt: '4/4' }, familiar: { pt: '2/2' }, assault: { zone: 'graveyard' } },
  },
];

describe('CR 702.95: soulbond and paired creatures', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
