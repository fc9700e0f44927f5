import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow, resolveFor } from '../../support/play.js';

/**
 * Doubling power (CR 701.10a-c) and "+X/+0, where X is its power" on a target (608.2h): X is
 * each creature's own power as the spell resolves, and the effect keeps it (611.2c). Doubling
 * adds a negative power as it is (701.10c); "+X" of a negative power is +0 (107.1b). Each card is
 * compiled from its Oracle text.
 */

const board = (objects: readonly object[]) => ({ turn: { number: 3, active: 'A', step: 'main1' }, objects });
const fury = (target: string): Action => resolveFor('Unleash Fury', target);
/** Feral Animist, 2/1, at -1/2: three -1/-1 counters, two Builder's Blessings' +0/+2. */
const atMinusOne = [
  { id: 'animist', card: 'Feral Animist', counters: { '-1/-1': 3 } },
  { id: 'b1', card: "Builder's Blessing" },
  { id: 'b2', card: "Builder's Blessing" },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.10b: Unleash Fury "Double the power of target creature until end of turn." on Grizzly Bears -> 4/2',
    board: board([{ id: 'bear', card: 'Grizzly Bears' }]),
    actions: [fury('bear')],
    objects: { bear: { pt: '4/2' } },
  },
  {
    name: 'CR 701.10b, 611.2c: Unleash Fury then Giant Growth: the +2/+0 stays as it was fixed -> 7/5',
    board: board([{ id: 'bear', card: 'Grizzly Bears' }]),
    actions: [fury('bear'), resolveFor('Giant Growth', 'bear')],
    objects: { bear: { pt: '7/5' } },
  },
  {
    name: 'CR 701.10c: Unleash Fury on a -1/2 creature: it gets -1/-0 -> -2/2',
    board: board(atMinusOne),
    actions: [fury('animist')],
    objects: { animist: { pt: '-2/2' } },
  },
  {
    name: 'CR 107.1b, 608.2h: Rush of Blood "Target creature gets +X/+0 until end of turn, where X is its power." on a -1/2 creature: +0/+0 -> -1/2',
    board: board(atMinusOne),
    actions: [resolveFor('Rush of Blood', 'animist')],
    objects: { animist: { pt: '-1/2' } },
  },
  {
    name: 'CR 608.2h: Rush of Blood on Grizzly Bears with a +1/+1 counter: its power, 3 -> 6/3',
    board: board([{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }]),
    actions: [resolveFor('Rush of Blood', 'bear')],
    objects: { bear: { pt: '6/3' } },
  },
  {
    name: 'CR 701.10b, 608.2h: Unnatural Growth "double the power and toughness of each creature you control until end of turn": each its own -> 4/4 and 2/2',
    board: board([
      { id: 'growth', card: 'Unnatural Growth' },
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'elf', card: 'Llanowar Elves' },
      { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
    ]),
    actions: [{ kind: 'advance', to: 'beginCombat' }],
    objects: { bear: { pt: '4/4' }, elf: { pt: '2/2' }, theirs: { pt: '2/2' } },
  },
  {
    name: 'CR 701.10b, 506.5: Grunn, the Lonely King (5/5) attacking alone doubles its power and toughness -> 10/10',
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      objects: [{ id: 'grunn', card: 'Grunn, the Lonely King' }],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('grunn') }],
    objects: { grunn: { pt: '10/10' } },
  },
  {
    name: 'CR 701.10b: Grunn with two -1/-1 counters (3/3) attacking alone -> 6/6, its power as the trigger resolves',
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      objects: [{ id: 'grunn', card: 'Grunn, the Lonely King', counters: { '-1/-1': 2 } }],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('grunn') }],
    objects: { grunn: { pt: '6/6' } },
  },
];

describe('doubling power and "+X/+0, where X is its power" (CR 701.10, 608.2h, 107.1b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});

describe('CR 701.10b-c: doubling twice is four times the power, negative or not (property)', () => {
  it('Wall of Stone (0/8) with k +1/+1 and m -1/-1 counters, doubled twice: power 4(k - m), toughness unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (k, m) => {
        const power = k - m;
        const played = checkPlay({
          name: `k ${k}, m ${m}`,
          board: board([{ id: 'wall', card: 'Wall of Stone', counters: { '+1/+1': k, '-1/-1': m } }]),
          actions: [fury('wall'), fury('wall')],
          objects: { wall: { pt: `${4 * power}/${8 + power}` } },
        });
        expect(played.refusal).toBeNull();
      }),
      { numRuns: 30 },
    );
  });
});
