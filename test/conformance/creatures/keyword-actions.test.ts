import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Outlast (CR 702.107a), adapt (701.46a) and monstrosity (701.37, January 2026) and "When [this] becomes monstrous" triggers on real cards compiled from their
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
const asp = { id: 'asp', card: 'Nessian Asp' };
const monstrosity: Action = { kind: 'activate', object: 'asp', ability: 1 };
const G7 = '{G}{G}{G}{G}{G}{G}{G}';

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
  {
    name: 'Nessian Asp, CR 701.37a: monstrosity 4 puts four +1/+1 counters on it and it becomes monstrous',
    board: withMana(G7, [asp]),
    actions: [monstrosity],
    objects: { asp: { counters: { '+1/+1': 4 }, pt: '8/9' } },
    events: ['countersChanged asp +1/+1 +4 701.37a', 'becameMonstrous asp 701.37a'],
  },
  {
    name: 'Nessian Asp, CR 701.37a: a monstrous permanent gets nothing from monstrosity again',
    board: withMana(G7 + G7, [asp]),
    actions: [monstrosity, monstrosity],
    objects: { asp: { counters: { '+1/+1': 4 } } },
  },
  {
    name: 'Nessian Asp, CR 701.37b: monstrous is no counter: with its counters gone it is still monstrous',
    board: withMana(G7, [{ ...asp, monstrous: true }]),
    actions: [monstrosity],
    objects: { asp: { counters: {}, pt: '4/5' } },
    without: ['becameMonstrous asp 701.37a'],
  },
  {
    name: 'Nessian Asp, CR 701.37b, 400.7: monstrous until it leaves the battlefield; back again, it can become monstrous anew',
    board: withMana(G7, [{ ...asp, monstrous: true }]),
    actions: [
      { kind: 'move', object: 'asp', to: 'hand' },
      { kind: 'putOntoBattlefield', object: 'asp' },
      monstrosity,
    ],
    objects: { asp: { counters: { '+1/+1': 4 } } },
    events: ['becameMonstrous asp 701.37a'],
  },
  {
    name: 'Hythonia the Cruel, CR 701.37a: "When [this] becomes monstrous, destroy all non-Gorgon creatures" triggers as it becomes monstrous',
    board: withMana('{B}{B}{B}{B}{B}{B}{B}{B}', [
      { id: 'hythonia', card: 'Hythonia the Cruel' },
      { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
    ]),
    actions: [{ kind: 'activate', object: 'hythonia', ability: 1 }],
    objects: { hythonia: { zone: 'battlefield', pt: '7/9' }, bears: { zone: 'graveyard' } },
    events: ['becameMonstrous hythonia 701.37a'],
  },
  {
    name: "Hythonia the Cruel, CR 701.37a-b: already monstrous, it doesn't become monstrous again, and nothing triggers",
    board: withMana('{B}{B}{B}{B}{B}{B}{B}{B}', [
      { id: 'hythonia', card: 'Hythonia the Cruel', monstrous: true },
      { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
    ]),
    actions: [{ kind: 'activate', object: 'hythonia', ability: 1 }],
    objects: { hythonia: { counters: {} }, bears: { zone: 'battlefield' } },
  },
  {
    name: 'Ember Swallower, CR 701.37a: "When [this] becomes monstrous, each player sacrifices three lands"',
    board: withMana('{R}{R}{R}{R}{R}{R}{R}', [
      { id: 'swallower', card: 'Ember Swallower' },
      ...['m1', 'm2', 'm3'].map((id) => ({ id, card: 'Mountain' })),
      ...['s1', 's2', 's3', 's4'].map((id) => ({ id, card: 'Swamp', controller: 'B' })),
    ]),
    actions: [
      { kind: 'activate', object: 'swallower', ability: 0 },
      { kind: 'decide', decisions: [{ permanents: ['m1', 'm2', 'm3', 's1', 's2', 's4'] }] },
    ],
    objects: { m1: { zone: 'graveyard' }, s3: { zone: 'battlefield' }, s4: { zone: 'graveyard' } },
    events: ['becameMonstrous swallower 701.37a'],
  },
  {
    name: 'Hydra Broodmaster, CR 701.37c: "Monstrosity X" with X 2, then "create X X/X green Hydra creature tokens" reads that X: two 2/2 Hydras',
    board: {
      ...withMana('{G}{G}{G}{G}{G}', [{ id: 'broodmaster', card: 'Hydra Broodmaster' }]),
      next: { id: 100 },
    },
    actions: [{ kind: 'activate', object: 'broodmaster', ability: 0, x: 2 }],
    objects: {
      broodmaster: { counters: { '+1/+1': 2 }, pt: '9/9' },
      o102: { pt: '2/2', subtypes: ['Hydra'] },
      o103: { pt: '2/2', subtypes: ['Hydra'] },
      o104: { zone: 'gone' },
    },
    events: ['becameMonstrous broodmaster 701.37a'],
  },
];

describe('CR 702.107a outlast, 701.46a adapt, 701.37a monstrosity', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
