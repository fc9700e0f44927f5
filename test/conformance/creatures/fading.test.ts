import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Fading N (CR 702.32a, January 2026) on Blastoderm, compiled from its Oracle text: it enters
 * with N fade counters, and at the beginning of its controller's upkeep one is removed, or, with
 * none left, it is sacrificed.
 */

const toUpkeep: Action = { kind: 'advance', to: 'upkeep' };
/** B's turn, so that advancing to the upkeep reaches A's. */
const theirTurn = (objects: readonly object[]) => ({ turn: { active: 'B', step: 'main1' }, objects });
const blastoderm = (fade?: number) => ({
  id: 'beast',
  card: 'Blastoderm',
  controller: 'A',
  ...(fade === undefined ? {} : { counters: { fade } }),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Blastoderm, CR 702.32a: "Fading 3": it enters with three fade counters',
    board: { objects: [{ ...blastoderm(), zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'beast' }],
    objects: { beast: { zone: 'battlefield', counters: { fade: 3 } } },
    events: ['countersChanged beast fade +3 702.32a'],
  },
  {
    name: 'Blastoderm, CR 702.32a, 503.1a: at the beginning of your upkeep, a fade counter is removed',
    board: theirTurn([blastoderm(3)]),
    actions: [toUpkeep],
    objects: { beast: { zone: 'battlefield', counters: { fade: 2 } } },
    events: ['triggered beast beginningOfUpkeep 702.32a', 'countersChanged beast fade -1 702.32a'],
  },
  {
    name: "Blastoderm, CR 702.32a: with no fade counter to remove, it can't, so it is sacrificed",
    board: theirTurn([blastoderm()]),
    actions: [toUpkeep],
    objects: { beast: { zone: 'graveyard' } },
    events: ['zoneChange beast battlefield>graveyard 701.21a'],
  },
  {
    name: "Blastoderm, CR 702.32a, 503.1a: it does not fade in an opponent's upkeep",
    board: { objects: [blastoderm(3)] },
    actions: [toUpkeep],
    objects: { beast: { counters: { fade: 3 } } },
    turn: { active: 'B', step: 'upkeep' },
  },
];

describe('CR 702.32a: fading', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
