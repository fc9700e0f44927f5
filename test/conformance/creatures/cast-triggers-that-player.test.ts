import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever an opponent casts a [kind of] spell, … that player …" (CR 601.2i, 603.2c): the
 * player who cast the spell is "that player". Real cards compiled from their Oracle text: Kambal,
 * Consul of Allocation ("Whenever an opponent casts a noncreature spell, that player loses 2 life
 * and you gain 2 life.") and Memory Erosion ("Whenever an opponent casts a spell, that player
 * mills two cards."). B casts in B's own main phase; the trigger goes on the stack above the
 * spell, so it resolves first (603.3).
 */

const board = (...objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'B' },
  players: [
    { id: 'A', manaPool: '{G}' },
    { id: 'B', manaPool: '{R}{G}' },
  ],
  objects: [
    { id: 'bolt', card: 'Lightning Bolt', zone: 'hand', owner: 'B' },
    { id: 'bear', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
    ...objects,
  ],
});
const library = (owner: string, ...ids: string[]) =>
  ids.map((id) => ({ id, card: 'Island', zone: 'library', owner }));

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2c, Kambal, Consul of Allocation: B casts Lightning Bolt at A -> B, that player, loses 2; A gains 2, then takes 3',
    board: board({ id: 'kambal', card: 'Kambal, Consul of Allocation', owner: 'A' }),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['A'] }],
    players: { A: { life: 19 }, B: { life: 18 } },
    events: ['triggered kambal spellCast 601.2i', 'lifeLost B 2 119.3'],
  },
  {
    name: 'CR 601.2i, Kambal: a creature spell is not a noncreature spell -> nothing',
    board: board({ id: 'kambal', card: 'Kambal, Consul of Allocation', owner: 'A' }),
    actions: [{ kind: 'cast', object: 'bear' }],
    players: { A: { life: 20 }, B: { life: 20 } },
    without: ['triggered kambal spellCast 601.2i'],
  },
  {
    name: "CR 603.2c, 701.17a, Memory Erosion: B casts Grizzly Bears -> B, that player, mills two; A's library stays",
    board: board(
      { id: 'erosion', card: 'Memory Erosion', owner: 'A' },
      ...library('B', 'b1', 'b2', 'b3'),
      ...library('A', 'a1'),
    ),
    actions: [{ kind: 'cast', object: 'bear' }],
    objects: {
      b1: { zone: 'graveyard' },
      b2: { zone: 'graveyard' },
      b3: { zone: 'library' },
      a1: { zone: 'library' },
    },
  },
];

describe('"Whenever an opponent casts a spell, … that player" (CR 601.2i, 603.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
