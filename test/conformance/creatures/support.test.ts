import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Support N (CR 701.41a), compiled from real cards' Oracle text: a +1/+1 counter on each of up
 * to N target creatures, "other" ones for a permanent's ability; the targets, from none to N,
 * are announced as the spell is cast or the trigger goes on the stack (601.2c, 115.6), each
 * chosen once (115.3).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const creatures = [
  { id: 'bear', card: 'Grizzly Bears' },
  { id: 'elf', card: 'Llanowar Elves' },
  { id: 'foe', card: 'Grizzly Bears', controller: 'B' },
];
const withSpell = {
  turn: main,
  players: [{ id: 'A', manaPool: '{G}{C}' }, { id: 'B' }],
  objects: [...creatures, { id: 'lead', card: 'Lead by Example', zone: 'hand' }],
};
const lead = (targets: string[]): Action => ({ kind: 'cast', object: 'lead', targets });
const withRaptor = {
  turn: main,
  objects: [...creatures, { id: 'raptor', card: 'Expedition Raptor', zone: 'hand' }],
  next: { id: 100 },
};
const raptorEnters = (targets: string[]): Action[] => [
  { kind: 'putOntoBattlefield', object: 'raptor' },
  { kind: 'orderTriggers', order: [{ trigger: 'a100', targets }] },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'Lead by Example, CR 701.41a: "Support 2": a counter on each of two target creatures',
    board: withSpell,
    actions: [lead(['bear', 'foe'])],
    objects: { bear: { counters: { '+1/+1': 1 } }, foe: { counters: { '+1/+1': 1 } }, elf: { counters: {} } },
  },
  {
    name: 'Lead by Example, CR 115.6: "up to two": one target is enough',
    board: withSpell,
    actions: [lead(['elf'])],
    objects: { elf: { counters: { '+1/+1': 1 }, pt: '2/2' }, bear: { counters: {} } },
  },
  {
    name: 'Lead by Example, CR 601.2c: a third target is refused',
    board: withSpell,
    actions: [lead(['bear', 'elf', 'foe'])],
    refused: '601.2c',
  },
  {
    name: 'Expedition Raptor, CR 701.41a: "support 2" as it enters: two other creatures',
    board: withRaptor,
    actions: raptorEnters(['bear', 'elf']),
    objects: {
      bear: { counters: { '+1/+1': 1 } },
      elf: { counters: { '+1/+1': 1 } },
      raptor: { counters: {} },
    },
  },
  {
    name: 'Expedition Raptor, CR 701.41a, 115.1: "other target creatures": it can\'t target itself',
    board: withRaptor,
    actions: raptorEnters(['raptor']),
    refused: '601.2c',
  },
];

describe('support (CR 701.41)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
