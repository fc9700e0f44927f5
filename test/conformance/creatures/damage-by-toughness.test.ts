import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 510.1a, 101.1: "assigns combat damage equal to its toughness rather than its power". Real
 * cards, compiled from their Oracle text: Doran, the Siege Tower ("Each creature assigns combat
 * damage equal to its toughness rather than its power.") and Belligerent Brontodon ("Each
 * creature you control assigns ...") and Ancient Lumberknot ("Each creature you control with
 * toughness greater than its power assigns ...", 208.1: read as combat damage is assigned). Atzocan Archer is a 1/4, Craw Wurm a 6/4.
 */

const atDeclareAttackers = { number: 1, active: 'A', step: 'declareAttackers' } as const;
const toDamage: Action = { kind: 'advance', to: 'combatDamage' };
const archer = { id: 'archer', card: 'Atzocan Archer' };
const wurm = { id: 'wurm', card: 'Craw Wurm', controller: 'B' };
const archerBlockedByWurm = [...attackAndBlock(attack('archer'), [block('wurm', 'archer')]), toDamage];

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 510.1a, 510.1b, Doran, the Siege Tower (0/5) attacks unblocked: it assigns 5, its toughness',
    board: { turn: atDeclareAttackers, objects: [{ id: 'doran', card: 'Doran, the Siege Tower' }] },
    actions: [{ kind: 'declareAttackers', attackers: attack('doran') }, toDamage],
    players: { B: { life: 15 } },
    events: ['damageDealt doran>B 5 lifeLost 120.3a'],
  },
  {
    name: "CR 510.1c-d, Doran: each creature, its controller's and the opponent's: Atzocan Archer assigns 4 to Craw Wurm, which assigns 4 back; both die",
    board: {
      turn: atDeclareAttackers,
      objects: [{ id: 'doran', card: 'Doran, the Siege Tower' }, archer, wurm],
    },
    actions: archerBlockedByWurm,
    objects: { archer: { zone: 'graveyard' }, wurm: { zone: 'graveyard' } },
    events: ['damageDealt archer>wurm 4 marked 120.3e', 'damageDealt wurm>archer 4 marked 120.3e'],
  },
  {
    name: "CR 510.1a, Belligerent Brontodon: only its controller's creatures: Atzocan Archer assigns 4, Craw Wurm still its power, 6",
    board: {
      turn: atDeclareAttackers,
      objects: [{ id: 'bronto', card: 'Belligerent Brontodon' }, archer, wurm],
    },
    actions: archerBlockedByWurm,
    objects: { archer: { zone: 'graveyard' }, wurm: { zone: 'graveyard' } },
    events: ['damageDealt archer>wurm 4 marked 120.3e', 'damageDealt wurm>archer 6 marked 120.3e'],
  },
  {
    name: "CR 510.1a, 208.1, Ancient Lumberknot: Atzocan Archer (1/4, toughness greater than power) assigns 4 to Craw Wurm; A's own Craw Wurm (6/4) still its power, 6 to B",
    board: {
      turn: atDeclareAttackers,
      objects: [{ id: 'knot', card: 'Ancient Lumberknot' }, archer, wurm, { id: 'mine', card: 'Craw Wurm' }],
    },
    actions: [...attackAndBlock(attack('archer', 'mine'), [block('wurm', 'archer')]), toDamage],
    players: { B: { life: 14 } },
    events: ['damageDealt archer>wurm 4 marked 120.3e', 'damageDealt mine>B 6 lifeLost 120.3a'],
  },
  {
    name: 'CR 510.1a: without either, Atzocan Archer assigns its power, 1',
    board: { turn: atDeclareAttackers, objects: [archer, wurm] },
    actions: archerBlockedByWurm,
    objects: { archer: { zone: 'graveyard' }, wurm: { zone: 'battlefield', damage: 1 } },
    events: ['damageDealt archer>wurm 1 marked 120.3e'],
  },
];

describe('combat damage equal to toughness (CR 510.1a, 101.1)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
