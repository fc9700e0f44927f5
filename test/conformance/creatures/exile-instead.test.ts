import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, resolveFor } from '../../support/play.js';

/**
 * "If that creature would die this turn, exile it instead" (CR 614.1a) on real cards compiled
 * from their Oracle text: Magma Spray ("Magma Spray deals 2 damage to target creature. If that
 * creature would die this turn, exile it instead.") and Lava Coil (4 damage). The creature
 * that would die goes to exile: it doesn't die (700.4), so its dies abilities don't trigger.
 */

const board = (objects: readonly object[], more: object = {}) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A' }, { id: 'B' }],
  objects: [...objects, ...['j0', 'j1'].map((id) => ({ id, card: 'Island', owner: 'B', zone: 'library' }))],
  ...more,
});
const murder = (target: string): Action => ({
  kind: 'resolve',
  source: 'Murder',
  controller: 'A',
  targets: [target],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 614.1a: Magma Spray deals 2 damage to Grizzly Bears, which would die and is exiled instead',
    board: board([{ id: 'bear', card: 'Grizzly Bears', owner: 'B' }]),
    actions: [resolveFor('Magma Spray', 'bear')],
    objects: { bear: { zone: 'exile' } },
    events: ['zoneChange bear battlefield>exile 614.1a'],
  },
  {
    name: 'CR 614.1a, 700.4: Endless Cockroaches exiled instead doesn\'t die: its "When ~ dies" doesn\'t trigger',
    board: board([{ id: 'roach', card: 'Endless Cockroaches', owner: 'B' }]),
    actions: [resolveFor('Magma Spray', 'roach')],
    objects: { roach: { zone: 'exile' } },
    without: ['triggered roach dies 603.10a'],
  },
  {
    name: "CR 614.1a: the replacement lasts the turn: Lava Coil's creature that survived, destroyed later this turn, is exiled",
    board: board([{ id: 'giant', card: 'Hill Giant', owner: 'B', counters: { '+1/+1': 2 } }]),
    actions: [resolveFor('Lava Coil', 'giant'), murder('giant')],
    objects: { giant: { zone: 'exile' } },
  },
  {
    name: 'CR 514.2: the cleanup step ends it: destroyed in the next turn, the creature goes to the graveyard',
    board: board([{ id: 'giant', card: 'Hill Giant', owner: 'B', counters: { '+1/+1': 2 } }]),
    actions: [resolveFor('Lava Coil', 'giant'), { kind: 'advance', to: 'upkeep' }, murder('giant')],
    objects: { giant: { zone: 'graveyard' } },
  },
];

describe('"If that creature would die this turn, exile it instead" (CR 614.1a)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
