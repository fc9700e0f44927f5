import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever a creature attacks you [or a planeswalker you control]" (CR 508.3a, 506.3, 603.2c):
 * once for each creature declared as an attacker of the ability's controller (or of a
 * planeswalker they control), which is the trigger object. Real cards compiled from their Oracle
 * text: Briar Patch ("Whenever a creature attacks you, it gets -1/-0 until end of turn."), Crown
 * of Doom ("Whenever a creature attacks you or a planeswalker you control, it gets +2/+0 until end
 * of turn."), Slumbering Dragon (3/3, "… put a +1/+1 counter on Slumbering Dragon.").
 */

const board = (watcher: string, active: string) => ({
  turn: { number: 2, active, step: 'main1' },
  objects: [
    { id: 'watcher', card: watcher, controller: 'A', owner: 'A' },
    { id: 'jace', card: 'Jace Beleren', controller: 'A', owner: 'A', counters: { loyalty: 3 } },
    { id: 'mine', card: 'Grizzly Bears', controller: 'A', owner: 'A' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B', owner: 'B' },
    { id: 'elf', card: 'Llanowar Elves', controller: 'B', owner: 'B' },
  ],
});
const attack = (...attackers: readonly { attacker: string; attacking?: string }[]): readonly Action[] => [
  { kind: 'advance', to: 'declareAttackers' },
  { kind: 'declareAttackers', attackers },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'Briar Patch, CR 508.3a, 603.2c: B’s Grizzly Bears and Llanowar Elves attack A -> each gets -1/-0 once: 1/2 and 0/1',
    board: board('Briar Patch', 'B'),
    actions: attack({ attacker: 'bear' }, { attacker: 'elf' }),
    objects: { bear: { pt: '1/2' }, elf: { pt: '0/1' } },
    events: ['triggered watcher creatureAttacks 508.3a'],
  },
  {
    name: 'Briar Patch, CR 506.3: Grizzly Bears attacks A’s planeswalker, not A -> no trigger, 2/2',
    board: board('Briar Patch', 'B'),
    actions: attack({ attacker: 'bear', attacking: 'jace' }),
    objects: { bear: { pt: '2/2' } },
    without: ['triggered watcher creatureAttacks 508.3a'],
  },
  {
    name: 'Briar Patch, CR 506.3: A’s own Grizzly Bears attacks B -> no trigger, 2/2',
    board: board('Briar Patch', 'A'),
    actions: attack({ attacker: 'mine' }),
    objects: { mine: { pt: '2/2' } },
    without: ['triggered watcher creatureAttacks 508.3a'],
  },
  {
    name: 'Crown of Doom, CR 506.3, 508.3a: one attacker of A, one of A’s planeswalker -> each gets +2/+0: 4/2 and 3/1',
    board: board('Crown of Doom', 'B'),
    actions: attack({ attacker: 'bear' }, { attacker: 'elf', attacking: 'jace' }),
    objects: { bear: { pt: '4/2' }, elf: { pt: '3/1' } },
  },
  {
    name: 'Crown of Doom, CR 506.3: A’s own Grizzly Bears attacks B -> no trigger, 2/2',
    board: board('Crown of Doom', 'A'),
    actions: attack({ attacker: 'mine' }),
    objects: { mine: { pt: '2/2' } },
    without: ['triggered watcher creatureAttacks 508.3a'],
  },
  {
    name: 'Slumbering Dragon, CR 508.3a, 122.1: two creatures attack A and its planeswalker -> two +1/+1 counters: 3/3 -> 5/5',
    board: board('Slumbering Dragon', 'B'),
    actions: attack({ attacker: 'bear' }, { attacker: 'elf', attacking: 'jace' }),
    objects: { watcher: { pt: '5/5', counters: { '+1/+1': 2 } } },
  },
];

describe('"Whenever a creature attacks you [or a planeswalker you control]" (CR 508.3a, 506.3)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
