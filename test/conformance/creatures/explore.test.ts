import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * Explore (CR 701.44a-c) on real cards compiled from their Oracle text: the enters trigger goes
 * on the stack; with a land revealed it resolves with nothing to decide, and with a nonland card
 * revealed it waits for its player's decision (608.2d), given with `decide`.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const merfolk = { id: 'merfolk', card: 'Merfolk Branchwalker', zone: 'hand' };
const enter: Action = { kind: 'putOntoBattlefield', object: 'merfolk' };
const inLibrary = (id: string, card: string) => ({ id, card, zone: 'library', owner: 'A' });
const board = (...library: object[]) => ({ turn: main, objects: [merfolk, ...library] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.44a, Merfolk Branchwalker: a land revealed goes to the hand, and no counter',
    board: board(inLibrary('forest', 'Forest'), inLibrary('bear', 'Grizzly Bears')),
    actions: [enter],
    objects: { forest: { zone: 'hand' }, merfolk: { counters: {}, pt: '2/1' }, bear: { zone: 'library' } },
    events: [
      'putOnStack merfolk:0 603.3',
      'revealed A forest 701.44a',
      'zoneChange forest library>hand 701.44a',
      'resolved a1 608.2n',
    ],
  },
  {
    name: 'CR 701.44a, Merfolk Branchwalker: a nonland revealed gives it a +1/+1 counter, and the card goes to the graveyard as decided',
    board: board(inLibrary('bear', 'Grizzly Bears'), inLibrary('forest', 'Forest')),
    actions: [enter, decide({ graveyard: ['bear'] })],
    objects: { bear: { zone: 'graveyard' }, merfolk: { counters: { '+1/+1': 1 }, pt: '3/2' } },
    events: ['countersChanged merfolk +1/+1 +1 701.44a', 'zoneChange bear library>graveyard 701.44a'],
  },
  {
    name: 'CR 701.44a, Merfolk Branchwalker: the nonland card may stay on top instead',
    board: board(inLibrary('bear', 'Grizzly Bears')),
    actions: [enter, decide({ top: ['bear'] })],
    objects: { bear: { zone: 'library' }, merfolk: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 608.2d, Merfolk Branchwalker: with a nonland revealed, the resolving trigger waits for the decision rather than guessing it',
    board: board(inLibrary('bear', 'Grizzly Bears')),
    actions: [enter],
    objects: { bear: { zone: 'library' }, merfolk: { counters: {} } },
    toAct: 'decide A',
    stack: ['merfolk:0'],
  },
  {
    name: 'CR 608.2d, Merfolk Branchwalker: with a nonland revealed, an answer without the decision is refused',
    board: board(inLibrary('bear', 'Grizzly Bears')),
    actions: [enter, { kind: 'decide' }],
    refused: '701.44a',
    toAct: 'decide A',
  },
  {
    name: 'CR 608.2d, Merfolk Branchwalker: a land revealed leaves nothing to decide: the trigger resolves without waiting, so a decision is refused',
    board: board(inLibrary('forest', 'Forest')),
    actions: [enter, decide({ graveyard: ['forest'] })],
    refused: '608.2d',
    objects: { forest: { zone: 'hand' } },
    stack: [],
  },
  {
    name: 'CR 701.44a-b, Merfolk Branchwalker: with an empty library no card is revealed, and it gets the counter',
    board: board(),
    actions: [enter],
    objects: { merfolk: { counters: { '+1/+1': 1 } } },
    without: ['drawFromEmptyLibrary A 121.4'],
  },
  {
    name: 'CR 701.44b-c, Merfolk Branchwalker: gone from the battlefield, it still explores: no counter, the card still placed',
    board: board(inLibrary('bear', 'Grizzly Bears')),
    // Played by hand: it leaves the battlefield while its trigger is on the stack.
    manual: true,
    actions: [
      enter,
      { kind: 'move', object: 'merfolk', to: 'graveyard' },
      { kind: 'resolveStack' },
      decide({ graveyard: ['bear'] }),
    ],
    objects: { bear: { zone: 'graveyard' }, merfolk: { zone: 'graveyard', counters: {} } },
  },
  {
    name: 'CR 701.44a, Jadelight Ranger: "it explores, then it explores again": a nonland kept on top is revealed again',
    board: {
      turn: main,
      objects: [
        { id: 'ranger', card: 'Jadelight Ranger', zone: 'hand' },
        inLibrary('bear', 'Grizzly Bears'),
        inLibrary('forest', 'Forest'),
      ],
    },
    actions: [
      { kind: 'putOntoBattlefield', object: 'ranger' },
      decide({ top: ['bear'] }, { graveyard: ['bear'] }),
    ],
    objects: {
      ranger: { counters: { '+1/+1': 2 }, pt: '4/3' },
      bear: { zone: 'graveyard' },
      forest: { zone: 'library' },
    },
  },
];

describe('CR 701.44 explore', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
