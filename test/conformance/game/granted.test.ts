import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Abilities granted by static abilities (CR 113.10, 604.1, 613.1f): the layers give them to
 * the objects the static ability's effect applies to, while it applies (611.3a), and the
 * object that has one is its source (113.7): its triggered abilities trigger (603.2), looking
 * back in time as it leaves the battlefield (603.10a), and its activated abilities, mana
 * abilities among them (605.1a), can be activated by its controller. Real cards, compiled from
 * their Oracle text; a granted ability is numbered after its object's own (view.ts).
 */

const turn3 = (step: string) => ({ number: 3, active: 'A', step });
const advance = (to: 'declareBlockers' | 'combatDamage'): Action => ({ kind: 'advance', to });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const blocks = (...pairs: [string, string][]): Action => ({
  kind: 'declareBlockers',
  blockers: pairs.map(([b, a]) => block(b, a)),
});
const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'B',
  targets: [target],
});
const leaves = (object: string): Action => ({ kind: 'move', object, to: 'graveyard' });
const theirs = (id: string, card = 'Grizzly Bears') => ({ id, card, controller: 'B' });
const library = [{ card: 'Island', zone: 'library', owner: 'A' }];

/** Tempered Sliver: 'Sliver creatures you control have "Whenever this creature deals combat damage to a player, put a +1/+1 counter on it."' */
const tempered = {
  turn: turn3('declareAttackers'),
  objects: [
    { id: 'tempered', card: 'Tempered Sliver' },
    { id: 'metallic', card: 'Metallic Sliver' },
    { id: 'bear', card: 'Grizzly Bears' },
  ],
};

/** Retaliation: 'Creatures you control have "Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn."' */
const retaliation = (...blockers: string[]) => ({
  turn: turn3('declareAttackers'),
  objects: [
    { id: 'retaliation', card: 'Retaliation' },
    { id: 'bear', card: 'Grizzly Bears' },
    ...blockers.map((id) => theirs(id)),
  ],
});

/** Infernal Scarring: 'Enchanted creature gets +2/+0 and has "When this creature dies, draw a card."' */
const scarred = (auraController = 'A') => ({
  turn: turn3('main1'),
  objects: [
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'scarring', card: 'Infernal Scarring', attachedTo: 'bear', controller: auraController },
    ...library,
  ],
});

/** Cryptolith Rite: 'Creatures you control have "{T}: Add one mana of any color."' */
const rite = (bear: object = {}) => ({
  turn: turn3('main1'),
  objects: [
    { id: 'rite', card: 'Cryptolith Rite' },
    { id: 'bear', card: 'Grizzly Bears', ...bear },
  ],
});

const TRIGGERED: readonly PlayRow[] = [
  {
    name: 'CR 613.1f, 603.2, 510.3a: Tempered Sliver gives each Sliver you control its trigger; each Sliver that deals combat damage to a player gets the counter, a non-Sliver nothing',
    board: tempered,
    actions: [
      declare('tempered', 'metallic', 'bear'),
      advance('declareBlockers'),
      blocks(),
      advance('combatDamage'),
    ],
    objects: {
      tempered: { counters: { '+1/+1': 1 }, pt: '3/3' },
      metallic: { counters: { '+1/+1': 1 }, pt: '2/2' },
      bear: { counters: {} },
    },
    players: { B: { life: 15 } },
    events: [
      'triggered tempered dealsCombatDamageToPlayer 510.3a',
      'triggered metallic dealsCombatDamageToPlayer 510.3a',
    ],
    without: ['triggered bear dealsCombatDamageToPlayer 510.3a'],
  },
  {
    name: "CR 113.7, 603.3a: the granted ability is the Sliver's own: on the stack its source is Metallic Sliver, and its number is the first after Metallic Sliver's own (it has none)",
    board: tempered,
    actions: [declare('metallic'), advance('declareBlockers'), blocks(), advance('combatDamage')],
    events: ['putOnStack metallic:0 603.3'],
  },
  {
    name: 'CR 613.1f, 509.3d: Retaliation: a creature you control blocked by a creature gets +1/+1 until end of turn',
    board: retaliation('b1'),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['b1', 'bear'])],
    objects: { bear: { pt: '3/3' } },
    events: ['triggered bear becomesBlockedByCreature 509.3d'],
  },
  {
    name: 'CR 509.3d: blocked by two creatures, the Retaliation ability of the attacker triggers once for each',
    board: retaliation('b1', 'b2'),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['b1', 'bear'], ['b2', 'bear'])],
    objects: { bear: { pt: '4/4' } },
  },
  {
    name: "CR 613.1f: Retaliation grants only to creatures its controller controls: B's blockers don't trigger",
    board: retaliation('b1'),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['b1', 'bear'])],
    objects: { b1: { pt: '2/2' } },
    without: ['triggered b1 becomesBlockedByCreature 509.3d'],
  },
  {
    name: "CR 611.3a, 113.3d: a static ability's effect applies only while its source is on the battlefield: with Retaliation gone, the blocked creature has no ability to trigger",
    board: retaliation('b1'),
    actions: [leaves('retaliation'), declare('bear'), advance('declareBlockers'), blocks(['b1', 'bear'])],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered bear becomesBlockedByCreature 509.3d'],
  },
  {
    name: 'CR 603.10a, 613.1f: Infernal Scarring: the enchanted creature dies with the Aura attached, so it had "When this creature dies, draw a card" and it triggers; the Aura goes to the graveyard afterwards (704.5m)',
    board: scarred(),
    actions: [bolt('bear')],
    objects: { bear: { zone: 'graveyard' }, scarring: { zone: 'graveyard' } },
    events: ['triggered bear dies 603.10a', 'cardDrawn A 121.1'],
  },
  {
    name: "CR 603.3a, 113.8: B's Infernal Scarring on A's creature: the ability is the creature's, so its controller A draws",
    board: scarred('B'),
    actions: [bolt('bear')],
    events: ['triggered bear dies 603.10a', 'cardDrawn A 121.1'],
  },
  {
    name: 'CR 611.3a: Infernal Scarring gone before the creature dies: it dies without the ability, and nothing triggers',
    board: scarred(),
    actions: [leaves('scarring'), bolt('bear')],
    objects: { bear: { zone: 'graveyard' } },
    without: ['triggered bear dies 603.10a', 'cardDrawn A 121.1'],
  },
  {
    name: 'CR 603.6a, 613.1f: Dormant Sliver gives itself "When this permanent enters the battlefield, draw a card." as it enters, and the ability triggers (ruling on the same template, Constricting Sliver, 2014-07-18)',
    board: {
      turn: turn3('main1'),
      objects: [{ id: 'dormant', card: 'Dormant Sliver', zone: 'hand' }, ...library],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'dormant' }],
    objects: { dormant: { keywords: ['Defender'] } },
    events: ['triggered dormant entersBattlefield 603.6a', 'cardDrawn A 121.1'],
  },
  {
    name: 'CR 603.6a: another Sliver entering while Dormant Sliver is on the battlefield has the ability as it enters, and draws',
    board: {
      turn: turn3('main1'),
      objects: [
        { id: 'dormant', card: 'Dormant Sliver' },
        { id: 'metallic', card: 'Metallic Sliver', zone: 'hand' },
        ...library,
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'metallic' }],
    events: ['triggered metallic entersBattlefield 603.6a', 'cardDrawn A 121.1'],
    without: ['triggered dormant entersBattlefield 603.6a'],
  },
  {
    name: 'CR 119.9, 603.2c: Sunbond: "Whenever you gain life, put that many +1/+1 counters on this creature": gaining 7 life puts 7 counters on the enchanted creature',
    board: {
      turn: turn3('main1'),
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'sunbond', card: 'Sunbond', attachedTo: 'bear' },
      ],
    },
    actions: [{ kind: 'resolve', source: "Angel's Mercy", controller: 'A', targets: [] }],
    objects: { bear: { counters: { '+1/+1': 7 }, pt: '9/9' } },
    players: { A: { life: 27 } },
    events: ['triggered bear youGainLife 119.9'],
  },
];

const ACTIVATED: readonly PlayRow[] = [
  {
    name: 'CR 602.2, 113.7: Viridian Longbow: the equipped creature activates the granted "{T}: This creature deals 1 damage to any target."; on the stack, then resolving, the creature is its source',
    board: {
      turn: turn3('main1'),
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'longbow', card: 'Viridian Longbow', attachedTo: 'bear' },
      ],
    },
    actions: [{ kind: 'activate', object: 'bear', ability: 0, targets: ['B'] }],
    objects: { bear: { tapped: true } },
    players: { B: { life: 19 } },
    events: ['putOnStack bear:0 602.2a', 'damageDealt bear>B 1 lifeLost 120.3a'],
  },
  {
    name: "CR 605.1a, 605.3b: Cryptolith Rite: a creature controlled since the turn began taps for mana of its controller's choice, at once, without the stack",
    board: rite(),
    actions: [{ kind: 'tapForMana', object: 'bear', mana: '{U}' }],
    manual: true,
    objects: { bear: { tapped: true } },
    players: { A: { mana: 1 } },
    events: ['manaAdded A {U}x1 106.4'],
    stack: [],
  },
  {
    name: "CR 302.6: a creature that came under its controller's control this turn can't activate the {T} ability Cryptolith Rite gives it",
    board: rite({ enteredThisTurn: true }),
    actions: [{ kind: 'tapForMana', object: 'bear', mana: '{G}' }],
    manual: true,
    refused: '302.6',
    objects: { bear: { tapped: false } },
  },
  {
    name: 'CR 611.3a: once Cryptolith Rite has left the battlefield, the creature has no mana ability',
    board: rite(),
    actions: [leaves('rite'), { kind: 'tapForMana', object: 'bear', mana: '{G}' }],
    manual: true,
    refused: '605.1a',
    objects: { bear: { tapped: false } },
  },
  {
    name: 'CR 601.2g: paying with `sources: "auto"`, the granted mana ability of a creature pays for Grizzly Bears ({1}{G}) with a Forest',
    board: {
      turn: turn3('main1'),
      objects: [
        { id: 'rite', card: 'Cryptolith Rite' },
        { id: 'elk', card: 'Grizzly Bears' },
        { id: 'forest', card: 'Forest' },
        { id: 'cub', card: 'Grizzly Bears', zone: 'hand' },
      ],
    },
    actions: [{ kind: 'cast', object: 'cub', sources: 'auto' }],
    manual: true,
    objects: { elk: { tapped: true }, forest: { tapped: true }, cub: { zone: 'stack' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 302.6, 601.2g: the automatic payment leaves a summoning-sick creature untapped, and with only it and a Forest the cost is unpaid',
    board: {
      turn: turn3('main1'),
      objects: [
        { id: 'rite', card: 'Cryptolith Rite' },
        { id: 'elk', card: 'Grizzly Bears', enteredThisTurn: true },
        { id: 'forest', card: 'Forest' },
        { id: 'cub', card: 'Grizzly Bears', zone: 'hand' },
      ],
    },
    actions: [{ kind: 'cast', object: 'cub', sources: 'auto' }],
    manual: true,
    refused: '601.2h',
    objects: { elk: { tapped: false }, forest: { tapped: false }, cub: { zone: 'hand' } },
  },
  {
    name: 'CR 113.2c, 605.1a: Llanowar Elves under Cryptolith Rite has two mana abilities: its own {T}: Add {G}. is ability 0, the granted one ability 1',
    board: {
      turn: turn3('main1'),
      objects: [
        { id: 'rite', card: 'Cryptolith Rite' },
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    },
    actions: [{ kind: 'activate', object: 'elves', ability: 1, mana: '{R}' }],
    manual: true,
    events: ['manaAdded A {R}x1 106.4'],
    players: { A: { mana: 1 } },
  },
];

describe('Triggered abilities granted by static abilities (CR 603.2, 603.10a, 613.1f)', () => {
  it.each(TRIGGERED.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});

describe('Activated abilities granted by static abilities (CR 602, 605.1a, 613.1f)', () => {
  it.each(ACTIVATED.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
