import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { EntryChoices } from '../../../src/state/types.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Keywords that change how a creature enters (CR 614.1c, January 2026): bloodthirst N
 * (702.54), unleash (702.98) and riot (702.136), on real cards compiled from their Oracle text,
 * put onto the battlefield from a hand with `apply`.
 */

const enter = (object: string, choices?: EntryChoices): Action => ({
  kind: 'putOntoBattlefield',
  object,
  ...(choices ? { choices } : {}),
});
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const minotaurs = inHand('m', 'Gorehorn Minotaurs');
const shock = { id: 'shock', card: 'Shock', zone: 'stack' } as const;

const BLOODTHIRST: readonly PlayRow[] = [
  {
    name: 'Gorehorn Minotaurs, CR 702.54a: an opponent was dealt damage this turn (Shock), so it enters with two +1/+1 counters',
    board: { objects: [minotaurs, shock], stack: ['shock'] },
    actions: [{ kind: 'damage', source: 'shock', to: [{ to: 'B', amount: 2 }] }, enter('m')],
    objects: { m: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '5/5' } },
    events: ['countersChanged m +1/+1 +2 702.54a'],
  },
  {
    name: 'Gorehorn Minotaurs, CR 702.54a: no opponent was dealt damage this turn: no counters',
    board: { objects: [minotaurs] },
    actions: [enter('m')],
    objects: { m: { zone: 'battlefield', counters: {}, pt: '3/3' } },
  },
  {
    name: 'Gorehorn Minotaurs, CR 702.54a: damage dealt to an opponent last turn does not count',
    board: {
      turn: { number: 2 },
      players: [{ id: 'A' }, { id: 'B', dealtDamageInTurn: 1 }],
      objects: [minotaurs],
    },
    actions: [enter('m')],
    objects: { m: { counters: {}, pt: '3/3' } },
  },
  {
    name: "Gorehorn Minotaurs, CR 702.54a: damage dealt to its own controller is no opponent's",
    board: { objects: [minotaurs, shock], stack: ['shock'] },
    actions: [{ kind: 'damage', source: 'shock', to: [{ to: 'A', amount: 2 }] }, enter('m')],
    objects: { m: { counters: {}, pt: '3/3' } },
  },
  {
    name: 'Gorehorn Minotaurs, CR 615.6, 702.54a: damage to the opponent that was prevented was never dealt',
    board: { objects: [minotaurs, shock, { id: 'healer', card: 'Samite Healer' }], stack: ['shock'] },
    actions: [
      { kind: 'activate', object: 'healer', ability: 0, targets: ['B'] },
      { kind: 'damage', source: 'shock', to: [{ to: 'B', amount: 1 }] },
      enter('m'),
    ],
    objects: { m: { counters: {}, pt: '3/3' } },
    players: { B: { life: 20 } },
  },
];

const cackler = { ...inHand('c', 'Rakdos Cackler'), controller: 'A' };
const attacker = { id: 'bear', card: 'Grizzly Bears', controller: 'B' };
const theirTurn = (objects: readonly object[]) => ({
  turn: { active: 'B', step: 'declareAttackers' },
  objects,
});

const UNLEASH: readonly PlayRow[] = [
  {
    name: 'Rakdos Cackler, CR 702.98a: unleashed, it enters with a +1/+1 counter',
    board: { objects: [cackler] },
    actions: [enter('c', { unleash: true })],
    objects: { c: { counters: { '+1/+1': 1 }, pt: '2/2' } },
    events: ['countersChanged c +1/+1 +1 702.98a'],
  },
  {
    name: "Rakdos Cackler, CR 702.98a: with a +1/+1 counter on it, it can't block",
    board: theirTurn([
      { ...cackler, zone: 'battlefield', choices: { unleash: true }, counters: { '+1/+1': 1 } },
      attacker,
    ]),
    actions: attackAndBlock(attack('bear'), [block('c', 'bear')]),
    refused: '702.98a',
  },
  {
    name: 'Rakdos Cackler, CR 702.98a: not unleashed, it enters without a counter and can block',
    board: theirTurn([cackler, attacker]),
    actions: [enter('c'), ...attackAndBlock(attack('bear'), [block('c', 'bear')])],
    objects: { c: { counters: {}, blocking: 'bear' } },
  },
  {
    name: 'Grizzly Bears, CR 702.98a: a choice to unleash a creature without unleash is refused',
    board: { objects: [inHand('g', 'Grizzly Bears')] },
    actions: [enter('g', { unleash: true })],
    refused: '702.98a',
  },
];

const rendhorn = inHand('r', 'Rampaging Rendhorn');

const RIOT: readonly PlayRow[] = [
  {
    name: 'Rampaging Rendhorn, CR 702.136a: choosing the counter, it enters as a 5/5 without haste',
    board: { objects: [rendhorn] },
    actions: [enter('r', { riot: true })],
    objects: { r: { counters: { '+1/+1': 1 }, pt: '5/5', keywords: ['Riot'] } },
  },
  {
    name: 'Rampaging Rendhorn, CR 702.136a, 302.6: not choosing the counter, it gains haste and attacks the turn it enters',
    board: { turn: { step: 'beginCombat' }, objects: [rendhorn] },
    actions: [
      enter('r'),
      { kind: 'advance', to: 'declareAttackers' },
      { kind: 'declareAttackers', attackers: attack('r') },
    ],
    objects: { r: { counters: {}, pt: '4/4', keywords: ['Haste', 'Riot'], attacking: 'B' } },
    events: ['effectCreated e1 702.136a'],
  },
  {
    name: "Rampaging Rendhorn, CR 702.136a, 400.7: the haste is the entering object's; back in hand and out again with the counter, it has none",
    board: { objects: [rendhorn] },
    actions: [enter('r'), { kind: 'move', object: 'r', to: 'hand' }, enter('r', { riot: true })],
    objects: { r: { counters: { '+1/+1': 1 }, keywords: ['Riot'] } },
  },
];

describe('CR 702.54: bloodthirst', () => {
  it.each(BLOODTHIRST)('$name', (row) => {
    checkPlay(row);
  });
});

describe('CR 702.98: unleash', () => {
  it.each(UNLEASH)('$name', (row) => {
    checkPlay(row);
  });
});

describe('CR 702.136: riot', () => {
  it.each(RIOT)('$name', (row) => {
    checkPlay(row);
  });
});
