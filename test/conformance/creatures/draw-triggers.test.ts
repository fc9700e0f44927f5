import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever you draw a card" (CR 121.2, 603.2), compiled from Chasm Skulker's Oracle text
 * ("Whenever you draw a card, put a +1/+1 counter on Chasm Skulker."): cards are drawn one at
 * a time, so drawing two triggers it twice; an opponent's draw, or an attempt to draw from an
 * empty library (121.4), triggers nothing.
 */

const library = (owner: string, n: number) =>
  Array.from({ length: n }, () => ({ card: 'Island', zone: 'library', owner }));
const board = (step: string, active: string, ...objects: object[]) => ({
  turn: { number: 3, active, step },
  players: [{ id: 'A', manaPool: '{U}{C}{C}' }, { id: 'B' }],
  objects: [
    { id: 'skulker', card: 'Chasm Skulker', owner: 'A' },
    { id: 'divination', card: 'Divination', zone: 'hand', owner: 'A' },
    ...objects,
  ],
});
const divination = { kind: 'cast', object: 'divination' } as const;

const ROWS: readonly PlayRow[] = [
  {
    name: 'Chasm Skulker, CR 504.1, 121.2: the draw step draw puts a +1/+1 counter on it, a 2/2',
    board: board('upkeep', 'A', ...library('A', 2)),
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { skulker: { counters: { '+1/+1': 1 }, pt: '2/2' } },
    events: ['cardDrawn A 504.1'],
  },
  {
    name: 'Chasm Skulker, CR 121.2: Divination draws two cards one at a time: two triggers, two counters',
    board: board('main1', 'A', ...library('A', 2)),
    actions: [divination],
    objects: { skulker: { counters: { '+1/+1': 2 }, pt: '3/3' } },
  },
  {
    name: "Chasm Skulker, CR 603.2: the opponent's draw is not yours",
    board: board('upkeep', 'B', ...library('B', 2)),
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { skulker: { counters: {} } },
  },
  {
    name: 'Chasm Skulker, CR 121.4: drawing from an empty library draws no card',
    board: board('main1', 'A'),
    actions: [divination],
    objects: { skulker: { counters: {} } },
  },
];

describe('"Whenever you draw a card" (CR 121.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
