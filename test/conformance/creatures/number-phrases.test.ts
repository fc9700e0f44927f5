import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { charsOf, checkPlay, type PlayRow, play, stateOf } from '../../support/play.js';

/**
 * Numbers built from a number of the game (CR 107.1, 608.2h): "twice the number of …", "3 minus
 * the number of cards in their hand", "the number of cards in your hand minus 4", "their hand" as
 * the hand of the player whose upkeep it is (603.2c), and "the number of colors of mana spent to
 * cast this spell" (702.44a), and "cards named [this]" (201.5b). Where an effect uses a negative
 * result it uses 0 (107.1b). Real cards, compiled from their Oracle text (MTGJSON, April 2022).
 */

const inHand = (id: string, owner: string) => ({ id, card: 'Forest', zone: 'hand', owner });
const hands = (a: number, b: number) => [
  ...Array.from({ length: a }, (_, i) => inHand(`a${i}`, 'A')),
  ...Array.from({ length: b }, (_, i) => inHand(`b${i}`, 'B')),
];
/** A's `card` on the battlefield, from the end of `active`'s turn 1 into the next upkeep. */
const upkeepAfter = (active: string, card: string, a: number, b: number) => ({
  turn: { number: 1, active, step: 'end' },
  objects: [{ id: 'it', card, controller: 'A' }, ...hands(a, b)],
});
const toUpkeep: Action = { kind: 'advance', to: 'upkeep' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2c, 608.2h: Rackling "At the beginning of each opponent\'s upkeep, Rackling deals X damage to that player, where X is 3 minus the number of cards in their hand." B holds one card -> 2 damage',
    board: upkeepAfter('A', 'Rackling', 5, 1),
    actions: [toUpkeep],
    players: { A: { life: 20 }, B: { life: 18 } },
  },
  {
    name: 'CR 107.1b: Rackling with B holding four cards: 3 minus 4 is -1, so 0 damage and none dealt',
    board: upkeepAfter('A', 'Rackling', 0, 4),
    actions: [toUpkeep],
    players: { B: { life: 20 } },
    without: ['damageDealt it>B 0 lifeLost 120.3a'],
  },
  {
    name: 'CR 603.2c: Iron Maiden "… to that player, where X is the number of cards in their hand minus 4." B holds seven -> 3 damage; A\'s own hand doesn\'t count',
    board: upkeepAfter('A', 'Iron Maiden', 1, 7),
    actions: [toUpkeep],
    players: { B: { life: 17 } },
  },
  {
    name: 'CR 608.2h: Ivory Tower "At the beginning of your upkeep, you gain X life, where X is the number of cards in your hand minus 4." six cards -> 22 life',
    board: upkeepAfter('B', 'Ivory Tower', 6, 0),
    actions: [toUpkeep],
    players: { A: { life: 22 } },
  },
  {
    name: 'CR 603.2c: Dark Suspicions "that player loses X life, where X is the number of cards in that player\'s hand minus the number of cards in your hand." five against two -> B loses 3',
    board: upkeepAfter('A', 'Dark Suspicions', 2, 5),
    actions: [toUpkeep],
    players: { B: { life: 17 } },
  },
  {
    name: 'CR 608.2h: Tezzeret, Agent of Bolas "[−4]: Target player loses X life and you gain X life, where X is twice the number of artifacts you control." three artifacts -> 6 each way',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'tez', card: 'Tezzeret, Agent of Bolas', counters: { loyalty: 5 } },
        { id: 'm1', card: 'Ornithopter' },
        { id: 'm2', card: 'Ornithopter' },
        { id: 'm3', card: 'Sol Ring' },
        { id: 'theirs', card: 'Sol Ring', controller: 'B' },
      ],
    },
    actions: [{ kind: 'activate', object: 'tez', ability: 2, targets: ['B'] }],
    players: { A: { life: 26 }, B: { life: 14 } },
  },
  {
    name: 'CR 702.44a, 608.2h: Kaleidoscorch "deals X damage to any target, where X is the number of colors of mana spent to cast this spell." paid {R}{G} -> 2 damage',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{R}{G}' }, { id: 'B' }],
      objects: [{ id: 'scorch', card: 'Kaleidoscorch', zone: 'hand', owner: 'A' }],
    },
    actions: [{ kind: 'cast', object: 'scorch', targets: ['B'] }],
    players: { B: { life: 18 } },
  },
  {
    name: 'CR 702.44a: Radiant Epicure "When Radiant Epicure enters the battlefield, each opponent loses X life and you gain X life, where X is the number of colors of mana spent to cast this spell." paid {W}{U}{B}{R}{G} -> 5 each way',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{W}{U}{B}{R}{G}' }, { id: 'B' }],
      objects: [{ id: 'epicure', card: 'Radiant Epicure', zone: 'hand', owner: 'A' }],
    },
    actions: [{ kind: 'cast', object: 'epicure' }],
    players: { A: { life: 25 }, B: { life: 15 } },
  },
  {
    name: 'CR 201.5b, 608.2h: Kindle "deals X damage to any target, where X is 2 plus the number of cards named Kindle in all graveyards." one Kindle in each graveyard (not the one resolving, on the stack) -> 4 damage',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{R}{C}' }, { id: 'B' }],
      objects: [
        { id: 'kindle', card: 'Kindle', zone: 'hand', owner: 'A' },
        { id: 'k1', card: 'Kindle', zone: 'graveyard', owner: 'A' },
        { id: 'k2', card: 'Kindle', zone: 'graveyard', owner: 'B' },
        { id: 'bolt', card: 'Lightning Bolt', zone: 'graveyard', owner: 'B' },
      ],
    },
    actions: [{ kind: 'cast', object: 'kindle', targets: ['B'] }],
    players: { B: { life: 16 } },
    objects: { kindle: { zone: 'graveyard' } },
  },
  {
    name: 'CR 201.5b, 608.2h: Undead Servant "create a 2/2 black Zombie creature token for each card named Undead Servant in your graveyard." two there -> two Zombies',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'servant', card: 'Undead Servant', zone: 'hand', owner: 'A' },
        { id: 's1', card: 'Undead Servant', zone: 'graveyard', owner: 'A' },
        { id: 's2', card: 'Undead Servant', zone: 'graveyard', owner: 'A' },
        { id: 'theirs', card: 'Undead Servant', zone: 'graveyard', owner: 'B' },
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'servant' }],
    objects: { o2: { pt: '2/2' }, o3: { pt: '2/2' }, o4: { zone: 'gone' } },
  },
];

describe('number phrases: twice, minus, their hand (CR 107.1b, 603.2c, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});

describe('Rackling over every hand size (CR 107.1b)', () => {
  it('CR 107.1b: B is dealt 3 minus the cards in their hand, never less than 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), (held) => {
        const { state } = play(stateOf(upkeepAfter('A', 'Rackling', 0, held)), [toUpkeep]);
        expect(state.players.find((p) => p.id === 'B')?.life).toBe(20 - Math.max(0, 3 - held));
      }),
      { numRuns: 16 },
    );
  });
});

describe('Plague Rats: "power and toughness are each equal to the number of creatures named Plague Rats on the battlefield" (CR 201.5b, 604.3)', () => {
  it("CR 604.3: three Plague Rats, one of them B's, and a Bears: each is 3/3", () => {
    const rats = ['A', 'A', 'B'].map((controller, i) => ({ id: `r${i}`, card: 'Plague Rats', controller }));
    const state = stateOf({
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [...rats, { id: 'bear', card: 'Grizzly Bears' }],
    });
    const chars = charsOf(state);
    expect(['r0', 'r2'].map((id) => `${chars.get(id)?.power}/${chars.get(id)?.toughness}`)).toEqual([
      '3/3',
      '3/3',
    ]);
  });
});

describe('Majestic Myriarch: "power and toughness are each equal to twice the number of creatures you control" (CR 604.3, 611.3a)', () => {
  const myriarch = (others: number): string => {
    const bears = Array.from({ length: others }, (_, i) => ({ id: `b${i}`, card: 'Grizzly Bears' }));
    const state = stateOf({
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'm', card: 'Majestic Myriarch' }, ...bears],
    });
    const chars = charsOf(state).get('m');
    return `${chars?.power}/${chars?.toughness}`;
  };
  it('CR 604.3: alone it counts itself -> 2/2; with two Bears -> 6/6', () => {
    expect([myriarch(0), myriarch(2)]).toEqual(['2/2', '6/6']);
  });
  it('"twice the number" is the number doubled, for any number of other creatures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), (others) => {
        const n = 2 * (others + 1);
        expect(myriarch(others)).toBe(`${n}/${n}`);
      }),
      { numRuns: 9 },
    );
  });
});
