import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Modular N (CR 702.43a, January 2026) on the Arcbound creatures, compiled from their Oracle
 * text: it enters with N +1/+1 counters, and when it dies its controller may put a +1/+1 counter
 * on target artifact creature for each +1/+1 counter it had as it died, its last known
 * information (608.2h). The trigger waits for its target (603.3d), then is resolved with it.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const boardWith = (...objects: object[]) => ({ turn: main, objects });
/** Ability 1 of a modular card is its dies trigger (ability 0 its "enters with"). */
const modular = (source: string, targets: string[], may: boolean): Action => ({
  kind: 'resolve',
  source,
  ability: 1,
  controller: 'A',
  targets,
  may,
});
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
    actions: [dies('bruiser'), modular('bruiser', ['worker'], true)],
    objects: { bruiser: { zone: 'graveyard' }, worker: { counters: { '+1/+1': 5 }, pt: '5/5' } },
    events: ['triggerWaiting bruiser 1 603.3d', 'countersChanged worker +1/+1 +4 122.1'],
  },
  {
    name: 'Arcbound Bruiser, CR 603.5: its controller may decline, and nothing is put',
    board: boardWith(bruiser, worker),
    actions: [dies('bruiser'), modular('bruiser', ['worker'], false)],
    objects: { worker: { counters: { '+1/+1': 1 } } },
    without: ['countersChanged worker +1/+1 +4 122.1'],
  },
  {
    name: 'Arcbound Worker, CR 702.43a: with no +1/+1 counter as it died, it puts none',
    board: boardWith({ id: 'worker', card: 'Arcbound Worker' }, { ...bruiser, id: 'other' }),
    actions: [dies('worker'), modular('worker', ['other'], true)],
    objects: { other: { counters: { '+1/+1': 4 } } },
  },
  {
    name: 'Arcbound Bruiser, CR 702.43a, 115.1: Grizzly Bears is no artifact creature to target',
    board: boardWith(bruiser, { id: 'bear', card: 'Grizzly Bears' }),
    actions: [dies('bruiser'), modular('bruiser', ['bear'], true)],
    refused: '601.2c',
  },
];

describe('CR 702.43a: modular', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
