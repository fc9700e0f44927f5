import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Cumulative upkeep (CR 702.24a): "At the beginning of your upkeep, if this permanent is on the
 * battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
 * on it. If you don't, sacrifice it." The trigger goes on the stack (603.3); as it resolves it
 * waits for its controller's answer (603.5, 608.2d), given by `decide` with `may`, and the
 * payment counts the age counter just put on. Mana for it is made while answering (605.3a). Also a life cost in an
 * "unless" (119.4, 118.12a): Carnophage.
 */

/** B's turn 1 ends; advancing to the upkeep reaches A's turn 2. */
const beforeUpkeep = { number: 1, active: 'B', step: 'end' } as const;
const advance: Action = { kind: 'advance', to: 'upkeep' };
const answer = (may: boolean): Action => ({ kind: 'decide', may });
/** Llanowar Elves: "{T}: Add {G}.", a mana ability activated while answering (605.3a). */
const tap = (id: string): Action => ({ kind: 'tapForMana', object: id });
const elves = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `elves${i + 1}`, card: 'Llanowar Elves', controller: 'A' }));

/** Balduvian Fallen: "Cumulative upkeep {1}". */
const fallen = (age: number, mana: number) => ({
  turn: beforeUpkeep,
  objects: [
    { id: 'fallen', card: 'Balduvian Fallen', controller: 'A', ...(age > 0 ? { counters: { age } } : {}) },
    ...elves(mana),
  ],
});

/** Gallowbraid: "Trample / Cumulative upkeep—Pay 1 life." */
const gallowbraid = {
  turn: beforeUpkeep,
  objects: [{ id: 'gallowbraid', card: 'Gallowbraid', controller: 'A', counters: { age: 2 } }],
};

/** Carnophage: "At the beginning of your upkeep, tap Carnophage unless you pay 1 life." */
const carnophage = {
  turn: beforeUpkeep,
  objects: [{ id: 'carnophage', card: 'Carnophage', controller: 'A' }],
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.24a: Balduvian Fallen with no age counter gets one, and {1} for it is paid with one Llanowar Elves',
    board: fallen(0, 1),
    actions: [advance, tap('elves1'), answer(true)],
    objects: { fallen: { zone: 'battlefield', counters: { age: 1 } } },
    players: { A: { mana: 0 } },
    events: [
      'triggered fallen beginningOfUpkeep 503.1a',
      'putOnStack fallen:0 603.3',
      'countersChanged fallen age +1 122.1',
      'resolved a1 608.2n',
    ],
  },
  {
    name: "CR 702.24a, 118.3: with one age counter it gets a second, so {1}{1} is due: one Llanowar Elves can't pay it",
    board: fallen(1, 1),
    actions: [advance, tap('elves1'), answer(true)],
    refused: '118.3',
  },
  {
    name: 'CR 702.24a: with two Llanowar Elves, {1} for each of its two age counters is paid',
    board: fallen(1, 2),
    actions: [advance, tap('elves1'), tap('elves2'), answer(true)],
    objects: { fallen: { zone: 'battlefield', counters: { age: 2 } } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 702.24a, 701.21a: Balduvian Fallen's controller doesn't pay: it is sacrificed",
    board: fallen(1, 0),
    actions: [advance, answer(false)],
    objects: { fallen: { zone: 'graveyard' } },
  },
  {
    name: 'CR 702.24a, 119.4: Gallowbraid with two age counters gets a third, and its controller pays 3 life',
    board: gallowbraid,
    actions: [advance, answer(true)],
    objects: { gallowbraid: { zone: 'battlefield', counters: { age: 3 } } },
    players: { A: { life: 17 } },
    events: ['lifeLost A 3 119.4'],
  },
  {
    name: 'CR 118.3, 119.4: with 2 life, 3 life for three age counters can\'t be paid, so "pay" is refused',
    board: { ...gallowbraid, players: [{ id: 'A', life: 2 }, { id: 'B' }] },
    actions: [advance, answer(true)],
    refused: '118.3',
  },
  {
    name: "CR 118.12a, 119.4: Carnophage's controller pays 1 life: it stays untapped",
    board: carnophage,
    actions: [advance, answer(true)],
    objects: { carnophage: { tapped: false } },
    players: { A: { life: 19 } },
  },
  {
    name: "CR 118.12a, 701.26a: Carnophage's controller doesn't pay: it is tapped",
    board: carnophage,
    actions: [advance, answer(false)],
    objects: { carnophage: { tapped: true } },
    players: { A: { life: 20 } },
  },
];

describe('Cumulative upkeep (CR 702.24) and life paid on resolution (119.4)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
