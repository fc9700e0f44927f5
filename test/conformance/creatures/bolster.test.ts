import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Decision } from '../../../src/state/answers.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Bolster N (CR 701.39a) on Aven Tactician and Abzan Skycaptain, compiled from their Oracle
 * text: the trigger waits (608.2d); a tie for the least toughness takes its player's choice.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const tactician = { id: 'aven', card: 'Aven Tactician', zone: 'hand' };
const enter: Action = { kind: 'putOntoBattlefield', object: 'aven' };
const resolve = (source: string, ...decisions: Decision[]): Action => ({
  kind: 'resolve',
  source,
  ability: 1,
  controller: 'A',
  ...(decisions.length > 0 ? { decisions } : {}),
});
const board = (...objects: object[]) => ({ turn: main, objects: [tactician, ...objects] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.39a, Aven Tactician: the creature with the least toughness gets the counter, no choice needed',
    board: board({ id: 'bear', card: 'Grizzly Bears' }, { id: 'giant', card: 'Hill Giant' }),
    actions: [enter, resolve('aven')],
    objects: {
      bear: { counters: { '+1/+1': 1 }, pt: '3/3' },
      aven: { counters: {} },
      giant: { counters: {} },
    },
    events: ['triggerWaiting aven 1 608.2d', 'countersChanged bear +1/+1 +1 701.39a'],
  },
  {
    name: 'CR 701.39a, Aven Tactician: alone, it bolsters itself',
    board: board(),
    actions: [enter, resolve('aven')],
    objects: { aven: { counters: { '+1/+1': 1 }, pt: '3/4' } },
  },
  {
    name: "CR 701.39a, Aven Tactician: toughness after the layers: a 2/2 with two +1/+1 counters isn't the least",
    board: board({ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 2 } }),
    actions: [enter, resolve('aven')],
    objects: { aven: { counters: { '+1/+1': 1 } }, bear: { counters: { '+1/+1': 2 } } },
  },
  {
    name: 'CR 701.39a, Aven Tactician: of two creatures tied for the least toughness, the one chosen gets it',
    board: board({ id: 'bear', card: 'Grizzly Bears' }, { id: 'bear2', card: 'Grizzly Bears' }),
    actions: [enter, resolve('aven', { chosen: ['bear2'] })],
    objects: { bear: { counters: {} }, bear2: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 701.39a, Aven Tactician: with a tie, no choice is refused rather than guessed',
    board: board({ id: 'bear', card: 'Grizzly Bears' }, { id: 'bear2', card: 'Grizzly Bears' }),
    actions: [enter, resolve('aven')],
    refused: '701.39a',
  },
  {
    name: 'CR 701.39a, Aven Tactician: a creature not tied for the least toughness cannot be chosen',
    board: board({ id: 'bear', card: 'Grizzly Bears' }, { id: 'bear2', card: 'Grizzly Bears' }),
    actions: [enter, resolve('aven', { chosen: ['aven'] })],
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
    actions: [
      { kind: 'resolve', source: 'Lightning Bolt', controller: 'B', targets: ['sky'] },
      { kind: 'resolve', source: 'sky', ability: 1, controller: 'A' },
    ],
    objects: { giant: { counters: { '+1/+1': 2 }, pt: '5/5' }, elf: { counters: {} } },
  },
];

describe('CR 701.39 bolster', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
