import { describe, it } from 'vitest';
import type { Action } from '../../../src/actions/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Outlast (CR 702.107a) and adapt (701.46a, January 2026) on real cards compiled from their
 * Oracle text, activated with `apply`, mana from the pool.
 */

const activate = (object: string): Action => ({ kind: 'activate', object, ability: 0 });
const withMana = (mana: string, objects: readonly object[], step = 'main1') => ({
  turn: { step },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const eel = { id: 'eel', card: 'Skitter Eel' };
const ainok = { id: 'ainok', card: 'Ainok Bond-Kin' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Skitter Eel, CR 701.46a: with no +1/+1 counter, adapt 2 puts two on it',
    board: withMana('{U}{U}{U}', [eel]),
    actions: [activate('eel')],
    objects: { eel: { counters: { '+1/+1': 2 }, pt: '5/5' } },
    events: ['countersChanged eel +1/+1 +2 701.46a'],
  },
  {
    name: 'Skitter Eel, CR 701.46a: adapting again does nothing, as it has +1/+1 counters',
    board: withMana('{U}{U}{U}{U}{U}{U}', [eel]),
    actions: [activate('eel'), activate('eel')],
    objects: { eel: { counters: { '+1/+1': 2 } } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Skitter Eel, CR 701.46a, 704.5q: a -1/-1 counter is no +1/+1 counter, so it adapts; then a +1/+1 and the -1/-1 counter go',
    board: withMana('{U}{U}{U}', [{ ...eel, counters: { '-1/-1': 1 } }]),
    actions: [activate('eel')],
    objects: { eel: { counters: { '+1/+1': 1 } } },
    events: ['countersChanged eel +1/+1 +2 701.46a'],
  },
  {
    name: 'Ainok Bond-Kin, CR 702.107a: outlast taps it and puts a +1/+1 counter on it',
    board: withMana('{W}{W}', [ainok]),
    actions: [activate('ainok')],
    objects: { ainok: { counters: { '+1/+1': 1 }, tapped: true, pt: '3/2' } },
  },
  {
    name: 'Ainok Bond-Kin, CR 702.107a, 602.5d: outlast only as a sorcery, so not in combat',
    board: withMana('{W}{W}', [ainok], 'beginCombat'),
    actions: [activate('ainok')],
    refused: '602.5d',
  },
];

describe('CR 702.107a outlast, 701.46a adapt', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
