import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * Bolster N (CR 701.39a) on Aven Tactician and Abzan Skycaptain, compiled from their Oracle
 * text: a tie for the least toughness takes its player's choice as the ability resolves
 * (608.2d), which it waits for (`decide`); with no tie there is nothing to decide.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const tactician = { id: 'aven', card: 'Aven Tactician', zone: 'hand' };
const enter: Action = { kind: 'putOntoBattlefield', object: 'aven' };
const board = (...objects: object[]) => ({ turn: main, objects: [tactician, ...objects] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.39a, Aven Tactician: the creature with the least toughness gets the counter, no choice needed',
    board: board({ id: 'bear', card: 'Grizzly Bears' }, { id: 'giant', card: 'Hill Giant' }),
    actions: [enter],
    objects: {
      bear: { counters: { '+1/+1': 1 }, pt: '3/3' },
      aven: { counters: {} },
      giant: { counters: {} },
    },
    events: ['putOnStack aven:1 603.3', 'countersChanged bear +1/+1 +1 701.39a'],
  },
  {
    name: 'CR 701.39a, Aven Tactician: alone, it bolsters itself',
    board: board(),
    actions: [enter],
    objects: { aven: { counters: { '+1/+1': 1 }, pt: '3/4' } },
  },
  {
    name: "CR 701.39a, Aven Tactician: toughness after the layers: a 2/2 with two +1/+1 counters isn't the least",
    board: board({ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 2 } }),
    actions: [enter],
    objects: { aven: { counters: { '+1/+1': 1 } }, bear: { counters: { '+1/+1': 2 } } },
  },
  {
    name: 'CR 701.39a, Aven Tactician: of two creatures tied for the least toughness, the one chosen gets it',
    board: board({ id: 'bear', card: 'Grizzly Bears' }, { id: 'bear2', card: 'Grizzly Bears' }),
    actions: [enter, decide({ chosen: ['bear2'] })],
    objects: { bear: { counters: {} }, bear2: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 701.39a, 608.2d: Aven Tactician: with a tie, its resolution waits for its controller to choose; nothing is guessed',
    board: board({ id: 'bear', card: 'Grizzly Bears' }, { id: 'bear2', card: 'Grizzly Bears' }),
    actions: [enter],
    objects: { bear: { counters: {} }, bear2: { counters: {} } },
    toAct: 'decide A',
    stack: ['aven:1'],
  },
  {
    name: 'CR 701.39a, Aven Tactician: a creature not tied for the least toughness cannot be chosen',
    board: board({ id: 'bear', card: 'Grizzly Bears' }, { id: 'bear2', card: 'Grizzly Bears' }),
    actions: [enter, decide({ chosen: ['aven'] })],
    refused: '701.39a',
  },
  {
    name: "CR 701.39a, Abzan Skycaptain: as it dies, bolster 2 chooses among the creatures left, an opponent's not",
    board: {
      turn: main,
      objects: [
        { id: 'sky', card: 'Abzan Skycaptain' },
        { id: 'giant', card: 'Hill Giant' },
        { id: 'elf', card: 'Llanowar Elves', controller: 'B' },
      ],
    },
    actions: [{ kind: 'resolve', source: 'Lightning Bolt', controller: 'B', targets: ['sky'] }],
    objects: { giant: { counters: { '+1/+1': 2 }, pt: '5/5' }, elf: { counters: {} } },
  },
];

describe('CR 701.39 bolster', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
