import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Decision } from '../../../src/state/answers.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Proliferate (CR 701.34a) on Bloom Hulk, compiled from its Oracle text: the enters trigger
 * waits for its player's choice (608.2d), given with the `resolve` action as `chosen`.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const hulk = { id: 'hulk', card: 'Bloom Hulk', zone: 'hand' };
const enter: Action = { kind: 'putOntoBattlefield', object: 'hulk' };
const resolve = (...decisions: Decision[]): Action => ({
  kind: 'resolve',
  source: 'hulk',
  ability: 0,
  controller: 'A',
  ...(decisions.length > 0 ? { decisions } : {}),
});
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
    actions: [enter, resolve({ chosen: ['foe', 'B'] })],
    objects: { foe: { counters: { '-1/-1': 2 }, pt: '1/1' }, bear: { counters: { '+1/+1': 1 } } },
    players: { B: { poison: 4 } },
    events: [
      'triggerWaiting hulk 0 608.2d',
      'countersChanged foe -1/-1 +1 701.34a',
      'countersChanged B poison +1 701.34a',
    ],
  },
  {
    name: 'CR 701.34a, Bloom Hulk: a permanent with two kinds of counter gets one of each',
    board: board({ ...bear, counters: { '+1/+1': 2, charge: 1 } }),
    actions: [enter, resolve({ chosen: ['bear'] })],
    objects: { bear: { counters: { '+1/+1': 3, charge: 2 }, pt: '5/5' } },
    players: { B: { poison: 3 } },
  },
  {
    name: 'CR 701.34a, Bloom Hulk: "any number" includes none',
    board: board(bear),
    actions: [enter, resolve({ chosen: [] })],
    objects: { bear: { counters: { '+1/+1': 1 } } },
    players: { B: { poison: 3 } },
  },
  {
    name: 'CR 701.34a, Bloom Hulk: a permanent without counters cannot be chosen',
    board: board(bear, { id: 'plain', card: 'Grizzly Bears' }),
    actions: [enter, resolve({ chosen: ['plain'] })],
    refused: '701.34a',
  },
  {
    name: 'CR 608.2d, Bloom Hulk: with counters to choose from, no decision is refused rather than guessed',
    board: board(bear),
    actions: [enter, resolve()],
    refused: '701.34a',
  },
];

describe('CR 701.34 proliferate', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
