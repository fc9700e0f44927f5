import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Remove a [kind] counter from [it / each creature you control]" compiled from real cards'
 * Oracle text (CR 122.1): a permanent loses one counter of that kind, none if it has none, and a
 * -1/-1 counter removed raises its power and toughness (122.1a, 613.4c).
 */

const upkeep = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'untap' },
  objects,
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Lichenthrope, CR 122.1, 122.1a: one of its two -1/-1 counters removed at the upkeep: 5/5 becomes 4/4',
    board: upkeep([{ id: 'lichen', card: 'Lichenthrope', counters: { '-1/-1': 2 } }]),
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { lichen: { counters: { '-1/-1': 1 }, pt: '4/4' } },
    events: ['countersChanged lichen -1/-1 -1 122.1'],
  },
  {
    name: 'Lichenthrope, CR 122.1: with no -1/-1 counter none is removed',
    board: upkeep([{ id: 'lichen', card: 'Lichenthrope' }]),
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { lichen: { counters: {}, pt: '5/5' } },
  },
  {
    name: "Heartmender, CR 122.1, 608.2h: a -1/-1 counter from each creature you control, not an opponent's",
    board: upkeep([
      { id: 'mender', card: 'Heartmender', counters: { '-1/-1': 1 } },
      { id: 'wurm', card: 'Craw Wurm', counters: { '-1/-1': 2 } },
      { id: 'theirs', card: 'Grizzly Bears', controller: 'B', counters: { '-1/-1': 1 } },
    ]),
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: {
      mender: { counters: {}, pt: '2/2' },
      wurm: { counters: { '-1/-1': 1 }, pt: '5/3' },
      theirs: { counters: { '-1/-1': 1 }, pt: '1/1' },
    },
  },
];

describe('counters removed by an instruction (CR 122.1)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
