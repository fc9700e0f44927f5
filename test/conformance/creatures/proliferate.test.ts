import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * Proliferate (CR 701.34a) on Bloom Hulk, compiled from its Oracle text: the enters trigger goes
 * on the stack and, as it resolves, waits for its player's choice (608.2d), given with `decide`
 * as `chosen`.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const hulk = { id: 'hulk', card: 'Bloom Hulk', zone: 'hand' };
const enter: Action = { kind: 'putOntoBattlefield', object: 'hulk' };
const bear = { id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } };
const foe = { id: 'foe', card: 'Hill Giant', controller: 'B', counters: { '-1/-1': 1 } };
const board = (...objects: object[]) => ({
  turn: main,
  players: [{ id: 'A' }, { id: 'B', counters: { poison: 3 } }],
  objects: [hulk, ...objects],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.34a, Bloom Hulk: each permanent and player chosen gets one more counter of each kind it has',
    board: board(bear, foe),
    actions: [enter, decide({ chosen: ['foe', 'B'] })],
    objects: { foe: { counters: { '-1/-1': 2 }, pt: '1/1' }, bear: { counters: { '+1/+1': 1 } } },
    players: { B: { poison: 4 } },
    events: [
      'putOnStack hulk:0 603.3',
      'countersChanged foe -1/-1 +1 701.34a',
      'countersChanged B poison +1 701.34a',
    ],
  },
  {
    name: 'CR 701.34a, Bloom Hulk: a permanent with two kinds of counter gets one of each',
    board: board({ ...bear, counters: { '+1/+1': 2, charge: 1 } }),
    actions: [enter, decide({ chosen: ['bear'] })],
    objects: { bear: { counters: { '+1/+1': 3, charge: 2 }, pt: '5/5' } },
    players: { B: { poison: 3 } },
  },
  {
    name: 'CR 701.34a, Bloom Hulk: "any number" includes none',
    board: board(bear),
    actions: [enter, decide({ chosen: [] })],
    objects: { bear: { counters: { '+1/+1': 1 } } },
    players: { B: { poison: 3 } },
  },
  {
    name: 'CR 701.34a, Bloom Hulk: a permanent without counters cannot be chosen',
    board: board(bear, { id: 'plain', card: 'Grizzly Bears' }),
    actions: [enter, decide({ chosen: ['plain'] })],
    refused: '701.34a',
  },
  {
    name: 'CR 608.2d, Bloom Hulk: with counters to choose from, the resolving trigger waits for the choice rather than guessing it',
    board: board(bear),
    actions: [enter],
    objects: { bear: { counters: { '+1/+1': 1 } } },
    toAct: 'decide A',
    stack: ['hulk:0'],
  },
  {
    name: 'CR 608.2d, Bloom Hulk: an answer without the choice is refused',
    board: board(bear),
    actions: [enter, { kind: 'decide' }],
    refused: '701.34a',
  },
];

describe('CR 701.34 proliferate', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
