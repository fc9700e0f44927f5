import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * A variable number of targets beside other targets (CR 601.2c, 115.1, 700.2c): the targets
 * announced split in order among the instances of the word "target" (or the chosen modes), each
 * taking as many as it names and the last, "up to one target creature", those beyond. Real
 * cards, compiled from their Oracle text (MTGJSON, April 2022), resolved with `resolve`.
 */

const bears = {
  objects: [
    { id: 'mine', card: 'Grizzly Bears', controller: 'A' },
    { id: 'other', card: 'Grizzly Bears', controller: 'A' },
    { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
    { id: 'giant', card: 'Hill Giant', controller: 'B' },
  ],
};

const cellar = {
  objects: [
    { id: 'dead', card: 'Grizzly Bears', zone: 'graveyard', owner: 'A' },
    { id: 'corpse', card: 'Walking Corpse', controller: 'A' },
    { id: 'mine', card: 'Grizzly Bears', controller: 'A' },
  ],
};

/** Manticore of the Gauntlet enters under A's control, its trigger then put on the stack with these targets (603.3d). */
const manticore = {
  objects: [
    { id: 'manticore', card: 'Manticore of the Gauntlet', zone: 'hand', owner: 'A' },
    { id: 'mine', card: 'Grizzly Bears', controller: 'A' },
  ],
};
const manticoreEnters: Action = { kind: 'putOntoBattlefield', object: 'manticore' };
const manticoreTargets = (targets: string[]): Action => ({
  kind: 'orderTriggers',
  order: [{ trigger: 'manticore', targets }],
});

const resolve = (source: string, targets: string[], more: Partial<Action> = {}): Action =>
  ({ kind: 'resolve', source, controller: 'A', targets, ...more }) as Action;

const ROWS: readonly PlayRow[] = [
  // Crawl from the Cellar: "Return target creature card from your graveyard to your hand. Put a
  // +1/+1 counter on up to one target Zombie you control."
  {
    name: "CR 601.2c, 115.1: Crawl from the Cellar with both targets: the card returns to A's hand and A's Walking Corpse gets a +1/+1 counter",
    board: cellar,
    actions: [resolve('Crawl from the Cellar', ['dead', 'corpse'])],
    objects: { dead: { zone: 'hand' }, corpse: { counters: { '+1/+1': 1 }, pt: '3/3' } },
  },
  {
    name: 'CR 601.2c, 115.6: Crawl from the Cellar with none chosen for "up to one target Zombie": only the return',
    board: cellar,
    actions: [resolve('Crawl from the Cellar', ['dead'])],
    objects: { dead: { zone: 'hand' }, corpse: { counters: {}, pt: '2/2' } },
  },
  {
    name: 'CR 601.2c: Crawl from the Cellar with three targets is refused: it has 1 to 2',
    board: cellar,
    actions: [resolve('Crawl from the Cellar', ['dead', 'corpse', 'mine'])],
    refused: '601.2c',
  },
  {
    name: "CR 601.2c: Crawl from the Cellar's second target must be a Zombie: A's Grizzly Bears is refused",
    board: cellar,
    actions: [resolve('Crawl from the Cellar', ['dead', 'mine'])],
    refused: '601.2c',
  },
  // Rally Maneuver: "Target creature gets +2/+0 and gains first strike until end of turn. Up to
  // one other target creature gets +0/+2 and gains lifelink until end of turn."
  {
    name: 'CR 115.1: Rally Maneuver with two creatures: the first 4/2, the other 2/4',
    board: bears,
    actions: [resolve('Rally Maneuver', ['mine', 'other'])],
    objects: { mine: { pt: '4/2' }, other: { pt: '2/4' } },
  },
  {
    name: 'CR 115.3: Rally Maneuver\'s "other target creature" can\'t be the first target',
    board: bears,
    actions: [resolve('Rally Maneuver', ['mine', 'mine'])],
    refused: '115.3',
  },
  // Abzan Charm: "Choose one — ... • Distribute two +1/+1 counters among one or two target creatures."
  {
    name: 'CR 700.2c, 601.2d: Abzan Charm, third mode with two targets: one +1/+1 counter on each',
    board: bears,
    actions: [resolve('Abzan Charm', ['mine', 'other'], { modes: [2], division: { mine: 1, other: 1 } })],
    objects: {
      mine: { counters: { '+1/+1': 1 }, pt: '3/3' },
      other: { counters: { '+1/+1': 1 }, pt: '3/3' },
    },
  },
  {
    name: 'CR 700.2c, 601.2d: Abzan Charm, third mode with one target: both counters on it',
    board: bears,
    actions: [resolve('Abzan Charm', ['mine'], { modes: [2] })],
    objects: { mine: { counters: { '+1/+1': 2 }, pt: '4/4' }, other: { counters: {} } },
  },
  {
    name: "CR 700.2c: Abzan Charm, first mode: B's Hill Giant (power 3) is exiled",
    board: bears,
    actions: [resolve('Abzan Charm', ['giant'], { modes: [0] })],
    objects: { giant: { zone: 'exile' } },
  },
  // Brokers Charm: "Choose one — • Target creature you control gets +1/+0 until end of turn. It
  // deals damage equal to its power to target creature or planeswalker an opponent controls. ..."
  {
    name: "CR 700.2c, 115.1: Brokers Charm, first mode: A's bear gets +1/+0 and deals 3 damage to B's Hill Giant",
    board: bears,
    actions: [resolve('Brokers Charm', ['mine', 'giant'], { modes: [0] })],
    objects: { mine: { pt: '3/2' }, giant: { zone: 'graveyard' } },
  },
  // Clan Defiance: "Choose one or more — • Clan Defiance deals X damage to target creature with
  // flying. • ... to target creature without flying. • ... to target player or planeswalker."
  {
    name: "CR 700.2, 700.2d: Clan Defiance, one or more: modes 1 and 2 with X=2, B's bear dies and B loses 2 life",
    board: bears,
    actions: [resolve('Clan Defiance', ['theirs', 'B'], { modes: [1, 2], x: 2 })],
    objects: { theirs: { zone: 'graveyard' }, giant: { damage: 0 } },
    players: { B: { life: 18 } },
  },
  {
    name: 'CR 700.2c: Clan Defiance, modes 1 and 2 with one target is refused: they have 2',
    board: bears,
    actions: [resolve('Clan Defiance', ['theirs'], { modes: [1, 2], x: 2 })],
    refused: '700.2c',
  },
  {
    name: 'CR 700.2: Clan Defiance, no mode chosen is refused: one or more',
    board: bears,
    actions: [resolve('Clan Defiance', [], { modes: [], x: 2 })],
    refused: '700.2',
  },
  // Manticore of the Gauntlet: "When Manticore of the Gauntlet enters the battlefield, put a -1/-1
  // counter on target creature you control. Manticore of the Gauntlet deals 3 damage to target
  // opponent or planeswalker."
  {
    name: 'CR 603.3c-d, 115.1: Manticore of the Gauntlet enters: its trigger with two instances of "target" waits for A to announce them',
    board: manticore,
    actions: [manticoreEnters],
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: "CR 603.3d, 115.1: Manticore of the Gauntlet's trigger, A's bear then B: a -1/-1 counter on the bear (1/1) and 3 damage to B",
    board: manticore,
    actions: [manticoreEnters, manticoreTargets(['mine', 'B'])],
    objects: { mine: { counters: { '-1/-1': 1 }, pt: '1/1' } },
    players: { B: { life: 17 } },
  },
  {
    name: "CR 601.2c, 603.3d: Manticore of the Gauntlet's targets in the wrong order (B first) are refused",
    board: manticore,
    actions: [manticoreEnters, manticoreTargets(['B', 'mine'])],
    refused: '601.2c',
  },
];

describe('a variable number of targets beside other targets (CR 601.2c, 115.1, 700.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
