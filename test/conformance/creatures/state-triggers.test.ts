import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * State-triggered abilities (CR 603.8): they trigger as soon as the game state matches their
 * condition, checked here each time state-based actions have settled (704.3). Real cards,
 * compiled from their Oracle text.
 */

const stoneRain = (target: string): Action => ({
  kind: 'resolve',
  source: 'Stone Rain',
  controller: 'B',
  targets: [target],
});

/** Manta Ray: "When you control no Islands, sacrifice Manta Ray." (ability 2) */
const mantaRay = (islands: number) => ({
  objects: [
    { id: 'ray', card: 'Manta Ray' },
    ...Array.from({ length: islands }, (_, i) => ({ id: `island${i + 1}`, card: 'Island' })),
    { id: 'theirIsland', card: 'Island', controller: 'B' },
  ],
});

/** Goblins of the Flarg: "When you control a Dwarf, sacrifice Goblins of the Flarg." (ability 1) */
const flarg = {
  objects: [
    { id: 'goblins', card: 'Goblins of the Flarg' },
    { id: 'trader', card: 'Dwarven Trader', zone: 'hand', owner: 'A' },
  ],
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.8: Manta Ray\'s controller\'s last Island is destroyed: "When you control no Islands" sacrifices it',
    board: mantaRay(1),
    actions: [stoneRain('island1')],
    objects: { ray: { zone: 'graveyard' } },
    events: ['triggered ray stateHolds 603.8', 'zoneChange ray battlefield>graveyard 701.21a'],
  },
  {
    name: 'CR 603.8: with another Island left, Manta Ray stays',
    board: mantaRay(2),
    actions: [stoneRain('island1')],
    objects: { ray: { zone: 'battlefield' } },
    without: ['triggered ray stateHolds 603.8'],
  },
  {
    name: "CR 603.8: an opponent's Island is not one Manta Ray's controller controls",
    board: mantaRay(1),
    actions: [stoneRain('theirIsland')],
    objects: { ray: { zone: 'battlefield' } },
  },
  {
    name: 'CR 603.8: Goblins of the Flarg is sacrificed as its controller comes to control a Dwarf',
    board: flarg,
    actions: [{ kind: 'putOntoBattlefield', object: 'trader' }],
    objects: { goblins: { zone: 'graveyard' }, trader: { zone: 'battlefield' } },
    events: ['triggered goblins stateHolds 603.8'],
  },
];

describe('state triggers (CR 603.8)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
