import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * Sagas (CR 714) on real cards compiled from their Oracle text: History of Benalia ("I, II —
 * Create a 2/2 white Knight creature token with vigilance. III — Knights you control get +2/+1
 * until end of turn.") and Battle for Bretagard, whose chapter III the compiler doesn't read.
 * The rulings cited are those published for History of Benalia (2018-04-27) and, for a Saga
 * without chapter abilities and for counters removed, with Final Fantasy (2025-06-06).
 */

const turn = (step: string) => ({ number: 3, active: 'A', step });
const hob = (lore: number, extra: object = {}) => ({
  id: 'hob',
  card: 'History of Benalia',
  counters: { lore },
  ...extra,
});
/** The token its chapters I and II create (CR 111.3). */
const KNIGHT = {
  name: 'Knight Token',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Knight'],
  power: 2,
  toughness: 2,
  abilities: [{ kind: 'keyword', keyword: 'Vigilance', text: 'Vigilance' }],
};
const toMain: Action = { kind: 'advance', to: 'main1' };
const lore = (amount: number): Action => ({ kind: 'counters', object: 'hob', counter: 'lore', amount });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 714.3a, 714.2b, 122.6: History of Benalia cast and resolved enters with a lore counter, and its chapter I makes a Knight',
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{W}{W}{W}' }, { id: 'B' }],
      objects: [{ id: 'hob', card: 'History of Benalia', zone: 'hand' }],
      next: { id: 100 },
    },
    actions: [{ kind: 'cast', object: 'hob' }],
    objects: {
      hob: { zone: 'battlefield', counters: { lore: 1 } },
      o101: { name: 'Knight Token', pt: '2/2' },
    },
    events: [
      'zoneChange hob stack>battlefield 608.3a',
      'countersChanged hob lore +1 714.3a',
      'triggered hob chapter 714.2b',
      'putOnStack hob:0 603.3',
    ],
  },
  {
    name: 'CR 714.3b, 107.15b: as A\'s precombat main phase begins, History of Benalia gets its second lore counter, without the stack, and chapter II (of "I, II —") triggers',
    board: { turn: turn('draw'), objects: [hob(1)], next: { id: 100 } },
    actions: [toMain],
    manual: true,
    objects: { hob: { counters: { lore: 2 } } },
    events: ['stepBegan main1 3 500.1', 'countersChanged hob lore +1 714.3b', 'triggered hob chapter 714.2b'],
    stack: ['hob:1'],
    toAct: 'priority A',
  },
  {
    name: "CR 714.3b: only the Sagas of the player whose precombat main phase begins: B's History of Benalia gets none in A's",
    board: { turn: turn('draw'), objects: [hob(1, { controller: 'B' })] },
    actions: [toMain],
    objects: { hob: { counters: { lore: 1 } } },
    stack: [],
  },
  {
    name: 'CR 714.3b: the postcombat main phase puts no lore counter on a Saga',
    board: { turn: turn('main1'), objects: [hob(1)] },
    actions: [{ kind: 'advance', to: 'main2' }],
    objects: { hob: { counters: { lore: 1 } } },
    turn: { step: 'main2' },
  },
  {
    name: 'CR 714.4, 704.5s, History of Benalia ruling: with 3 lore counters it stays while its chapter III is on the stack',
    board: { turn: turn('draw'), objects: [hob(2)] },
    actions: [toMain],
    manual: true,
    objects: { hob: { zone: 'battlefield', counters: { lore: 3 } } },
    stack: ['hob:2'],
  },
  {
    name: 'CR 714.4, 704.5s, History of Benalia ruling: once chapter III has resolved, its controller sacrifices it; its Knights got +2/+1',
    board: {
      turn: turn('draw'),
      objects: [hob(2), { id: 'knight', card: 'Knight Token', tokenDef: KNIGHT }],
    },
    actions: [toMain],
    objects: { hob: { zone: 'graveyard' }, knight: { pt: '4/3' } },
    events: ['zoneChange hob battlefield>graveyard 704.5s'],
    without: ['destroyed hob 704.5s'],
  },
  {
    name: 'CR 704.5s: a chapter ability that has triggered but waits to be put on the stack keeps its Saga too',
    board: { turn: turn('main1'), objects: [hob(1)] },
    actions: [lore(2)],
    manual: true,
    objects: { hob: { zone: 'battlefield', counters: { lore: 3 } } },
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: 'CR 714.2b-c, 107.15a, History of Benalia ruling: two lore counters at once (1 to 3: less than 2 and 3, now at least both) trigger chapters II and III, once each, put on the stack in the order A chooses',
    board: { turn: turn('main1'), objects: [hob(1)], next: { id: 100 } },
    actions: [lore(2), { kind: 'orderTriggers', order: [{ trigger: 'a101' }, { trigger: 'a100' }] }],
    manual: true,
    stack: ['hob:2', 'hob:1'],
    toAct: 'priority A',
  },
  {
    name: 'CR 107.15a: History of Benalia at 2 lore counters gets a third: only chapter III triggers, since 2 was not less than 2',
    board: { turn: turn('main1'), objects: [hob(2)], next: { id: 100 } },
    actions: [lore(1)],
    manual: true,
    stack: ['hob:2'],
    toAct: 'priority A',
  },
  {
    name: 'CR 714.2b, History of Benalia ruling: chapter II (a Knight) then III (+2/+1 to Knights), and then it is sacrificed',
    board: { turn: turn('main1'), objects: [hob(1)], next: { id: 100 } },
    actions: [lore(2)],
    objects: { hob: { zone: 'graveyard' }, o102: { name: 'Knight Token', pt: '4/3' } },
    events: ['zoneChange hob battlefield>graveyard 704.5s'],
  },
  {
    name: "CR 714.2b, History of Benalia ruling: a lore counter doesn't trigger a chapter whose number the count had already reached",
    board: { turn: turn('main1'), objects: [hob(1)] },
    actions: [lore(1)],
    manual: true,
    stack: ['hob:1'],
  },
  {
    name: 'CR 714.2b, Clash of the Eikons ruling (2025-06-06): removing a lore counter triggers nothing; putting one back triggers chapter II again',
    board: { turn: turn('main1'), objects: [hob(2)] },
    actions: [lore(-1), lore(1)],
    manual: true,
    objects: { hob: { counters: { lore: 2 } } },
    events: ['countersChanged hob lore -1 122.8', 'triggered hob chapter 714.2b'],
    stack: ['hob:1'],
  },
  {
    name: 'CR 122.6, 701.34a: Bloom Hulk proliferates History of Benalia: the lore counter triggers chapter II',
    board: {
      turn: turn('main1'),
      objects: [hob(1), { id: 'hulk', card: 'Bloom Hulk', zone: 'hand' }],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'hulk' }, decide({ chosen: ['hob'] })],
    objects: { hob: { counters: { lore: 2 } } },
    events: ['countersChanged hob lore +1 701.34a', 'triggered hob chapter 714.2b', 'putOnStack hob:1 603.3'],
  },
  {
    name: 'CR 704.5s, 714.3b, Saga ruling (2025-06-06): under Humility and Opalescence a Saga has no chapter abilities: it, a 3/3 creature, gets no lore counter and stays',
    board: {
      turn: turn('draw'),
      objects: [{ card: 'Humility' }, { card: 'Opalescence' }, hob(3)],
    },
    actions: [toMain],
    objects: { hob: { zone: 'battlefield', counters: { lore: 3 }, pt: '3/3' } },
    without: ['countersChanged hob lore +1 714.3b', 'zoneChange hob battlefield>graveyard 704.5s'],
  },
  {
    name: "CR 714.2d: Battle for Bretagard's chapter III, whose effect isn't modelled, still makes 3 its final chapter: after chapter II it stays",
    board: {
      turn: turn('draw'),
      objects: [{ id: 'battle', card: 'Battle for Bretagard', counters: { lore: 1 } }],
    },
    actions: [toMain],
    objects: { battle: { zone: 'battlefield', counters: { lore: 2 } } },
    events: ['triggered battle chapter 714.2b'],
  },
  {
    name: 'CR 714.4: with its third lore counter, Battle for Bretagard is sacrificed (its chapter III is reported unsupported)',
    board: {
      turn: turn('draw'),
      objects: [{ id: 'battle', card: 'Battle for Bretagard', counters: { lore: 2 } }],
    },
    actions: [toMain],
    objects: { battle: { zone: 'graveyard' } },
    events: ['zoneChange battle battlefield>graveyard 704.5s'],
  },
];

describe('Sagas (CR 714)', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
