import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Counters on a group, compiled from real cards' Oracle text (CR 122.1): the permanents the
 * group names as the instruction is followed (608.2h); and an effect on "it", the creature
 * whose entering triggered the ability (603.2, 611.2c: In the Web of War).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const bears = [
  { id: 'bear', card: 'Grizzly Bears' },
  { id: 'elf', card: 'Llanowar Elves' },
  { id: 'foe', card: 'Grizzly Bears', controller: 'B' },
];
const cast = (object: string): Action => ({ kind: 'cast', object });
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });

const ROWS: readonly PlayRow[] = [
  {
    name: "Basri's Solidarity, CR 122.1: a +1/+1 counter on each creature you control, not the opponent's",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{W}{C}' }, { id: 'B' }],
      objects: [...bears, { id: 'spell', card: "Basri's Solidarity", zone: 'hand' }],
    },
    actions: [cast('spell')],
    objects: {
      bear: { counters: { '+1/+1': 1 }, pt: '3/3' },
      elf: { counters: { '+1/+1': 1 }, pt: '2/2' },
      foe: { counters: {}, pt: '2/2' },
    },
  },
  {
    name: 'Primeval Protector, CR 122.1: "each other creature you control": not itself',
    board: { turn: main, objects: [...bears, { id: 'protector', card: 'Primeval Protector', zone: 'hand' }] },
    actions: [enter('protector')],
    objects: {
      protector: { counters: {} },
      bear: { counters: { '+1/+1': 1 } },
      elf: { counters: { '+1/+1': 1 } },
      foe: { counters: {} },
    },
  },
  {
    name: 'Thalia\'s Lieutenant, CR 122.1: "each other Human you control": a Human, not a Bear',
    board: {
      turn: main,
      objects: [
        ...bears,
        { id: 'human', card: 'Thraben Inspector' },
        { id: 'lieutenant', card: "Thalia's Lieutenant", zone: 'hand' },
      ],
    },
    actions: [enter('lieutenant')],
    objects: { human: { counters: { '+1/+1': 1 } }, bear: { counters: {} }, lieutenant: { counters: {} } },
  },
  {
    name: 'Harbinger of Night, CR 122.1, 704.5f: a -1/-1 counter on each creature at the upkeep; a 1/1 dies',
    board: {
      turn: { number: 3, active: 'A', step: 'untap' },
      objects: [...bears, { id: 'harbinger', card: 'Harbinger of Night' }],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: {
      harbinger: { counters: { '-1/-1': 1 }, pt: '1/2' },
      foe: { counters: { '-1/-1': 1 }, pt: '1/1' },
      elf: { zone: 'graveyard' },
    },
  },
  {
    name: 'In the Web of War, CR 603.2, 611.2c: the creature that entered gets +2/+0 and haste, not the enchantment',
    board: {
      turn: main,
      objects: [
        { id: 'web', card: 'In the Web of War' },
        { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
      ],
    },
    actions: [enter('bear')],
    objects: { bear: { pt: '4/2', keywords: ['Haste'] }, web: { pt: null } },
  },
  {
    name: "In the Web of War, CR 603.2: an opponent's creature entering doesn't trigger it",
    board: {
      turn: main,
      objects: [
        { id: 'web', card: 'In the Web of War' },
        { id: 'bear', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
      ],
    },
    actions: [enter('bear')],
    objects: { bear: { pt: '2/2', keywords: [] } },
  },
];

describe('counters on a group (CR 122.1, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
