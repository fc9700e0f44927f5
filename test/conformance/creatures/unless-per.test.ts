import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[Sacrifice it] unless you pay {1} for each [thing]" (CR 118.12, 608.2d): as the ability
 * resolves its controller answers `may`; the mana cost is paid that many times, counted as it
 * resolves, and a cost that can't be paid fully can't be chosen (118.3). Mana for it is made
 * while answering (605.3a). Real cards, compiled from their Oracle text:
 * - Phantasmal Sphere (0/1): "At the beginning of your upkeep, put a +1/+1 counter on Phantasmal
 *   Sphere, then sacrifice Phantasmal Sphere unless you pay {1} for each +1/+1 counter on it."
 * - Megatherium: "When Megatherium enters the battlefield, sacrifice it unless you pay {1} for each
 *   card in your hand."
 */

const beforeUpkeep = { number: 1, active: 'B', step: 'end' } as const;
const advance: Action = { kind: 'advance', to: 'upkeep' };
const answer = (may: boolean): Action => ({ kind: 'decide', may });
const tap = (id: string): Action => ({ kind: 'tapForMana', object: id });
const elves = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `elves${i + 1}`, card: 'Llanowar Elves', controller: 'A' }));

/** Phantasmal Sphere with `counters` +1/+1 counters and `mana` Llanowar Elves beside it. */
const sphere = (counters: number, mana: number) => ({
  turn: beforeUpkeep,
  objects: [
    { id: 'sphere', card: 'Phantasmal Sphere', controller: 'A', counters: { '+1/+1': counters } },
    ...elves(mana),
  ],
});

/** Megatherium entering with two other cards in A's hand and two Llanowar Elves. */
const megatherium = {
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'mega', card: 'Megatherium', zone: 'hand', owner: 'A' },
    { id: 'h1', card: 'Island', zone: 'hand', owner: 'A' },
    { id: 'h2', card: 'Island', zone: 'hand', owner: 'A' },
    ...elves(2),
  ],
};
const enterMega: Action = { kind: 'putOntoBattlefield', object: 'mega' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 118.12, 122.1, Phantasmal Sphere with one counter: it gets a second, and {1} for each of the two is paid with two Llanowar Elves',
    board: sphere(1, 2),
    actions: [advance, tap('elves1'), tap('elves2'), answer(true)],
    objects: { sphere: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '2/3' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 118.3, Phantasmal Sphere with one counter: the second counter makes {1}{1} due, which one Llanowar Elves can't pay",
    board: sphere(1, 1),
    actions: [advance, tap('elves1'), answer(true)],
    refused: '118.3',
  },
  {
    name: "CR 701.21a, Phantasmal Sphere: its controller doesn't pay, and it is sacrificed after the counter is put on",
    board: sphere(0, 0),
    actions: [advance, answer(false)],
    objects: { sphere: { zone: 'graveyard' } },
    events: ['countersChanged sphere +1/+1 +1 122.1'],
  },
  {
    name: 'CR 118.12, Megatherium: two cards in hand, so {1}{1} is paid and it stays',
    board: megatherium,
    actions: [enterMega, tap('elves1'), tap('elves2'), answer(true)],
    objects: { mega: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 118.3, Megatherium: two cards in hand make {1}{1} due, which one Llanowar Elves can't pay",
    board: megatherium,
    actions: [enterMega, tap('elves1'), answer(true)],
    refused: '118.3',
  },
];

describe('"unless you pay {1} for each [thing]" (CR 118.12, 118.3)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
