import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import {
  attack,
  attackAndBlock,
  block,
  checkPlay,
  decide,
  type PlayRow,
  targeting,
} from '../../support/play.js';

/**
 * "That much" (CR 603.2c, 608.2h): the damage of the event that triggered the ability. The
 * cards are real and compiled from their Oracle text:
 * - Horned Cheetah (2/2): "Whenever Horned Cheetah deals damage, you gain that much life."
 * - Jackal Pup (2/1): "Whenever Jackal Pup is dealt damage, it deals that much damage to you."
 * - Wall of Essence (0/4): "Whenever Wall of Essence is dealt combat damage, you gain that much life."
 * - Spitemare (3/3): "Whenever Spitemare is dealt damage, it deals that much damage to any target."
 * - Vito, Thorn of the Dusk Rose (1/3): "Whenever you gain life, target opponent loses that much
 *   life." (the life gained, 119.9), with Lightning Helix gaining 3.
 * - Needle Specter (1/1): "Flying / Wither / Whenever Needle Specter deals combat damage to a
 *   player, that player discards that many cards."
 * The amount is taken from the trigger event when the ability triggers and used as it resolves
 * from the stack; a target is chosen as it is put on the stack (603.3d), and the discard is
 * answered as it resolves (608.2d), with `decide`.
 */

const combat = { number: 3, active: 'A', step: 'declareAttackers' };
const main = { number: 3, active: 'A', step: 'main1' };
const toDamage: Action = { kind: 'advance', to: 'combatDamage' };
const shock = (to: string, amount: number): Action => ({
  kind: 'damage',
  source: 'shock',
  to: [{ to, amount }],
});
const shocker = { id: 'shock', card: 'Grizzly Bears', controller: 'B' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2c, Necropolis Regent ("Whenever a creature you control deals combat damage to a player, put that many +1/+1 counters on it."): an unblocked bear deals 2 -> two counters on the bear',
    board: {
      turn: combat,
      objects: [
        { id: 'regent', card: 'Necropolis Regent' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('bear') }, toDamage],
    players: { B: { life: 18 } },
    objects: { bear: { counters: { '+1/+1': 2 }, pt: '4/4' }, regent: { counters: {} } },
  },
  {
    name: 'CR 603.2c, Horned Cheetah: unblocked, it deals 2 damage and its controller gains 2 life',
    board: { turn: combat, objects: [{ id: 'cheetah', card: 'Horned Cheetah' }] },
    actions: [{ kind: 'declareAttackers', attackers: attack('cheetah') }, toDamage],
    players: { A: { life: 22 }, B: { life: 18 } },
  },
  {
    name: 'CR 603.2c, Horned Cheetah: as a blocker of a 1/1 it deals all 2 to it, and its controller gains 2',
    board: {
      turn: combat,
      objects: [
        { id: 'memnite', card: 'Memnite' },
        { id: 'cheetah', card: 'Horned Cheetah', controller: 'B' },
      ],
    },
    actions: [...attackAndBlock(attack('memnite'), [block('cheetah', 'memnite')]), toDamage],
    players: { B: { life: 22 } },
  },
  {
    name: 'CR 603.2c, 608.2h: Jackal Pup is dealt 3 damage, dies, and still deals 3 to its controller',
    board: { turn: main, objects: [{ id: 'pup', card: 'Jackal Pup' }, shocker] },
    actions: [shock('pup', 3)],
    players: { A: { life: 17 } },
    objects: { pup: { zone: 'graveyard' } },
  },
  {
    name: 'CR 510.2, Wall of Essence: dealt 2 combat damage by an attacking Grizzly Bears, its controller gains 2',
    board: {
      turn: combat,
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'wall', card: 'Wall of Essence', controller: 'B' },
      ],
    },
    actions: [...attackAndBlock(attack('bear'), [block('wall', 'bear')]), toDamage],
    players: { B: { life: 22 } },
  },
  {
    name: 'CR 603.2c: ... but noncombat damage does not trigger it',
    board: { turn: main, objects: [{ id: 'wall', card: 'Wall of Essence' }, shocker] },
    actions: [shock('wall', 2)],
    players: { A: { life: 20 } },
    objects: { wall: { damage: 2 } },
  },
  {
    name: 'CR 603.3d, Spitemare: dealt 2 damage, its trigger waits for its controller to choose a target',
    board: { turn: main, objects: [{ id: 'mare', card: 'Spitemare' }, shocker] },
    actions: [shock('mare', 2)],
    events: ['triggered mare isDealtDamage 603.2c'],
    players: { B: { life: 20 } },
    toAct: 'orderTriggers A',
  },
  {
    name: 'CR 603.2c, Spitemare: ... and with B chosen as its target, it resolves and deals that much, 2, to B',
    board: { turn: main, objects: [{ id: 'mare', card: 'Spitemare' }, shocker] },
    actions: [shock('mare', 2), targeting('mare', 'B')],
    players: { B: { life: 18 } },
    events: ['putOnStack mare:0 603.3', 'damageDealt mare>B 2 lifeLost 120.3a'],
  },
  {
    name: 'CR 119.9, 603.3d, Vito: Lightning Helix gains A 3 life; the trigger takes B, the lone opponent, as its target and goes on the stack',
    board: { turn: main, objects: [{ id: 'vito', card: 'Vito, Thorn of the Dusk Rose' }] },
    manual: true,
    actions: [{ kind: 'resolve', source: 'Lightning Helix', controller: 'A', targets: ['B'] }],
    events: ['lifeGained A 3 119.3', 'triggered vito youGainLife 119.9', 'putOnStack vito:0 603.3'],
    players: { A: { life: 23 }, B: { life: 17 } },
    stack: ['vito:0'],
  },
  {
    name: 'CR 119.3, Vito: ... it resolves with the 3 life gained: B loses 3 more',
    board: { turn: main, objects: [{ id: 'vito', card: 'Vito, Thorn of the Dusk Rose' }] },
    actions: [{ kind: 'resolve', source: 'Lightning Helix', controller: 'A', targets: ['B'] }],
    players: { A: { life: 23 }, B: { life: 14 } },
    events: ['lifeLost B 3 119.3', 'resolved a1 608.2n'],
  },
  {
    name: 'CR 603.2c, 701.9a, Needle Specter pumped to 2/3: that player discards that many cards, 2',
    board: {
      turn: combat,
      objects: [
        { id: 'needle', card: 'Needle Specter', counters: { '+1/+1': 1 } },
        { id: 'b1', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
        { id: 'b2', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
        { id: 'b3', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
      ],
    },
    actions: [
      { kind: 'declareAttackers', attackers: attack('needle') },
      toDamage,
      decide({ cards: ['b1', 'b3'] }),
    ],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'hand' }, b3: { zone: 'graveyard' } },
  },
  {
    name: 'CR 701.9b, Needle Specter: ... discarding one card where that many is 2 is refused',
    board: {
      turn: combat,
      objects: [
        { id: 'needle', card: 'Needle Specter', counters: { '+1/+1': 1 } },
        { id: 'b1', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
        { id: 'b2', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
      ],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('needle') }, toDamage, decide({ cards: ['b1'] })],
    refused: '701.9b',
  },
];

describe('"that much": the damage of the trigger event (CR 603.2c, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
