import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "If a +1/+1 counter was put on a permanent under your control this turn" (CR 122.6, 603.4):
 * the turn counts, for each player, the +1/+1 counters put on permanents they control, entering
 * with them too (`turn.plusOneCountersPut`, gone with the next turn, 500.1). Fairgrounds
 * Trumpeter's Oracle text: "At the beginning of each end step, if a +1/+1 counter was put on a
 * permanent under your control this turn, put a +1/+1 counter on Fairgrounds Trumpeter."
 */

const board = (objects: readonly object[], turn: object = {}) => ({
  turn: { step: 'main1', active: 'A', ...turn },
  objects,
});
const trumpeter = { id: 'trump', card: 'Fairgrounds Trumpeter' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const toEnd: Action = { kind: 'advance', to: 'end' };
const counters = (object: string, counter = '+1/+1'): Action => ({
  kind: 'counters',
  object,
  counter,
  amount: 1,
});

const ROWS: readonly PlayRow[] = [
  {
    name: "Fairgrounds Trumpeter, CR 122.6, 603.4: a +1/+1 counter put on A's Grizzly Bears this turn -> a counter at the end step (3/3)",
    board: board([trumpeter, bear]),
    actions: [counters('bear'), toEnd],
    objects: { trump: { counters: { '+1/+1': 1 }, pt: '3/3' } },
  },
  {
    name: 'Fairgrounds Trumpeter, CR 122.6: Adaptive Shimmerer entering with three +1/+1 counters had them put on it',
    board: board([trumpeter, { id: 'shim', card: 'Adaptive Shimmerer', zone: 'hand' }]),
    actions: [{ kind: 'putOntoBattlefield', object: 'shim' }, toEnd],
    objects: { trump: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'Fairgrounds Trumpeter, CR 603.4: none put on this turn -> no counter',
    board: board([trumpeter, bear]),
    actions: [toEnd],
    objects: { trump: { counters: {}, pt: '2/2' } },
  },
  {
    name: 'Fairgrounds Trumpeter: a -1/-1 counter is not a +1/+1 counter',
    board: board([trumpeter, bear]),
    actions: [counters('bear', '-1/-1'), toEnd],
    objects: { trump: { counters: {} } },
  },
  {
    name: "Fairgrounds Trumpeter: a +1/+1 counter put on B's creature is not under A's control",
    board: board([trumpeter, { ...bear, controller: 'B' }]),
    actions: [counters('bear'), toEnd],
    objects: { trump: { counters: {} } },
  },
  {
    name: 'Fairgrounds Trumpeter, CR 603.4: "each end step" is B\'s too; a board file saying A had one put on this turn',
    board: board([{ ...trumpeter, controller: 'A' }], { active: 'B', plusOneCountersPut: { A: 1 } }),
    actions: [toEnd],
    objects: { trump: { counters: { '+1/+1': 1 } } },
  },
];

describe('CR 122.6, 603.4: a +1/+1 counter was put on a permanent under your control this turn', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
