import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, play, resolveFor, stateOf } from '../../support/play.js';

/**
 * Discarding at random (CR 701.9b: "Some effects, however, require a random discard"), on real
 * cards compiled from their Oracle text. The cards are picked by the state's pseudo-random
 * generator, the one that shuffles libraries (started at `seed`, 701.24a), not by a player: no
 * decision is asked, the same state with the same seed discards the same cards, and the generator
 * advances. The
 * `zoneChange` events name the cards discarded. Two seeds show two outcomes.
 * - Hypnotic Specter: "Whenever Hypnotic Specter deals damage to an opponent, that player
 *   discards a card at random." (ability 1, after flying)
 * - Hymn to Tourach: "Target player discards two cards at random."
 * - Canyon Drake: "{1}, Discard a card at random: Canyon Drake gets +2/+0 until end of turn."
 *   (ability 1, after flying): a cost (602.2b) the hand must be able to pay (118.3).
 * - Balduvian Horde: "When Balduvian Horde enters the battlefield, sacrifice it unless you
 *   discard a card at random." (118.12)
 */

const main = { number: 3, active: 'A', step: 'main1' };
const inHand = (owner: string, ...ids: string[]) =>
  ids.map((id) => ({ id, card: 'Grizzly Bears', zone: 'hand', owner }));
const board = (seed: number, objects: readonly object[], manaPool = '') => ({
  turn: main,
  seed,
  players: [{ id: 'A', manaPool }, { id: 'B' }],
  objects,
});

const specter = (seed: number) =>
  board(seed, [{ id: 'specter', card: 'Hypnotic Specter' }, ...inHand('B', 'b1', 'b2', 'b3')]);
const damageB: Action = { kind: 'damage', source: 'specter', to: [{ to: 'B', amount: 1 }] };
const drake = (seed: number, ...hand: string[]) =>
  board(seed, [{ id: 'drake', card: 'Canyon Drake' }, ...inHand('A', ...hand)], '{R}');
const pump: Action = { kind: 'activate', object: 'drake', ability: 1 };
const horde = (seed: number, ...hand: string[]) =>
  board(seed, [{ id: 'horde', card: 'Balduvian Horde', zone: 'hand' }, ...inHand('A', ...hand)]);
const hordeEnters = (may: boolean): Action[] => [
  { kind: 'putOntoBattlefield', object: 'horde' },
  { kind: 'decide', decisions: [], may },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.9b, 603.2c, Hypnotic Specter, seed 0: B discards b1, picked at random with no decision asked',
    board: specter(0),
    actions: [damageB],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'hand' }, b3: { zone: 'hand' } },
    events: ['zoneChange b1 hand>graveyard 701.9b', 'resolved a1 608.2n'],
    stack: [],
  },
  {
    name: 'CR 701.9b, Hypnotic Specter, seed 3: the same board with another seed discards b3',
    board: specter(3),
    actions: [damageB],
    objects: { b1: { zone: 'hand' }, b2: { zone: 'hand' }, b3: { zone: 'graveyard' } },
    events: ['zoneChange b3 hand>graveyard 701.9b'],
  },
  {
    name: 'CR 701.9b, Hymn to Tourach, seed 3: B discards two cards at random, b3 and b1',
    board: specter(3),
    actions: [resolveFor('Hymn to Tourach', 'B')],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'hand' }, b3: { zone: 'graveyard' } },
    events: ['zoneChange b3 hand>graveyard 701.9b', 'zoneChange b1 hand>graveyard 701.9b'],
  },
  {
    name: 'CR 701.9b, Hymn to Tourach, seed 2: another seed, b1 and b2',
    board: specter(2),
    actions: [resolveFor('Hymn to Tourach', 'B')],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'graveyard' }, b3: { zone: 'hand' } },
  },
  {
    name: 'CR 701.9b, Hymn to Tourach: a hand of one card discards that card, all it holds',
    board: board(1, inHand('B', 'b1')),
    actions: [resolveFor('Hymn to Tourach', 'B')],
    objects: { b1: { zone: 'graveyard' } },
  },
  {
    name: 'CR 602.2b, 701.9b, Canyon Drake, seed 0: the cost discards a1 at random; the 1/2 drake gets +2/+0',
    board: drake(0, 'a1', 'a2'),
    actions: [pump],
    objects: { a1: { zone: 'graveyard' }, a2: { zone: 'hand' }, drake: { pt: '3/2' } },
    events: ['zoneChange a1 hand>graveyard 701.9b'],
  },
  {
    name: 'CR 701.9b, Canyon Drake, seed 1: another seed discards a2',
    board: drake(1, 'a1', 'a2'),
    actions: [pump],
    objects: { a1: { zone: 'hand' }, a2: { zone: 'graveyard' } },
  },
  {
    name: "CR 118.3, Canyon Drake: with no card in hand the cost can't be paid, so the activation is refused",
    board: drake(1),
    actions: [pump],
    refused: '118.3',
  },
  {
    name: 'CR 118.12, 701.9b, Balduvian Horde, seed 0: "yes" discards a1 at random and the Horde stays',
    board: horde(0, 'a1', 'a2', 'a3'),
    actions: hordeEnters(true),
    objects: { horde: { zone: 'battlefield' }, a1: { zone: 'graveyard' }, a2: { zone: 'hand' } },
    events: ['zoneChange a1 hand>graveyard 701.9b'],
  },
  {
    name: 'CR 701.9b, Balduvian Horde, seed 3: another seed discards a3',
    board: horde(3, 'a1', 'a2', 'a3'),
    actions: hordeEnters(true),
    objects: { horde: { zone: 'battlefield' }, a1: { zone: 'hand' }, a3: { zone: 'graveyard' } },
  },
  {
    name: 'CR 118.12, Balduvian Horde: "no" keeps the cards and sacrifices the Horde',
    board: horde(5, 'a1'),
    actions: hordeEnters(false),
    objects: { horde: { zone: 'graveyard' }, a1: { zone: 'hand' } },
  },
  {
    name: 'CR 118.3, Balduvian Horde: with an empty hand the discard can\'t be done, so "yes" is refused',
    board: horde(5),
    actions: hordeEnters(true),
    refused: '118.3',
  },
];

describe("discarding at random from the state's generator (CR 701.9b)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });

  it('CR 701.9b: for any seed and hand, the same state discards the same cards, as many as asked, from that hand, and the generator advances', () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), fc.integer({ min: 0, max: 5 }), (seed, size) => {
        const hand = Array.from({ length: size }, (_, i) => `b${i}`);
        const start = stateOf(board(seed, inHand('B', ...hand)));
        const hymn = [resolveFor('Hymn to Tourach', 'B')];
        const discarded = (state: typeof start) =>
          state.objects.filter((o) => o.zone === 'graveyard' && o.owner === 'B').map((o) => o.id);
        const first = play(start, hymn);
        const again = play(start, hymn);
        expect(first.refusal).toBeNull();
        expect(first.state).toEqual(again.state);
        expect(discarded(first.state)).toHaveLength(Math.min(2, size));
        expect(discarded(first.state).every((id) => hand.includes(id))).toBe(true);
        if (size > 1) expect(first.state.random).not.toEqual(start.random);
      }),
      { numRuns: 60 },
    );
  });
});
