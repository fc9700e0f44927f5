import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 608.2c, 207.2c: a spell whose second paragraph, after an ability word, changes its first
 * ("Morbid — That creature gets -13/-13 until end of turn instead if a creature died this
 * turn."): the later sentence replaces the earlier where its condition holds as the spell
 * resolves (608.2h). Each card is compiled from its Oracle text (MTGJSON).
 */

const main = { number: 3, active: 'A', step: 'main1' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Tragic Slip, CR 608.2c: no creature died this turn: the target gets -1/-1',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
      objects: [
        { id: 'slip', card: 'Tragic Slip', zone: 'hand' },
        { id: 'giant', card: 'Hill Giant', controller: 'B' },
      ],
    },
    actions: [{ kind: 'cast', object: 'slip', targets: ['giant'] }],
    objects: { giant: { pt: '2/2', zone: 'battlefield' } },
  },
  {
    name: 'Tragic Slip, CR 608.2c, 700.4: morbid: a creature died this turn (a Lightning Bolt killed one): the target gets -13/-13 and dies',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{B}{R}' }, { id: 'B' }],
      objects: [
        { id: 'slip', card: 'Tragic Slip', zone: 'hand' },
        { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
        { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
        { id: 'giant', card: 'Hill Giant', controller: 'B' },
      ],
    },
    actions: [
      { kind: 'cast', object: 'bolt', targets: ['bears'] },
      { kind: 'cast', object: 'slip', targets: ['giant'] },
    ],
    objects: { bears: { zone: 'graveyard' }, giant: { zone: 'graveyard' } },
  },
  {
    name: "Mirran Mettle, CR 608.2c: metalcraft: with three artifacts its controller's creature gets +4/+4, not +2/+2",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
      objects: [
        { id: 'mettle', card: 'Mirran Mettle', zone: 'hand' },
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'ornithopter1', card: 'Ornithopter' },
        { id: 'ornithopter2', card: 'Ornithopter' },
        { id: 'ornithopter3', card: 'Ornithopter' },
      ],
    },
    actions: [{ kind: 'cast', object: 'mettle', targets: ['bears'] }],
    objects: { bears: { pt: '6/6' } },
  },
  {
    name: 'Mirran Mettle, CR 608.2c: two artifacts: +2/+2',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
      objects: [
        { id: 'mettle', card: 'Mirran Mettle', zone: 'hand' },
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'ornithopter1', card: 'Ornithopter' },
        { id: 'ornithopter2', card: 'Ornithopter' },
      ],
    },
    actions: [{ kind: 'cast', object: 'mettle', targets: ['bears'] }],
    objects: { bears: { pt: '4/4' } },
  },
  {
    name: 'Hunger of the Howlpack, CR 608.2c, 122.1: morbid: three +1/+1 counters instead of one',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{G}{R}' }, { id: 'B' }],
      objects: [
        { id: 'hunger', card: 'Hunger of the Howlpack', zone: 'hand' },
        { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'elves', card: 'Llanowar Elves', controller: 'B' },
      ],
    },
    actions: [
      { kind: 'cast', object: 'bolt', targets: ['elves'] },
      { kind: 'cast', object: 'hunger', targets: ['bears'] },
    ],
    objects: { bears: { pt: '5/5', counters: { '+1/+1': 3 } } },
  },
  {
    name: 'Feed the Clan, CR 608.2c, 119.3: ferocious: 10 life with a creature of power 4 or greater, not 5',
    board: {
      turn: main,
      players: [{ id: 'A', life: 20, manaPool: '{G}{C}' }, { id: 'B' }],
      objects: [
        { id: 'feed', card: 'Feed the Clan', zone: 'hand' },
        { id: 'giant', card: 'Craw Wurm' },
      ],
    },
    actions: [{ kind: 'cast', object: 'feed' }],
    players: { A: { life: 30 } },
  },
];

describe('a paragraph that changes the one before it "instead if" (CR 608.2c, 207.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
