import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever you attack" (CR 508.3d): one or more creatures its controller controls are declared
 * as attackers; it triggers once however many. Thorough Investigation, compiled from its Oracle
 * text ("Whenever you attack, investigate.").
 */

const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const board = (active: string, ...objects: readonly object[]) => ({
  turn: { number: 3, active, step: 'declareAttackers' },
  objects: [{ id: 'investigation', card: 'Thorough Investigation', owner: 'A' }, ...objects],
});
const bear = (id: string, owner = 'A') => ({ id, card: 'Grizzly Bears', owner });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 508.3d, 701.16a, Thorough Investigation: A attacks with two creatures -> one trigger, one Clue',
    board: board('A', bear('a1'), bear('a2')),
    actions: [declare('a1', 'a2')],
    events: ['triggered investigation creaturesAttack 603.2c', 'tokenCreated o4 Clue Token 111.2'],
    without: ['tokenCreated o5 Clue Token 111.2'],
  },
  {
    name: 'CR 508.3d: no creature declared as an attacker is no attack -> nothing',
    board: board('A', bear('a1')),
    actions: [declare()],
    objects: { a1: { attacking: null } },
    without: ['triggered investigation creaturesAttack 603.2c'],
  },
  {
    name: "CR 508.3d: B's attack is not A's -> nothing",
    board: board('B', bear('b1', 'B')),
    actions: [declare('b1')],
    objects: { b1: { attacking: 'A' } },
    without: ['triggered investigation creaturesAttack 603.2c'],
  },
];

describe('"Whenever you attack" (CR 508.3d)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
