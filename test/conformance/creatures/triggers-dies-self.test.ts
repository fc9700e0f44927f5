import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, triggers } from '../../support/play.js';

/**
 * "When [this] dies, return it to its owner's hand" (CR 400.7e, 603.10a, 608.2h): an ability
 * that triggers as its source leaves the battlefield finds the new object the card became in
 * its graveyard, and only that one: not a token (gone before the ability could resolve,
 * 704.5d), not the card once it has moved on (400.7), and not as a permanent for "put a counter
 * on it". Real cards compiled from their Oracle text, and abilities printed on Grizzly Bears.
 */

const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'B',
  targets: [target],
});
const dies = { kind: 'dies' } as const;

/** Relentless Dead: "When Relentless Dead dies, you may pay {B}. If you do, return it to its owner's hand." (ability 1) */
const relentless = {
  players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
  objects: [{ id: 'dead', card: 'Relentless Dead' }],
};
/** The answer to its "you may pay {B}" as the dies trigger resolves (CR 603.5, 118.12). */
const payB = (may: boolean): Action => ({ kind: 'decide', may });

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 400.7e, 603.10a: Endless Cockroaches dies and returns to its owner's hand from the graveyard",
    board: { objects: [{ id: 'roach', card: 'Endless Cockroaches' }] },
    actions: [bolt('roach')],
    objects: { roach: { zone: 'hand' } },
    events: ['triggered roach dies 603.10a', 'zoneChange roach graveyard>hand 400.7'],
  },
  {
    name: 'CR 400.7e, 704.5d: a token copy of Endless Cockroaches that dies is not found: it has ceased to exist',
    board: { objects: [{ id: 'roach', card: 'Endless Cockroaches', token: true }] },
    actions: [bolt('roach')],
    objects: { roach: { zone: 'gone' } },
    without: ['zoneChange roach graveyard>hand 400.7'],
  },
  {
    name: 'CR 400.7e, 118.12: Relentless Dead dies; its controller pays {B} and it returns to their hand',
    board: relentless,
    actions: [bolt('dead'), payB(true)],
    objects: { dead: { zone: 'hand' } },
    players: { A: { mana: 0 } },
    events: ['putOnStack dead:1 603.3', 'zoneChange dead graveyard>hand 400.7'],
    stack: [],
  },
  {
    name: "CR 603.5: Relentless Dead's controller doesn't pay: it stays in the graveyard",
    board: relentless,
    actions: [bolt('dead'), payB(false)],
    objects: { dead: { zone: 'graveyard' } },
    players: { A: { mana: 1 } },
    stack: [],
  },
  {
    name: 'CR 400.7e, 701.13a: Cyclopean Mummy dies and is exiled from the graveyard',
    board: { objects: [{ id: 'mummy', card: 'Cyclopean Mummy' }] },
    actions: [bolt('mummy')],
    objects: { mummy: { zone: 'exile' } },
    events: ['zoneChange mummy graveyard>exile 701.13a'],
  },
  {
    name: 'CR 400.7e: "When [this] dies, return it to the battlefield": the Bears comes back as a new object, untapped and undamaged',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', tapped: true }],
      effects: [
        triggers('bear', 'When this creature dies, return it to the battlefield.', dies, [
          { kind: 'fromGraveyard', on: 'self', to: 'battlefield' },
        ]),
      ],
    },
    actions: [bolt('bear')],
    objects: { bear: { zone: 'battlefield', tapped: false, damage: 0 } },
    events: ['zoneChange bear graveyard>battlefield 400.7'],
  },
  {
    name: 'CR 400.7e, 704.5d: a token Bears with "When [this] dies, return it to the battlefield" stays gone',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', token: true }],
      effects: [
        triggers('bear', 'When this creature dies, return it to the battlefield.', dies, [
          { kind: 'fromGraveyard', on: 'self', to: 'battlefield' },
        ]),
      ],
    },
    actions: [bolt('bear')],
    objects: { bear: { zone: 'gone' } },
    without: ['zoneChange bear graveyard>battlefield 400.7'],
  },
  {
    name: 'CR 400.7e, 122.1: "When [this] dies, put a +1/+1 counter on it" finds no permanent: the card in the graveyard gets none',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [
        triggers('bear', 'When this creature dies, put a +1/+1 counter on it.', dies, [
          { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
        ]),
      ],
    },
    actions: [bolt('bear')],
    objects: { bear: { zone: 'graveyard', counters: {} } },
    events: ['triggered bear dies 603.10a'],
  },
  {
    name: 'CR 400.7: two dies triggers: the first exiles the card, so the second, "return it to its owner\'s hand", finds a new object and does nothing',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [
        triggers('bear', 'When this creature dies, exile it.', dies, [{ kind: 'exile', on: 'self' }]),
        triggers('bear', "When this creature dies, return it to its owner's hand.", dies, [
          { kind: 'returnToHand', on: 'self' },
        ]),
      ],
    },
    actions: [bolt('bear')],
    objects: { bear: { zone: 'exile' } },
    without: ['zoneChange bear exile>hand 400.7'],
  },
];

describe('CR 400.7e: a dies trigger finds the card its source became', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
