import { describe, it } from 'vitest';
import type { Action } from '../../../src/actions/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "That much" (CR 603.2c, 608.2h): the damage of the event that triggered the ability. The
 * cards are real and compiled from their Oracle text:
 * - Horned Cheetah (2/2): "Whenever Horned Cheetah deals damage, you gain that much life."
 * - Jackal Pup (2/1): "Whenever Jackal Pup is dealt damage, it deals that much damage to you."
 * - Wall of Essence (0/4): "Whenever Wall of Essence is dealt combat damage, you gain that much life."
 * - Spitemare (3/3): "Whenever Spitemare is dealt damage, it deals that much damage to any target."
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
    name: 'CR 603.3d, Spitemare: dealt 2 damage, its trigger waits for a target',
    board: { turn: main, objects: [{ id: 'mare', card: 'Spitemare' }, shocker] },
    actions: [shock('mare', 2)],
    events: ['triggerWaiting mare 0 603.3d'],
    players: { B: { life: 20 } },
  },
  {
    name: 'CR 603.2c, Spitemare: ... and resolved with its target and the 2 damage, deals 2 to it',
    board: { turn: main, objects: [{ id: 'mare', card: 'Spitemare' }, shocker] },
    actions: [
      shock('mare', 2),
      { kind: 'resolve', source: 'mare', ability: 0, controller: 'A', targets: ['B'], amount: 2 },
    ],
    players: { B: { life: 18 } },
  },
];

describe('"that much": the damage of the trigger event (CR 603.2c, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
