import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, restricted } from '../../support/play.js';

/**
 * "Can't attack alone" and "can't block alone" (CR 508.1c, 509.1b): restrictions on the whole
 * declaration, on real cards compiled from their Oracle text: Mogg Flunkies ("can't attack or
 * block alone", 3/3), Raging Kronch ("can't attack alone", 4/3), Craven Hulk ("can't block alone").
 */

const board = (objects: readonly object[], effects: readonly object[] = []) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
  effects,
});
const mine = (id: string, card: string) => ({ id, card });
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const eager = (on: string, what: 'attacksEachCombat' | 'blocksEachCombat') =>
  restricted(
    on,
    `This creature ${what === 'attacksEachCombat' ? 'attacks' : 'blocks'} each combat if able.`,
    {
      kind: what,
    },
  );

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 508.1c: Raging Kronch "can\'t attack alone": attacking alone is refused',
    board: board([mine('kronch', 'Raging Kronch'), mine('bear', 'Grizzly Bears')]),
    actions: [declare('kronch')],
    refused: '508.1c',
    objects: { kronch: { attacking: null } },
  },
  {
    name: 'CR 508.1c: Raging Kronch ... attacks with another creature',
    board: board([mine('kronch', 'Raging Kronch'), mine('bear', 'Grizzly Bears')]),
    actions: [declare('kronch', 'bear')],
    objects: { kronch: { attacking: 'B' }, bear: { attacking: 'B' } },
  },
  {
    name: 'CR 509.1b: Mogg Flunkies "can\'t attack or block alone": blocking alone is refused',
    board: board([mine('bear', 'Grizzly Bears'), theirs('mogg', 'Mogg Flunkies')]),
    actions: attackAndBlock(attack('bear'), [block('mogg', 'bear')]),
    refused: '509.1b',
  },
  {
    name: 'CR 509.1b: Mogg Flunkies ... blocks with another blocker, even of another attacker',
    board: board([
      mine('bear', 'Grizzly Bears'),
      mine('mite', 'Memnite'),
      theirs('mogg', 'Mogg Flunkies'),
      theirs('other', 'Grizzly Bears'),
    ]),
    actions: attackAndBlock(attack('bear', 'mite'), [block('mogg', 'bear'), block('other', 'mite')]),
    objects: { mogg: { blocking: 'bear' }, other: { blocking: 'mite' } },
  },
  {
    name: "CR 508.1c-d: a creature that attacks each combat if able but can't attack alone must attack when another can join it",
    board: board(
      [mine('kronch', 'Raging Kronch'), mine('bear', 'Grizzly Bears')],
      [eager('kronch', 'attacksEachCombat')],
    ),
    actions: [declare()],
    refused: '508.1d',
  },
  {
    name: 'CR 508.1c-d: ... and need not attack when no other creature can',
    board: board([mine('kronch', 'Raging Kronch')], [eager('kronch', 'attacksEachCombat')]),
    actions: [declare()],
    objects: { kronch: { attacking: null } },
  },
  {
    name: "CR 509.1b-c: Craven Hulk, which blocks each combat if able but can't block alone, must block when another creature can join it",
    board: board(
      [mine('bear', 'Grizzly Bears'), theirs('hulk', 'Craven Hulk'), theirs('other', 'Memnite')],
      [eager('hulk', 'blocksEachCombat')],
    ),
    actions: attackAndBlock(attack('bear'), []),
    refused: '509.1c',
  },
  {
    name: 'CR 509.1b-c: ... and need not block alone',
    board: board(
      [mine('bear', 'Grizzly Bears'), theirs('hulk', 'Craven Hulk')],
      [eager('hulk', 'blocksEachCombat')],
    ),
    actions: attackAndBlock(attack('bear'), []),
    objects: { hulk: { blocking: null } },
  },
];

describe("can't attack or block alone (CR 508.1c, 509.1b)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
