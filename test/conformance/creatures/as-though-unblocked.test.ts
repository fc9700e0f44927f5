import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { CombatDamageDivision } from '../../../src/engine/combat/combat-damage.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Thorn Elemental (7/7): "You may have Thorn Elemental assign its combat damage as though it
 * weren't blocked." Blocked, its controller may give all its damage to the player it attacks
 * (as 510.1b says of an unblocked creature) instead of to its blockers (510.1c); the blockers
 * still deal theirs. Compiled from its Oracle text.
 */

const board = {
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects: [
    { id: 'thorn', card: 'Thorn Elemental' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
  ],
};
const damage = (division?: CombatDamageDivision): Action =>
  division
    ? { kind: 'advance', to: 'combatDamage', damage: division }
    : { kind: 'advance', to: 'combatDamage' };
const blocked = attackAndBlock(attack('thorn'), [block('bear', 'thorn')]);

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 510.1b-c: Thorn Elemental, blocked, assigns all 7 damage to the player it attacks as though unblocked',
    board,
    actions: [...blocked, damage({ thorn: { B: 7 } })],
    players: { B: { life: 13 } },
    objects: { bear: { damage: 0, zone: 'battlefield' }, thorn: { damage: 2 } },
  },
  {
    name: 'CR 510.1c: ... or, by default, to its blocker',
    board,
    actions: [...blocked, damage()],
    players: { B: { life: 20 } },
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: 'CR 510.1c: ... but not split between the player and its blocker',
    board,
    actions: [...blocked, damage({ thorn: { B: 5, bear: 2 } })],
    refused: '510.1c',
  },
];

describe("assigning combat damage as though it weren't blocked (CR 510.1b-c)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
