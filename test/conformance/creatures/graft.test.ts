import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Graft (CR 702.58a), compiled from Simic Initiate's "Graft 1": it enters with a +1/+1 counter,
 * and whenever another creature enters, if it has a +1/+1 counter on it (603.4, checked again
 * as the trigger resolves), its controller may move a counter onto that creature (122.5), the
 * "may" answered as it resolves (603.5, `decide`).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const may = (answer: boolean): Action => ({ kind: 'decide', may: answer });
const board = (...objects: object[]) => ({ turn: main, objects });
const initiate = { id: 'initiate', card: 'Simic Initiate', zone: 'hand' };
const bear = { id: 'bear', card: 'Grizzly Bears', zone: 'hand' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Simic Initiate, CR 702.58a, 614.1c: "Graft 1": it enters with a +1/+1 counter, a 1/1',
    board: board(initiate),
    actions: [enter('initiate')],
    objects: { initiate: { counters: { '+1/+1': 1 }, pt: '1/1' } },
  },
  {
    name: 'Simic Initiate, CR 702.58a, 122.5: another creature enters: the counter moves onto it',
    board: board(initiate, bear),
    actions: [enter('initiate'), enter('bear'), may(true)],
    objects: {
      initiate: { counters: {}, pt: '0/0', zone: 'graveyard' },
      bear: { counters: { '+1/+1': 1 }, pt: '3/3' },
    },
    events: [
      'putOnStack initiate:1 603.3',
      'countersChanged initiate +1/+1 -1 122.5',
      'countersChanged bear +1/+1 +1 122.5',
    ],
  },
  {
    name: 'Simic Initiate, CR 603.5: its controller may decline: the counter stays',
    board: board(initiate, bear),
    actions: [enter('initiate'), enter('bear'), may(false)],
    objects: { initiate: { counters: { '+1/+1': 1 } }, bear: { counters: {} } },
  },
  {
    name: 'Simic Initiate, CR 603.4: with no +1/+1 counter on it, another creature entering triggers nothing',
    board: board({ id: 'initiate', card: 'Simic Initiate' }, bear),
    actions: [enter('bear')],
    objects: { bear: { counters: {} } },
    without: ['putOnStack initiate:1 603.3'],
  },
  {
    name: "Simic Initiate, CR 702.58a: an opponent's creature entering triggers it too",
    board: board(initiate, { id: 'foe', card: 'Grizzly Bears', zone: 'hand', owner: 'B' }),
    actions: [enter('initiate'), enter('foe'), may(true)],
    objects: { foe: { counters: { '+1/+1': 1 } } },
  },
];

describe('graft (CR 702.58)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
