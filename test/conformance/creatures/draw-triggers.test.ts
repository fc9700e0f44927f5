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

/**
 * "Whenever you draw your second card each turn" (CR 121.2), compiled from Faerie Vandal's Oracle
 * text ("Whenever you draw your second card each turn, put a +1/+1 counter on Faerie Vandal."):
 * the turn counts each player's draws (`turn.cardsDrawn`), and only the second card triggers it,
 * whether drawn alone or with the first; a new turn starts the count again (500.1).
 */
const vandal = (turn: object, ...objects: object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1', ...turn },
  players: [{ id: 'A', manaPool: '{U}{C}{C}' }, { id: 'B' }],
  objects: [
    { id: 'vandal', card: 'Faerie Vandal', owner: 'A' },
    { id: 'divination', card: 'Divination', zone: 'hand', owner: 'A' },
    ...objects,
  ],
});

const SECOND: readonly PlayRow[] = [
  {
    name: 'Faerie Vandal, CR 121.2: Divination draws the first and second cards of the turn: one trigger, one counter',
    board: vandal({}, ...library('A', 3)),
    actions: [divination],
    objects: { vandal: { counters: { '+1/+1': 1 }, pt: '2/3' } },
  },
  {
    name: 'Faerie Vandal, CR 121.2: one card drawn already this turn, so Divination draws the second and third: one counter',
    board: vandal({ cardsDrawn: { A: 1 } }, ...library('A', 3)),
    actions: [divination],
    objects: { vandal: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'Faerie Vandal, CR 121.2: two cards drawn already this turn: the third and fourth trigger nothing',
    board: vandal({ cardsDrawn: { A: 2 } }, ...library('A', 3)),
    actions: [divination],
    objects: { vandal: { counters: {} } },
  },
  {
    name: 'Faerie Vandal, CR 504.1, 121.2: one card drawn already this turn: the draw step draw is the second, a counter',
    board: vandal({ step: 'upkeep', cardsDrawn: { A: 1 } }, ...library('A', 1)),
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { vandal: { counters: { '+1/+1': 1 } } },
  },
  {
    name: "Faerie Vandal, CR 121.2: B's card drawn this turn is not A's: A's draw step draw is A's first, nothing",
    board: vandal({ step: 'upkeep', cardsDrawn: { B: 1 } }, ...library('A', 1)),
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { vandal: { counters: {} } },
  },
  {
    name: 'Faerie Vandal, CR 500.1, 504.1: a new turn counts from none: the draw step draw is the first card, no trigger',
    board: vandal({ step: 'end', active: 'B', cardsDrawn: { A: 1 } }, ...library('A', 2)),
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { vandal: { counters: {} } },
    events: ['cardDrawn A 504.1'],
  },
];

describe('"Whenever you draw your second card each turn" (CR 121.2)', () => {
  it.each(SECOND)('$name', (row) => {
    checkPlay(row);
  });
});
