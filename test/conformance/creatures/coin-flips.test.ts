import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow, play, stateOf } from '../../support/play.js';

/**
 * Flipping a coin (CR 705.1-705.2): "Flip a coin. If you win the flip, [sentence]. If you lose
 * the flip, [sentence]." on real cards compiled from their Oracle text. The ability's controller
 * flips; the state's pseudo-random generator (started at `seed`, the one that shuffles, 701.24a)
 * decides, so the same state with the same seed flips the same way, and the generator advances. The
 * `coinFlipped` event tells who flipped and whether they won. Two seeds show both outcomes.
 * - Scoria Wurm: "At the beginning of your upkeep, flip a coin. If you lose the flip, return
 *   Scoria Wurm to its owner's hand."
 * - Skyclaw Thrash (4/4): "Whenever Skyclaw Thrash attacks, flip a coin. If you win the flip,
 *   Skyclaw Thrash gets +1/+1 and gains flying until end of turn."
 */

/** Seeds whose first flip is lost (1) and won (2), with pure-rand's xoroshiro128+ (engine/zones/random.ts). */
const LOSE = 1;
const WIN = 2;

/** B's turn 1 ends; advancing to the upkeep reaches A's turn 2. */
const wurm = (seed: number) => ({
  turn: { number: 1, active: 'B', step: 'end' },
  seed,
  objects: [{ id: 'wurm', card: 'Scoria Wurm', controller: 'A' }],
});
const toUpkeep: Action = { kind: 'advance', to: 'upkeep' };
const thrash = (seed: number) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  seed,
  objects: [{ id: 'thrash', card: 'Skyclaw Thrash' }],
});
const attacks: Action = { kind: 'declareAttackers', attackers: attack('thrash') };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 705.2, Scoria Wurm: A loses the flip, so the Wurm returns to its owner's hand",
    board: wurm(LOSE),
    actions: [toUpkeep],
    objects: { wurm: { zone: 'hand' } },
    events: ['coinFlipped A lost 705.2', 'zoneChange wurm battlefield>hand 400.7'],
  },
  {
    name: 'CR 705.2, Scoria Wurm: with another seed A wins the flip, and the Wurm stays',
    board: wurm(WIN),
    actions: [toUpkeep],
    objects: { wurm: { zone: 'battlefield' } },
    events: ['coinFlipped A won 705.2'],
  },
  {
    name: 'CR 705.2, Skyclaw Thrash: A wins the flip, so it gets +1/+1 and gains flying until end of turn',
    board: thrash(WIN),
    actions: [attacks],
    objects: { thrash: { pt: '5/5', keywords: ['Flying'] } },
    events: ['coinFlipped A won 705.2'],
  },
  {
    name: 'CR 705.2, Skyclaw Thrash: A loses the flip, and it stays a 4/4 without flying',
    board: thrash(LOSE),
    actions: [attacks],
    objects: { thrash: { pt: '4/4', keywords: [] } },
    events: ['coinFlipped A lost 705.2'],
  },
];

describe("flipping a coin with the state's generator (CR 705)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });

  it('CR 705.2: for any seed, the same state flips the same way, the Wurm goes where the outcome says, and the generator advances', () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), (seed) => {
        const start = stateOf(wurm(seed));
        const first = play(start, [toUpkeep]);
        const again = play(start, [toUpkeep]);
        expect(first.refusal).toBeNull();
        expect(first.state).toEqual(again.state);
        const flips = first.events.flatMap((e) => (e.kind === 'coinFlipped' ? [e.won] : []));
        expect(flips).toHaveLength(1);
        const wurmZone = first.state.objects.find((o) => o.card === 'Scoria Wurm')?.zone;
        expect(wurmZone).toBe(flips[0] ? 'battlefield' : 'hand');
        expect(first.state.random).toBeDefined();
        expect(first.state.random).not.toEqual(stateOf(wurm(seed)).random);
      }),
      { numRuns: 40 },
    );
  });
});
