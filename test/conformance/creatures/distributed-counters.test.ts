import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Counters distributed among targets (CR 601.2d): the division is announced with the targets,
 * as the spell is cast, the ability activated (602.2b) or put on the stack (603.3d), each
 * target getting at least 1 and the shares adding up to the number of counters; as it
 * resolves, a target that has become illegal gets none of its share, and the others get theirs
 * (608.2b). Real cards compiled from their Oracle text: Elven Rite ("Distribute two +1/+1
 * counters among one or two target creatures."), Verdurous Gearhulk ("When Verdurous Gearhulk
 * enters the battlefield, distribute four +1/+1 counters among any number of target creatures
 * you control.") and Ajani, Mentor of Heroes ("[+1]: Distribute three +1/+1 counters among one,
 * two, or three target creatures you control.").
 */

const main = { number: 3, active: 'A', step: 'main1' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const elf = { id: 'elf', card: 'Llanowar Elves' };
const rite = (mana = '{G}{G}', ...more: readonly object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [bear, elf, { id: 'rite', card: 'Elven Rite', zone: 'hand' }, ...more],
});
const cast = (targets: readonly string[], division?: Readonly<Record<string, number>>): Action => ({
  kind: 'cast',
  object: 'rite',
  targets,
  ...(division === undefined ? {} : { division }),
});
const pass: Action = { kind: 'pass' };
const withGearhulk = {
  turn: main,
  objects: [bear, elf, { id: 'hulk', card: 'Verdurous Gearhulk', zone: 'hand' }],
  next: { id: 100 },
};
/** It enters; its trigger goes on the stack with the Bears and the Elves as targets and this division. */
const gearhulkEnters = (division: Readonly<Record<string, number>>): Action[] => [
  { kind: 'putOntoBattlefield', object: 'hulk' },
  { kind: 'orderTriggers', order: [{ trigger: 'a100', targets: ['bear', 'elf'], division }] },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'Elven Rite, CR 601.2d: one counter each for two targets',
    board: rite(),
    actions: [cast(['bear', 'elf'], { bear: 1, elf: 1 })],
    objects: { bear: { counters: { '+1/+1': 1 }, pt: '3/3' }, elf: { counters: { '+1/+1': 1 }, pt: '2/2' } },
  },
  {
    name: 'Elven Rite, CR 601.2d: one target gets both counters, the division left out',
    board: rite(),
    actions: [cast(['bear'])],
    objects: { bear: { counters: { '+1/+1': 2 } }, elf: { counters: {} } },
  },
  {
    name: 'Elven Rite, CR 601.2d: each target gets at least one: 2 and 0 is refused, the card still in hand',
    board: rite(),
    actions: [cast(['bear', 'elf'], { bear: 2, elf: 0 })],
    refused: '601.2d',
    objects: { rite: { zone: 'hand' } },
  },
  {
    name: "CR 601.2d: the shares must add up to the counters: 2 and 1 for Elven Rite's two is refused",
    board: rite(),
    actions: [cast(['bear', 'elf'], { bear: 2, elf: 1 })],
    refused: '601.2d',
  },
  {
    name: 'Elven Rite, CR 601.2d: with two targets the division must be announced',
    board: rite(),
    actions: [cast(['bear', 'elf'])],
    refused: '601.2d',
  },
  {
    name: 'Elven Rite, CR 608.2b: the Elves destroyed in response (Doom Blade): the Bears still get their one counter',
    board: rite('{G}{G}{B}{B}', { id: 'blade', card: 'Doom Blade', zone: 'hand' }),
    manual: true,
    actions: [
      cast(['bear', 'elf'], { bear: 1, elf: 1 }),
      { kind: 'cast', object: 'blade', targets: ['elf'] },
      pass,
      pass,
      pass,
      pass,
    ],
    objects: { bear: { counters: { '+1/+1': 1 } }, elf: { zone: 'graveyard' }, rite: { zone: 'graveyard' } },
    stack: [],
  },
  {
    name: 'Verdurous Gearhulk, CR 603.3d, 601.2d: its trigger is put on the stack with its targets and division, 3 and 1',
    board: withGearhulk,
    actions: gearhulkEnters({ bear: 3, elf: 1 }),
    objects: {
      bear: { counters: { '+1/+1': 3 } },
      elf: { counters: { '+1/+1': 1 } },
      hulk: { counters: {} },
    },
  },
  {
    name: 'Verdurous Gearhulk, CR 601.2d: a division adding up to 3 of its four counters is refused',
    board: withGearhulk,
    actions: gearhulkEnters({ bear: 2, elf: 1 }),
    refused: '601.2d',
  },
  {
    name: 'Ajani, Mentor of Heroes, CR 606.4, 602.2b: "[+1]": three counters among three creatures, one each',
    board: {
      turn: main,
      objects: [
        bear,
        elf,
        { id: 'hulk', card: 'Verdurous Gearhulk' },
        { id: 'ajani', card: 'Ajani, Mentor of Heroes', counters: { loyalty: 4 } },
      ],
    },
    actions: [
      {
        kind: 'activate',
        object: 'ajani',
        ability: 0,
        targets: ['bear', 'elf', 'hulk'],
        division: { bear: 1, elf: 1, hulk: 1 },
      },
    ],
    objects: {
      ajani: { loyalty: 5 },
      bear: { counters: { '+1/+1': 1 } },
      elf: { counters: { '+1/+1': 1 } },
      hulk: { counters: { '+1/+1': 1 } },
    },
  },
];

describe('counters distributed among targets (CR 601.2d, 608.2b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
