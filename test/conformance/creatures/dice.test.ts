import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, play, resolveFor, stateOf } from '../../support/play.js';

/**
 * Rolling a die (CR 706) on real cards compiled from their Oracle text. The ability's controller
 * rolls (706.1); the state's pseudo-random generator (started at `seed`, the one that shuffles,
 * 701.24a) decides, so the same state rolls the same, and the generator advances. Each die gives a
 * `dieRolled` event; the sentences after the roll read its result (706.2, 706.4).
 * - Chicken Egg (0/1): "At the beginning of your upkeep, roll a six-sided die. If you roll a 6,
 *   sacrifice Chicken Egg and create a 4/4 red Giant Bird creature token."
 * - Painiac (0/3): "At the beginning of your upkeep, roll a six-sided die. Painiac gets +X/+0 until
 *   end of turn, where X is the result."
 * - Jumbo Imp (0/0): "At the beginning of your upkeep, roll a six-sided die and put a number of +1/+1
 *   counters on Jumbo Imp equal to the result."
 * - Willing Test Subject: "Whenever you roll a 4 or higher on a die, put a +1/+1 counter on Willing Test Subject."
 * - Growth Spurt: "Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is the result."
 * - Box of Free-Range Goblins: "Roll a six-sided die. Create a number of 1/1 red Goblin creature
 *   tokens equal to the result."
 */

/** Seeds whose first d6 roll is 6, 5 and 1, with pure-rand's xoroshiro128+ (engine/zones/random.ts). */
const SIX = 2;
const FIVE = 3;
const ONE = 1;

/** B's turn 1 ends; advancing to the upkeep reaches A's turn 2. */
const upkeepOf = (card: string, seed: number) => ({
  turn: { number: 1, active: 'B', step: 'end' },
  seed,
  objects: [{ id: 'it', card, controller: 'A' }],
});
const toUpkeep: Action = { kind: 'advance', to: 'upkeep' };
const mainWith = (seed: number) => ({
  turn: { number: 2, active: 'A', step: 'main1' },
  seed,
  objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'A' }],
});

/** Painiac's upkeep roll with Willing Test Subject beside it. */
const withSubject = (seed: number) => {
  const board = upkeepOf('Painiac', seed);
  return {
    ...board,
    objects: [...board.objects, { id: 'subject', card: 'Willing Test Subject', controller: 'A' }],
  };
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 706.2, Chicken Egg: A rolls a 6, so the Egg is sacrificed and a 4/4 Giant Bird is created',
    board: upkeepOf('Chicken Egg', SIX),
    actions: [toUpkeep],
    objects: { it: { zone: 'graveyard' } },
    events: ['dieRolled A d6=6 706.2', 'zoneChange it battlefield>graveyard 701.21a'],
  },
  {
    name: 'CR 706.2, Chicken Egg: A rolls a 5, and the Egg stays',
    board: upkeepOf('Chicken Egg', FIVE),
    actions: [toUpkeep],
    objects: { it: { zone: 'battlefield' } },
    events: ['dieRolled A d6=5 706.2'],
  },
  {
    name: 'CR 706.4, 611.2c, Painiac (0/3): A rolls a 5, so it gets +5/+0 until end of turn',
    board: upkeepOf('Painiac', FIVE),
    actions: [toUpkeep],
    objects: { it: { pt: '5/3' } },
    events: ['dieRolled A d6=5 706.2'],
  },
  {
    name: 'CR 706.4, Painiac (0/3): with another seed A rolls a 1, +1/+0',
    board: upkeepOf('Painiac', ONE),
    actions: [toUpkeep],
    objects: { it: { pt: '1/3' } },
    events: ['dieRolled A d6=1 706.2'],
  },
  {
    name: 'CR 706.4, 122.1, Jumbo Imp (0/0) with two +1/+1 counters: A rolls a 5 and puts five more on it',
    board: {
      ...upkeepOf('Jumbo Imp', FIVE),
      objects: [{ id: 'it', card: 'Jumbo Imp', controller: 'A', counters: { '+1/+1': 2 } }],
    },
    actions: [toUpkeep],
    objects: { it: { counters: { '+1/+1': 7 }, pt: '7/7' } },
    events: ['dieRolled A d6=5 706.2'],
  },
  {
    name: 'CR 706.4, Growth Spurt: A rolls a 6, so the target Grizzly Bears (2/2) gets +6/+6',
    board: mainWith(SIX),
    actions: [resolveFor('Growth Spurt', 'bear')],
    objects: { bear: { pt: '8/8' } },
    events: ['dieRolled A d6=6 706.2'],
  },
  {
    name: 'CR 706.4, 111.2, Box of Free-Range Goblins: A rolls a 1, so one Goblin token is created',
    board: mainWith(ONE),
    actions: [resolveFor('Box of Free-Range Goblins')],
    events: ['dieRolled A d6=1 706.2'],
  },
  {
    name: "CR 706.1, 603.2, Willing Test Subject: A rolls a 5 (4 or higher) for Painiac's upkeep trigger, so it gets a +1/+1 counter",
    board: withSubject(FIVE),
    actions: [toUpkeep],
    objects: { subject: { counters: { '+1/+1': 1 } }, it: { pt: '5/3' } },
    events: ['dieRolled A d6=5 706.2'],
  },
  {
    name: 'CR 706.1, Willing Test Subject: A rolls a 1, lower than 4, and it gets no counter',
    board: withSubject(ONE),
    actions: [toUpkeep],
    objects: { subject: { counters: {} }, it: { pt: '1/3' } },
    events: ['dieRolled A d6=1 706.2'],
  },
];

describe("rolling a die with the state's generator (CR 706)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });

  it('CR 706.1a, 706.4: for any seed, the same state rolls the same, a result from 1 to 6, that many Goblins, and the generator advances', () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), (seed) => {
        const start = stateOf(mainWith(seed));
        const first = play(start, [resolveFor('Box of Free-Range Goblins')]);
        const again = play(start, [resolveFor('Box of Free-Range Goblins')]);
        expect(first.refusal).toBeNull();
        expect(first.state).toEqual(again.state);
        const results = first.events.flatMap((e) => (e.kind === 'dieRolled' ? [e.result] : []));
        expect(results).toHaveLength(1);
        const [result = 0] = results;
        expect(result).toBeGreaterThanOrEqual(1);
        expect(result).toBeLessThanOrEqual(6);
        expect(first.events.filter((e) => e.kind === 'tokenCreated')).toHaveLength(result);
        expect(first.state.random).not.toEqual(start.random);
      }),
      { numRuns: 40 },
    );
  });
});
