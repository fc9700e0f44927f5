import { describe, expect, it } from 'vitest';
import type { CardData } from '../../../src/cards/card-data.js';
import { poolFromCards } from '../../../src/cards/pool-from-cards.js';
import { check, effectFor, effectOn, modifyPT, type Row, setPT } from '../../support/boards.js';
import { charsOf, pool, stateOf } from '../../support/play.js';

/**
 * A P/T change in layer 7c to "creatures with power 2 or less" (208.1): its filter reads power
 * as the layers have it when the effect is applied, so it depends (613.8a) on every other
 * effect that changes power, which then applies first whatever the timestamps (613.8b); it
 * does not depend on itself, so once applied it stays applied (611.3a: it applies to what its
 * text indicates at that moment). Each expected value is worked out in its comment.
 */

/** "Creatures with power 2 or less get +1/+0", from a source no longer here. */
const small = (timestamp: number) =>
  effectFor(
    { source: 'small', sourceName: 'creatures with power 2 or less get +1/+0', timestamp },
    { types: ['Creature'], ptBound: { of: 'power', side: 'atMost', n: 2 } },
    modifyPT(1, 0),
  );

/** "Creatures get +1/+0", newer or older than `small`. */
const anthem = (timestamp: number) =>
  effectFor(
    { source: 'anthem', sourceName: 'creatures get +1/+0', timestamp },
    { types: ['Creature'] },
    modifyPT(1, 0),
  );

const ROWS: readonly Row[] = [
  // Alone: the 2/2 has power 2, gets +1/+0 -> 3/2, and is not taken out again by its own change.
  {
    name: 'CR 611.3a, 208.1: "creatures with power 2 or less get +1/+0" on a 2/2 -> 3/2; the 3/3 is untouched',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'giant', card: 'Hill Giant' },
      ],
      effects: [small(10)],
    },
    expect: { bear: { pt: '3/2' }, giant: { pt: '3/3' } },
  },
  // The bound effect depends on the anthem (it changes which creatures have power 2 or less);
  // the anthem reads no power. The anthem applies first although newer: 2/2 -> 3/2, then the
  // bear's power is 3 and the bound effect passes it by -> 3/2, not 4/2 by timestamps.
  {
    name: 'CR 613.8a-b: a newer "creatures get +1/+0" still applies first -> the 2/2 is 3/2, not 4/2',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }], effects: [small(10), anthem(20)] },
    expect: { bear: { pt: '3/2' } },
  },
  // The same with the anthem older: 1/1 -> 2/1 by the anthem, power 2 -> 3/1 by the bound.
  {
    name: 'CR 613.8a, 613.7: an older anthem on Llanowar Elves (1/1) -> 2/1, then power 2 or less -> 3/1',
    board: { objects: [{ id: 'elves', card: 'Llanowar Elves' }], effects: [anthem(5), small(10)] },
    expect: { elves: { pt: '3/1' } },
  },
  // Layer 7b comes before 7c (613.4b-c): a newer base 5/5 takes the bear out of the group.
  {
    name: 'CR 613.4b-c: a base-5/5 effect (7b) newer than the bound effect still comes first -> the bear is 5/5',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [
        small(10),
        effectOn({ source: 'b', sourceName: 'base 5/5', on: ['bear'], timestamp: 20 }, setPT(5, 5)),
      ],
    },
    expect: { bear: { pt: '5/5' } },
  },
  // One ability granted to two Elves: two effects sharing one filter. Each changes what the
  // other applies to, a loop settled by timestamps (613.8b). The first: Elves 2/1, bear 3/2;
  // the second then passes the bear by (power 3) and gives each Elf another +1 -> 3/1.
  {
    name: 'CR 613.8b, 611.3a: the same bound granted to two Llanowar Elves -> Elves 3/1 each, the bear only 3/2',
    board: {
      objects: [
        { id: 'elves1', card: 'Llanowar Elves' },
        { id: 'elves2', card: 'Llanowar Elves' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
      effects: [
        effectOn(
          { source: 'grant', sourceName: 'a granting effect', on: ['elves1', 'elves2'], timestamp: 10 },
          {
            kind: 'addAbilities',
            abilities: [
              {
                kind: 'static',
                text: 'Creatures with power 2 or less get +1/+0.',
                effect: small(0).effect,
              },
            ],
          },
        ),
      ],
    },
    expect: { elves1: { pt: '3/1' }, elves2: { pt: '3/1' }, bear: { pt: '3/2' } },
  },
];

describe('P/T-bounded groups in layer 7c (CR 613.8a, 611.3a)', () => {
  it.each(ROWS)('$name', check);
});

/**
 * A made-up enchantment (no printed card has a static P/T-bounded anthem the compiler reads):
 * two copies share one compiled filter, and each must read power afresh as it is applied.
 */
const BOUND_ANTHEM: CardData = {
  name: 'Bounded Anthem',
  manaCost: '{W}',
  colors: ['W'],
  supertypes: [],
  types: ['Enchantment'],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  text: 'Creatures you control with power 2 or less get +1/+0.',
  layout: 'normal',
};
const withAnthem = poolFromCards([
  BOUND_ANTHEM,
  ...['Grizzly Bears'].flatMap((n) => pool.get(n)?.data ?? []),
]);

describe('two copies of one P/T-bounded anthem (CR 613.8b, 611.3a)', () => {
  // Each copy changes what the other applies to: a loop, settled by timestamps (613.8b). The
  // older makes the 2/2 a 3/2; the newer then finds power 3 and passes it by.
  it('Grizzly Bears under two copies -> 3/2, not 4/2', () => {
    const board = {
      objects: [
        { card: 'Bounded Anthem' },
        { card: 'Bounded Anthem' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    };
    const bear = charsOf(stateOf(board, withAnthem), withAnthem).get('bear');
    expect([bear?.power, bear?.toughness]).toEqual([3, 2]);
  });
});
