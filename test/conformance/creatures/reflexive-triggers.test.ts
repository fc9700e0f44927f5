import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Decision } from '../../../src/state/answers.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Reflexive triggered abilities, "you may [do X]. When you do, [Y]" (CR 603.12): done as the
 * resolving ability asks, X triggers Y, an ability of its own that goes on the stack the next time
 * a player would receive priority (603.3), its targets chosen then (603.3d), not as the first
 * ability was put on the stack. Declined, nothing triggers. Real cards, compiled from their Oracle text.
 */

const enter = (id: string): Action => ({ kind: 'putOntoBattlefield', object: id });
/** The answer the resolving enters trigger waits for (CR 608.2d): "yes" or "no", and what was chosen for it. */
const answer = (may: boolean, decisions: Decision[] = []): Action => ({ kind: 'decide', decisions, may });
const reflexiveTargets = (targets: readonly string[]): Action => ({
  kind: 'orderTriggers',
  order: [{ trigger: 'a101', targets }],
});
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });
const board = (objects: readonly object[], mana = '') => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
  next: { id: 100 },
});

/**
 * Cavalier of Night (ability 1): "When Cavalier of Night enters the battlefield, you may sacrifice
 * another creature. When you do, destroy target creature an opponent controls."
 */
const cavalier = (bCreatures: number) =>
  board([
    inHand('cavalier', 'Cavalier of Night'),
    { id: 'elves', card: 'Llanowar Elves' },
    ...Array.from({ length: bCreatures }, (_, i) => ({
      id: `bear${i + 1}`,
      card: 'Grizzly Bears',
      controller: 'B',
    })),
  ]);
const sacrificeElves = [enter('cavalier'), answer(true, [{ permanents: ['elves'] }])];

/** Sparktongue Dragon (ability 1): "When Sparktongue Dragon enters the battlefield, you may pay {2}{R}. When you do, it deals 3 damage to any target." */
const dragon = board(
  [inHand('dragon', 'Sparktongue Dragon'), { id: 'bear', card: 'Grizzly Bears', controller: 'B' }],
  '{R}{R}{R}',
);

/**
 * Pyroclastic Hellion (ability 0): "When Pyroclastic Hellion enters the battlefield, you may return a
 * land you control to its owner's hand. When you do, Pyroclastic Hellion deals 2 damage to each opponent."
 */
const hellion = board([inHand('hellion', 'Pyroclastic Hellion'), { id: 'forest', card: 'Forest' }]);

/**
 * Dokuchi Silencer (ability 1): "Whenever Dokuchi Silencer deals combat damage to a player, you may
 * discard a creature card. When you do, destroy target creature or planeswalker that player
 * controls." It attacks B; C is another opponent, so that "that player" is one of two.
 */
const silencer = (bCreatures: number) => ({
  turn: { step: 'declareAttackers' },
  players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
  objects: [
    { id: 'silencer', card: 'Dokuchi Silencer' },
    inHand('bearCard', 'Grizzly Bears'),
    ...Array.from({ length: bCreatures }, (_, i) => ({
      id: `bear${i + 1}`,
      card: 'Grizzly Bears',
      controller: 'B',
    })),
    { id: 'ox', card: 'Wild Ox', controller: 'C' },
  ],
  next: { id: 100 },
});
const strikeAndDiscard: Action[] = [
  { kind: 'declareAttackers', attackers: [{ attacker: 'silencer', attacking: 'B' }] },
  { kind: 'advance', to: 'combatDamage' },
  answer(true, [{ cards: ['bearCard'] }]),
];

/**
 * Flaxen Intruder (ability 0): "Whenever Flaxen Intruder deals combat damage to a player, you may
 * sacrifice it. When you do, destroy target artifact or enchantment." B has two artifacts.
 */
const intruder = {
  turn: { step: 'declareAttackers' },
  objects: [
    { id: 'intruder', card: 'Flaxen Intruder' },
    { id: 'ring', card: 'Sol Ring', controller: 'B' },
    { id: 'thopter', card: 'Ornithopter', controller: 'B' },
  ],
  next: { id: 100 },
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.12, 603.3d: Cavalier of Night\'s controller sacrifices Llanowar Elves: "When you do" triggers, and waits for its target to be chosen among B\'s two creatures',
    board: cavalier(2),
    actions: sacrificeElves,
    objects: { elves: { zone: 'graveyard' }, bear1: { zone: 'battlefield' }, bear2: { zone: 'battlefield' } },
    events: ['zoneChange elves battlefield>graveyard 701.21a', 'triggered cavalier reflexive 603.12'],
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: 'CR 603.12, 701.7a: the reflexive ability, put on the stack targeting Grizzly Bears, destroys it',
    board: cavalier(2),
    actions: [...sacrificeElves, reflexiveTargets(['bear2'])],
    objects: {
      bear1: { zone: 'battlefield' },
      bear2: { zone: 'graveyard' },
      cavalier: { zone: 'battlefield' },
    },
    events: ['putOnStack cavalier:1 603.3', 'destroyed bear2 701.8a'],
    stack: [],
  },
  {
    name: "CR 603.12: Cavalier of Night's controller sacrifices nothing: nothing triggers, and no creature is destroyed",
    board: cavalier(1),
    actions: [enter('cavalier'), answer(false)],
    objects: { elves: { zone: 'battlefield' }, bear1: { zone: 'battlefield' } },
    events: ['triggered cavalier entersBattlefield 603.6a'],
    stack: [],
    toAct: 'priority A',
  },
  {
    name: 'CR 603.12, 603.3d: with no creature an opponent controls, the reflexive ability triggers and, with no legal target, is removed',
    board: cavalier(0),
    actions: sacrificeElves,
    objects: { elves: { zone: 'graveyard' } },
    events: ['triggered cavalier reflexive 603.12', 'triggerRemoved cavalier 603.3d'],
    stack: [],
    toAct: 'priority A',
  },
  {
    name: 'CR 603.12, 118.12: Sparktongue Dragon\'s controller pays {2}{R}; "it deals 3 damage to any target" targets B as it goes on the stack',
    board: dragon,
    actions: [enter('dragon'), answer(true), reflexiveTargets(['B'])],
    players: { A: { mana: 0 }, B: { life: 17 } },
    objects: { bear: { damage: 0 } },
  },
  {
    name: "CR 603.12: Sparktongue Dragon's controller declines to pay: the mana stays, and nothing is dealt damage",
    board: dragon,
    actions: [enter('dragon'), answer(false)],
    players: { A: { mana: 3 }, B: { life: 20 } },
    stack: [],
    toAct: 'priority A',
  },
  {
    name: 'CR 603.12, 603.3: Pyroclastic Hellion returns a Forest to hand; its reflexive ability has no target, goes on the stack at once and deals 2 damage to B',
    board: hellion,
    actions: [enter('hellion'), answer(true, [{ permanents: ['forest'] }])],
    objects: { forest: { zone: 'hand' } },
    players: { B: { life: 18 } },
    events: ['triggered hellion reflexive 603.12', 'putOnStack hellion:0 603.3'],
  },
  {
    name: 'CR 603.12, 603.2c: Dokuchi Silencer\'s reflexive ability keeps "that player", B, the player dealt damage: B\'s one creature is its one legal target, and is destroyed',
    board: silencer(1),
    actions: strikeAndDiscard,
    objects: { bearCard: { zone: 'graveyard' }, bear1: { zone: 'graveyard' }, ox: { zone: 'battlefield' } },
    events: ['triggered silencer reflexive 603.12', 'destroyed bear1 701.8a'],
  },
  {
    name: "CR 603.12, 601.2c: C's Wild Ox is not that player's creature, so targeting it with Dokuchi Silencer's reflexive ability is refused",
    board: silencer(2),
    actions: [...strikeAndDiscard, reflexiveTargets(['ox'])],
    refused: '601.2c',
  },
  {
    name: 'CR 603.12, 113.7a: Flaxen Intruder is sacrificed as its ability resolves; the reflexive ability triggers all the same, from the card now in the graveyard, and destroys Sol Ring',
    board: intruder,
    actions: [
      { kind: 'declareAttackers', attackers: [{ attacker: 'intruder' }] },
      { kind: 'advance', to: 'combatDamage' },
      answer(true),
      reflexiveTargets(['ring']),
    ],
    objects: {
      intruder: { zone: 'graveyard' },
      ring: { zone: 'graveyard' },
      thopter: { zone: 'battlefield' },
    },
    events: ['triggered intruder reflexive 603.12', 'destroyed ring 701.8a'],
  },
];

describe('reflexive triggered abilities, "When you do" (CR 603.12)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
