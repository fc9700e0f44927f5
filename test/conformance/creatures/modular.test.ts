import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * Modular N (CR 702.43a, January 2026) on the Arcbound creatures, compiled from their Oracle
 * text: it enters with N +1/+1 counters, and when it dies its controller may put a +1/+1 counter
 * on target artifact creature for each +1/+1 counter it had as it died, its last known
 * information (608.2h). The trigger takes its target as it is put on the stack (603.3d: chosen
 * with `orderTriggers` among several artifact creatures, automatically when there is one, and
 * removed with none); as it resolves it waits for the "may" answer (603.5, `decide`).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const boardWith = (...objects: object[]) => ({ turn: main, objects });
/** CR 603.5: the answer to the resolving dies trigger's "you may". */
const modular = (may: boolean): Action => ({ kind: 'decide', may });
const dies = (object: string): Action => ({ kind: 'move', object, to: 'graveyard' });
const bruiser = { id: 'bruiser', card: 'Arcbound Bruiser', counters: { '+1/+1': 4 } };
const worker = { id: 'worker', card: 'Arcbound Worker', counters: { '+1/+1': 1 } };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Arcbound Bruiser, CR 702.43a: "Modular 3": it enters with three +1/+1 counters',
    board: boardWith({ id: 'bruiser', card: 'Arcbound Bruiser', zone: 'hand' }),
    actions: [{ kind: 'putOntoBattlefield', object: 'bruiser' }],
    objects: { bruiser: { zone: 'battlefield', counters: { '+1/+1': 3 }, pt: '3/3' } },
  },
  {
    name: 'Arcbound Bruiser, CR 702.43a, 608.2h: it dies with four +1/+1 counters; Arcbound Worker gets four',
    board: boardWith(bruiser, worker),
    actions: [dies('bruiser'), modular(true)],
    objects: { bruiser: { zone: 'graveyard' }, worker: { counters: { '+1/+1': 5 }, pt: '5/5' } },
    events: ['putOnStack bruiser:1 603.3', 'countersChanged worker +1/+1 +4 122.1', 'resolved a1 608.2n'],
  },
  {
    name: 'Arcbound Bruiser, CR 603.3d, 603.5: its trigger, its lone legal target taken, waits on the stack for the "may" answer',
    board: boardWith(bruiser, worker),
    actions: [dies('bruiser')],
    objects: { worker: { counters: { '+1/+1': 1 } } },
    toAct: 'decide A',
    stack: ['bruiser:1'],
  },
  {
    name: 'Arcbound Bruiser, CR 603.3d: with two artifact creatures its controller chooses the target',
    board: boardWith(bruiser, worker, { ...worker, id: 'worker2' }),
    actions: [dies('bruiser'), targeting('bruiser', 'worker2'), modular(true)],
    objects: { worker: { counters: { '+1/+1': 1 } }, worker2: { counters: { '+1/+1': 5 } } },
  },
  {
    name: 'Arcbound Bruiser, CR 603.5: its controller may decline, and nothing is put',
    board: boardWith(bruiser, worker),
    actions: [dies('bruiser'), modular(false)],
    objects: { worker: { counters: { '+1/+1': 1 } } },
    without: ['countersChanged worker +1/+1 +4 122.1'],
  },
  {
    name: 'Arcbound Worker, CR 702.43a: with no +1/+1 counter as it died, it puts none',
    board: boardWith({ id: 'worker', card: 'Arcbound Worker' }, { ...bruiser, id: 'other' }),
    actions: [dies('worker'), modular(true)],
    objects: { other: { counters: { '+1/+1': 4 } } },
  },
  {
    name: 'Arcbound Bruiser, CR 702.43a, 115.1: Grizzly Bears is no artifact creature to target',
    board: boardWith(bruiser, worker, { ...worker, id: 'worker2' }, { id: 'bear', card: 'Grizzly Bears' }),
    actions: [dies('bruiser'), targeting('bruiser', 'bear')],
    refused: '601.2c',
    toAct: 'orderTriggers A',
  },
  {
    name: 'Arcbound Bruiser, CR 603.3d: with no artifact creature left to target, its trigger is removed',
    board: boardWith(bruiser, { id: 'bear', card: 'Grizzly Bears' }),
    actions: [dies('bruiser')],
    objects: { bear: { counters: {} } },
    events: ['triggerRemoved bruiser 603.3d'],
    stack: [],
  },
];

describe('CR 702.43a: modular', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
