import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Echo (CR 702.30a): "At the beginning of your upkeep, if this permanent came under your control
 * since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The intervening
 * "if" (603.4) is checked as the upkeep begins; the payment is a choice made on resolution
 * (603.5, 118.12a): the trigger goes on the stack (603.3) and, as it resolves, waits for its
 * controller's answer, given by `decide` with `may`; the mana is made while answering (605.3a,
 * 608.2g). Acridian: "Echo {1}{G}" (ability 0).
 */

/** B's turn 3 ends; advancing to the upkeep reaches A's turn 4. A's last upkeep was in turn 2. */
const beforeUpkeep = { number: 3, active: 'B', step: 'end' } as const;
const advance: Action = { kind: 'advance', to: 'upkeep' };
const echo = (may: boolean): Action => ({ kind: 'decide', may });
/** Llanowar Elves: "{T}: Add {G}.", a mana ability activated while answering (605.3a). */
const tap = (id: string): Action => ({ kind: 'tapForMana', object: id });
const board = (controlledSince: number) => ({
  turn: beforeUpkeep,
  objects: [
    { id: 'acridian', card: 'Acridian', controller: 'A', controlledSince },
    { id: 'elves1', card: 'Llanowar Elves', controller: 'A' },
    { id: 'elves2', card: 'Llanowar Elves', controller: 'A' },
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 702.30a, 603.5: Acridian came under A's control in turn 2, after A's last upkeep began: echo triggers, goes on the stack and waits for the answer",
    board: board(2),
    actions: [advance],
    objects: { acridian: { zone: 'battlefield' } },
    events: ['triggered acridian beginningOfUpkeep 503.1a', 'putOnStack acridian:0 603.3'],
    stack: ['acridian:0'],
    toAct: 'decide A',
  },
  {
    name: 'CR 702.30a, 118.12a: A taps two Llanowar Elves and pays the echo cost {1}{G}: Acridian stays',
    board: board(2),
    actions: [advance, tap('elves1'), tap('elves2'), echo(true)],
    objects: { acridian: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 702.30a, 701.21a: A doesn't pay the echo cost: Acridian is sacrificed",
    board: board(2),
    actions: [advance, echo(false)],
    objects: { acridian: { zone: 'graveyard' } },
    events: ['zoneChange acridian battlefield>graveyard 701.21a'],
  },
  {
    name: 'CR 118.3: with one Llanowar Elves the echo cost {1}{G} can\'t be paid, so "pay" is refused',
    board: board(2),
    actions: [advance, tap('elves1'), echo(true)],
    refused: '118.3',
  },
  {
    name: "CR 702.30a, 603.4: Acridian was A's before A's last upkeep (turn 1): the intervening if fails, nothing triggers",
    board: board(1),
    actions: [advance],
    objects: { acridian: { zone: 'battlefield' } },
    without: ['triggered acridian beginningOfUpkeep 503.1a'],
    stack: [],
  },
];

describe('Echo (CR 702.30)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
