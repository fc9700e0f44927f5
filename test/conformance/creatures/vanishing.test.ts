import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Vanishing N (CR 702.63a, January 2026) on Calciderm ("Vanishing 4"), compiled from its Oracle
 * text: it enters with N time counters; at the beginning of its controller's upkeep, if it has a
 * time counter, one is removed (an intervening "if", 603.4); when the last is removed, it is
 * sacrificed, by a trigger of its own.
 */

const toUpkeep: Action = { kind: 'advance', to: 'upkeep' };
/** B's turn, so that advancing to the upkeep reaches A's. */
const theirTurn = (objects: readonly object[]) => ({ turn: { active: 'B', step: 'main1' }, objects });
const calciderm = (time?: number) => ({
  id: 'calc',
  card: 'Calciderm',
  controller: 'A',
  ...(time === undefined ? {} : { counters: { time } }),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Calciderm, CR 702.63a: "Vanishing 4": it enters with four time counters',
    board: { objects: [{ ...calciderm(), zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'calc' }],
    objects: { calc: { zone: 'battlefield', counters: { time: 4 } } },
    events: ['countersChanged calc time +4 614.1c'],
  },
  {
    name: 'Calciderm, CR 702.63a, 503.1a: at the beginning of your upkeep, a time counter is removed',
    board: theirTurn([calciderm(4)]),
    actions: [toUpkeep],
    objects: { calc: { zone: 'battlefield', counters: { time: 3 } } },
    events: ['triggered calc beginningOfUpkeep 503.1a', 'countersChanged calc time -1 702.32a'],
    without: ['triggered calc lastCounterRemovedFromSelf 702.63a'],
  },
  {
    name: 'Calciderm, CR 702.63a: the last time counter is removed, and that triggers its sacrifice',
    board: theirTurn([calciderm(1)]),
    actions: [toUpkeep],
    objects: { calc: { zone: 'graveyard' } },
    events: [
      'countersChanged calc time -1 702.32a',
      'triggered calc lastCounterRemovedFromSelf 702.63a',
      'zoneChange calc battlefield>graveyard 701.21a',
    ],
  },
  {
    name: 'Calciderm, CR 702.63a, 603.4: with no time counter, the upkeep ability does not trigger, and it stays',
    board: theirTurn([calciderm()]),
    actions: [toUpkeep],
    objects: { calc: { zone: 'battlefield' } },
    without: ['triggered calc beginningOfUpkeep 503.1a'],
  },
  {
    name: "Calciderm, CR 702.63a, 503.1a: it does not vanish in an opponent's upkeep",
    board: { objects: [calciderm(4)] },
    actions: [toUpkeep],
    objects: { calc: { counters: { time: 4 } } },
    turn: { active: 'B', step: 'upkeep' },
  },
];

describe('CR 702.63a: vanishing', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
