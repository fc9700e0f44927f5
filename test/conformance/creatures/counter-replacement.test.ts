import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * Counter replacement effects (CR 614.1a, 122.6, 616.1), compiled from real cards' Oracle text:
 * Hardened Scales ("If one or more +1/+1 counters would be put on a creature you control, that
 * many plus one +1/+1 counters are put on it instead."), Corpsejack Menace ("... twice that many
 * +1/+1 counters are put on it instead."), Primal Vigor ("... on a creature, twice that many ...")
 * and Mowu, Loyal Companion ("... would be put on Mowu, Loyal Companion, that many plus one ...").
 * Servant of the Scale is a 0/0 that enters with a +1/+1 counter; Zhur-Taa Goblin a 2/2 with riot.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const board = (...objects: object[]) => ({ turn: main, objects });
const scales = { id: 'scales', card: 'Hardened Scales' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const put = (object: string, amount: number, counter = '+1/+1'): Action => ({
  kind: 'counters',
  object,
  counter,
  amount,
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 614.1a, Hardened Scales: one +1/+1 counter put on a creature its controller controls becomes two',
    board: board(scales, bear),
    actions: [put('bear', 1)],
    objects: { bear: { counters: { '+1/+1': 2 }, pt: '4/4' } },
    events: ['countersChanged bear +1/+1 +2 122.1'],
  },
  {
    name: "CR 614.1a, Hardened Scales: an opponent's creature gets the counters as put",
    board: board(scales, { ...bear, controller: 'B' }),
    actions: [put('bear', 3)],
    objects: { bear: { counters: { '+1/+1': 3 } } },
  },
  {
    name: 'CR 614.1a, Hardened Scales: only +1/+1 counters: a -1/-1 counter is put as it is',
    board: board(scales, bear),
    actions: [put('bear', 1, '-1/-1')],
    objects: { bear: { counters: { '-1/-1': 1 } } },
  },
  {
    name: 'CR 122.8, Hardened Scales: counters removed are no counters put',
    board: board(scales, { ...bear, counters: { '+1/+1': 3 } }),
    actions: [put('bear', -1)],
    objects: { bear: { counters: { '+1/+1': 2 } } },
  },
  {
    name: 'CR 614.1a, Corpsejack Menace: twice that many, on itself too',
    board: board({ id: 'menace', card: 'Corpsejack Menace' }),
    actions: [put('menace', 3)],
    objects: { menace: { counters: { '+1/+1': 6 }, pt: '10/10' } },
  },
  {
    name: "CR 614.1a, Primal Vigor: on any creature, an opponent's too",
    board: board({ id: 'vigor', card: 'Primal Vigor' }, { ...bear, controller: 'B' }),
    actions: [put('bear', 2)],
    objects: { bear: { counters: { '+1/+1': 4 } } },
  },
  {
    name: 'CR 614.1a, Mowu, Loyal Companion: only counters put on Mowu itself',
    board: board({ id: 'mowu', card: 'Mowu, Loyal Companion' }, bear),
    actions: [put('mowu', 1), put('bear', 1)],
    objects: { mowu: { counters: { '+1/+1': 2 } }, bear: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 616.1e-f: two Hardened Scales apply one after the other, in either order: one counter becomes three',
    board: board(scales, { id: 'scales2', card: 'Hardened Scales' }, bear),
    actions: [put('bear', 1)],
    objects: { bear: { counters: { '+1/+1': 3 } } },
  },
  {
    name: 'CR 616.1e-f: Corpsejack Menace and Primal Vigor: twice, then twice again, in either order',
    board: board({ id: 'menace', card: 'Corpsejack Menace' }, { id: 'vigor', card: 'Primal Vigor' }, bear),
    actions: [put('bear', 1)],
    objects: { bear: { counters: { '+1/+1': 4 } } },
  },
  {
    name: "CR 616.1: Hardened Scales and Corpsejack Menace give 3 or 4 by their order, the creature's controller's choice, which the engine doesn't take: refused",
    board: board(scales, { id: 'menace', card: 'Corpsejack Menace' }, bear),
    actions: [put('bear', 1)],
    refused: '616.1',
  },
  {
    name: 'CR 614.1c, 122.6: Servant of the Scale enters with its +1/+1 counter put on it: two with Hardened Scales',
    board: board(scales, { id: 'servant', card: 'Servant of the Scale', zone: 'hand' }),
    actions: [{ kind: 'putOntoBattlefield', object: 'servant' }],
    objects: { servant: { counters: { '+1/+1': 2 }, pt: '2/2' } },
    events: ['countersChanged servant +1/+1 +2 614.1a'],
  },
  {
    name: 'CR 614.1c, 616.1: Servant of the Scale entering with Hardened Scales and Corpsejack Menace: the order is a choice, refused',
    board: board(
      scales,
      { id: 'menace', card: 'Corpsejack Menace' },
      { id: 'servant', card: 'Servant of the Scale', zone: 'hand' },
    ),
    actions: [{ kind: 'putOntoBattlefield', object: 'servant' }],
    refused: '616.1',
  },
  {
    name: 'CR 614.1c, 702.136a: Zhur-Taa Goblin with riot enters with a +1/+1 counter: two with Hardened Scales',
    board: board(scales, { id: 'goblin', card: 'Zhur-Taa Goblin', zone: 'hand' }),
    actions: [{ kind: 'putOntoBattlefield', object: 'goblin', choices: { riot: true } }],
    objects: { goblin: { counters: { '+1/+1': 2 } } },
  },
  {
    name: 'CR 701.46a, 614.1a: Skitter Eel adapts 2 with Hardened Scales: an instruction puts three',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{U}{U}{U}' }, { id: 'B' }],
      objects: [scales, { id: 'eel', card: 'Skitter Eel' }],
    },
    actions: [{ kind: 'activate', object: 'eel', ability: 0 }],
    objects: { eel: { counters: { '+1/+1': 3 }, pt: '6/6' } },
    events: ['countersChanged eel +1/+1 +3 701.46a'],
  },
  {
    name: 'CR 701.34a, 614.1a: Bloom Hulk proliferates with Hardened Scales: the one more +1/+1 counter becomes two',
    board: board(
      scales,
      { ...bear, counters: { '+1/+1': 1 } },
      { id: 'hulk', card: 'Bloom Hulk', zone: 'hand' },
    ),
    actions: [{ kind: 'putOntoBattlefield', object: 'hulk' }, decide({ chosen: ['bear'] })],
    objects: { bear: { counters: { '+1/+1': 3 } } },
    events: ['countersChanged bear +1/+1 +2 701.34a'],
  },
  {
    name: 'CR 701.34a, 616.1: Bloom Hulk proliferates with Hardened Scales and Corpsejack Menace: the order is a choice, refused',
    board: board(
      scales,
      { id: 'menace', card: 'Corpsejack Menace' },
      { ...bear, counters: { '+1/+1': 1 } },
      { id: 'hulk', card: 'Bloom Hulk', zone: 'hand' },
    ),
    actions: [{ kind: 'putOntoBattlefield', object: 'hulk' }, decide({ chosen: ['bear'] })],
    refused: '616.1',
  },
];

describe('counter replacement effects (CR 614.1a, 122.6, 616.1)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
