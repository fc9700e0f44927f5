import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 704.5j-k, n and p: the legend rule (a choice, asked with `toAct` and given with
 * `keepLegend`), the world rule, and permanents attached where they can't be, played with
 * `apply`: each action is followed by state-based actions (704.3).
 */

const enter = (object: string, controller?: string): Action => ({
  kind: 'putOntoBattlefield',
  object,
  ...(controller === undefined ? {} : { controller }),
});
const keep = (object: string, player?: string): Action => ({
  kind: 'keepLegend',
  keep: object,
  ...(player === undefined ? {} : { player }),
});
const isamaru = (id: string, zone = 'battlefield', controller = 'A') =>
  ({ id, card: 'Isamaru, Hound of Konda', zone, controller }) as const;

/** A second Isamaru enters under A, who keeps `keeping`: the other goes to the graveyard, not destroyed. */
const kept = (keeping: string, other: string, name: string): PlayRow => ({
  name,
  board: { objects: [isamaru('first'), isamaru('second', 'hand')] },
  actions: [enter('second'), keep(keeping)],
  objects: { [keeping]: { zone: 'battlefield' }, [other]: { zone: 'graveyard' } },
  events: [`zoneChange ${other} battlefield>graveyard 704.5j`],
  without: [`destroyed ${other} 704.5j`],
  toAct: 'priority A',
});

/** An Isamaru on the battlefield and one in hand for each player. */
const bothPlayers = {
  objects: [
    isamaru('a1'),
    isamaru('a2', 'hand'),
    isamaru('b1', 'battlefield', 'B'),
    isamaru('b2', 'hand', 'B'),
  ],
};

const LEGEND_RULE: readonly PlayRow[] = [
  {
    name: 'CR 704.5j: a second Isamaru, Hound of Konda under one player: that player is asked which one they keep',
    board: { objects: [isamaru('first'), isamaru('second', 'hand')] },
    actions: [enter('second')],
    objects: { first: { zone: 'battlefield' }, second: { zone: 'battlefield' } },
    toAct: 'keepLegend A',
  },
  kept(
    'second',
    'first',
    "CR 704.5j: the player keeps the new one; the other is put into its owner's graveyard, not destroyed",
  ),
  kept('first', 'second', 'CR 704.5j: the player may keep the old one instead'),
  {
    name: 'CR 704.5j: "controlled by the same player": one Isamaru under each player, both stay',
    board: { objects: [isamaru('first'), isamaru('second', 'hand', 'B')] },
    actions: [enter('second', 'B')],
    objects: { first: { zone: 'battlefield' }, second: { zone: 'battlefield' } },
    toAct: 'priority A',
  },
  {
    name: 'CR 704.5j, 707.2: a Clone entering as a copy of Isamaru is a legendary Isamaru too: its controller is asked',
    board: { objects: [isamaru('first'), { id: 'clone', card: 'Clone', zone: 'hand' }] },
    actions: [
      { kind: 'putOntoBattlefield', object: 'clone', choices: { copy: { card: 'Isamaru, Hound of Konda' } } },
      keep('first'),
    ],
    objects: { first: { zone: 'battlefield' }, clone: { zone: 'graveyard' } },
    events: ['zoneChange clone battlefield>graveyard 704.5j'],
  },
  {
    name: 'CR 704.5j: only one of the permanents with that name is kept; naming another is refused',
    board: { objects: [isamaru('first'), isamaru('second', 'hand'), { id: 'bear', card: 'Grizzly Bears' }] },
    actions: [enter('second'), keep('bear')],
    refused: '704.5j',
  },
  {
    name: 'CR 117.1, 704.5j: while the legend rule waits for a choice, nobody holds priority',
    board: { objects: [isamaru('first'), isamaru('second', 'hand')] },
    actions: [enter('second'), { kind: 'pass' }],
    refused: '117.1',
  },
  {
    name: 'CR 101.4: both players asked at once choose in APNAP order, the active player first',
    board: bothPlayers,
    actions: [enter('a2'), enter('b2', 'B'), keep('b1', 'B')],
    refused: '101.4',
  },
  {
    name: 'CR 101.4, 704.3: A chooses, then B; the rule is performed once both have chosen',
    board: bothPlayers,
    actions: [enter('a2'), enter('b2', 'B'), keep('a1', 'A'), keep('b2', 'B')],
    objects: {
      a1: { zone: 'battlefield' },
      a2: { zone: 'graveyard' },
      b1: { zone: 'graveyard' },
      b2: { zone: 'battlefield' },
    },
    toAct: 'priority A',
  },
  {
    name: 'CR 704.3: the legend rule and lethal damage are performed at once: keeping the damaged one loses both',
    board: { objects: [{ ...isamaru('first'), damage: 2 }, isamaru('second', 'hand')] },
    actions: [enter('second'), keep('first')],
    objects: { first: { zone: 'graveyard' }, second: { zone: 'graveyard' } },
    events: ['destroyed first 704.5g', 'zoneChange second battlefield>graveyard 704.5j'],
  },
];

const world = (id: string, card: string, zone = 'battlefield') => ({ id, card, zone });

const WORLD_RULE: readonly PlayRow[] = [
  {
    name: 'CR 704.5k: a new world enchantment (Concordant Crossroads) puts the older one (Nether Void) into its graveyard',
    board: { objects: [world('void', 'Nether Void'), world('crossroads', 'Concordant Crossroads', 'hand')] },
    actions: [enter('crossroads', 'B')],
    objects: { void: { zone: 'graveyard' }, crossroads: { zone: 'battlefield' } },
    events: ['zoneChange void battlefield>graveyard 704.5k'],
  },
  {
    name: 'CR 704.5k: "In the event of a tie for the shortest amount of time, all are put into their owners\' graveyards"',
    board: {
      objects: [
        { ...world('void', 'Nether Void'), timestamp: 5 },
        { ...world('crossroads', 'Concordant Crossroads'), timestamp: 5 },
        { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
      ],
    },
    actions: [enter('bear')],
    objects: { void: { zone: 'graveyard' }, crossroads: { zone: 'graveyard' } },
  },
];

/** An effect making the Bonesplitter an artifact creature, as March of the Machines does. */
const animated = (on: string) => ({
  source: 'march',
  sourceName: 'March of the Machines',
  duration: 'permanent',
  on: [on],
  effect: {
    affects: {},
    ops: [
      { kind: 'setTypes', addTypes: ['Creature'] },
      { kind: 'setPT', power: { kind: 'constant', n: 1 }, toughness: { kind: 'constant', n: 1 } },
    ],
  },
});

/**
 * A row of `id` (a `card`) attached to `host` (a `hostCard`), state-based actions checked as a
 * Grizzly Bears enters: it becomes unattached under `rule`, or stays attached when that is null.
 */
const attachedRow = (
  name: string,
  [id, card]: readonly [string, string],
  [host, hostCard]: readonly [string, string],
  rule: string | null,
  effects: readonly unknown[] = [],
): PlayRow => ({
  name,
  board: {
    objects: [
      { id, card, attachedTo: host },
      { id: host, card: hostCard },
      { id: 'other', card: 'Grizzly Bears', zone: 'hand' },
    ],
    effects,
  },
  actions: [enter('other')],
  objects: { [id]: { zone: 'battlefield', attachedTo: rule === null ? host : null } },
  ...(rule === null
    ? { without: [`unattached ${id} 704.5n`, `unattached ${id} 704.5p`] }
    : { events: [`unattached ${id} ${rule}`] }),
});

const ATTACHMENTS: readonly PlayRow[] = [
  {
    name: 'CR 303.4d, 704.5p, 704.5m: an Aura (Holy Strength) that becomes a creature becomes unattached, then goes to the graveyard for enchanting nothing',
    board: {
      objects: [
        { id: 'strength', card: 'Holy Strength', attachedTo: 'bear' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'other', card: 'Grizzly Bears', zone: 'hand' },
      ],
      effects: [animated('strength')],
    },
    actions: [enter('other')],
    objects: { strength: { zone: 'graveyard' } },
    events: ['unattached strength 704.5p', 'zoneChange strength battlefield>graveyard 704.5m'],
  },
  attachedRow(
    'CR 704.5n, 301.5: an Equipment (Bonesplitter) attached to a noncreature becomes unattached and stays',
    ['splitter', 'Bonesplitter'],
    ['citadel', 'Darksteel Citadel'],
    '704.5n',
  ),
  attachedRow(
    'CR 704.5n, 301.6: a Fortification (Darksteel Garrison) attached to a nonland permanent becomes unattached',
    ['garrison', 'Darksteel Garrison'],
    ['bear', 'Grizzly Bears'],
    '704.5n',
  ),
  attachedRow(
    'CR 704.5n, 301.6: a Fortification attached to a land stays attached',
    ['garrison', 'Darksteel Garrison'],
    ['citadel', 'Darksteel Citadel'],
    null,
  ),
  attachedRow(
    'CR 704.5p, 301.5c: an Equipment that becomes a creature (March of the Machines) becomes unattached and stays',
    ['splitter', 'Bonesplitter'],
    ['bear', 'Grizzly Bears'],
    '704.5p',
    [animated('splitter')],
  ),
  attachedRow(
    'CR 704.5p: a noncreature permanent that is neither an Aura, an Equipment nor a Fortification (Sol Ring) becomes unattached',
    ['ring', 'Sol Ring'],
    ['bear', 'Grizzly Bears'],
    '704.5p',
  ),
];

/**
 * A Monster Role token (Wilds of Eldraine) attached to `to`: "Enchant creature / Enchanted
 * creature gets +1/+1 and has trample.", as the compiler reads it.
 */
const monsterRole = (id: string, to: string, timestamp: number, controller = 'A') => ({
  id,
  card: 'Monster Role',
  token: true,
  controller,
  attachedTo: to,
  timestamp,
  tokenDef: {
    name: 'Monster Role',
    colors: [],
    types: ['Enchantment'],
    subtypes: ['Aura', 'Role'],
    abilities: [
      { kind: 'enchant', text: 'Enchant creature', filter: { types: ['Creature'] } },
      {
        kind: 'static',
        text: 'Enchanted creature gets +1/+1 and has trample.',
        effect: {
          affects: { attachedToSource: true },
          ops: [
            { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Trample', text: 'Trample' }] },
            { kind: 'modifyPT', power: { kind: 'constant', n: 1 }, toughness: { kind: 'constant', n: 1 } },
          ],
        },
      },
    ],
  },
});
const bear = { id: 'bear', card: 'Grizzly Bears', timestamp: 1 };
const another = { id: 'other', card: 'Grizzly Bears', zone: 'hand' };

const ROLES: readonly PlayRow[] = [
  {
    name: 'CR 704.5y, 303.7a: of two Monster Roles one player controls on one creature, the older is put into the graveyard (and the token ceases to exist, 704.5d)',
    board: { objects: [bear, monsterRole('old', 'bear', 2), monsterRole('new', 'bear', 3), another] },
    actions: [enter('other')],
    objects: { old: { zone: 'gone' }, new: { zone: 'battlefield' }, bear: { pt: '3/3' } },
    events: ['zoneChange old battlefield>graveyard 704.5y', 'ceasedToExist old 704.5d'],
  },
  {
    name: 'CR 704.5y: "controlled by the same player": a Role of each player on one creature, both stay',
    board: {
      objects: [bear, monsterRole('mine', 'bear', 2), monsterRole('theirs', 'bear', 3, 'B'), another],
    },
    actions: [enter('other')],
    objects: { mine: { zone: 'battlefield' }, theirs: { zone: 'battlefield' }, bear: { pt: '4/4' } },
  },
  {
    name: 'CR 704.5y: Roles of one player on two creatures, both stay',
    board: {
      objects: [
        bear,
        { id: 'bear2', card: 'Grizzly Bears', timestamp: 4 },
        monsterRole('one', 'bear', 2),
        monsterRole('two', 'bear2', 3),
        another,
      ],
    },
    actions: [enter('other')],
    objects: { one: { zone: 'battlefield' }, two: { zone: 'battlefield' } },
  },
];

describe('CR 704.5j: the legend rule', () => {
  for (const row of LEGEND_RULE) it(row.name, () => checkPlay(row));
});

describe('CR 704.5k: the world rule', () => {
  for (const row of WORLD_RULE) it(row.name, () => checkPlay(row));
});

describe('CR 704.5y: Roles', () => {
  for (const row of ROLES) it(row.name, () => checkPlay(row));
});

describe("CR 704.5n, 704.5p: attached where it can't be", () => {
  for (const row of ATTACHMENTS) it(row.name, () => checkPlay(row));
});
