import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Entwine (CR 702.42a-b) on real cards compiled from their Oracle text: paying the entwine cost
 * on top of the mana cost (601.2f) chooses all the modes of a modal spell instead of the number
 * it names, and each mode is followed in printed order as it resolves.
 */

const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const card = (id: string, name: string, zone: string, owner = 'A') => ({ id, card: name, zone, owner });
const lightning = (modes: number[], targets: string[], entwined?: boolean): Action => ({
  kind: 'cast',
  object: 'barbed',
  modes,
  targets,
  ...(entwined === undefined ? {} : { entwined }),
});
const elves = { id: 'elves', card: 'Llanowar Elves', owner: 'B' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.42a-b: Barbed Lightning {2}{R} entwined for {2} more deals 3 damage to a creature and 3 to a player',
    board: board('{R}{C}{C}{C}{C}', [card('barbed', 'Barbed Lightning', 'hand'), elves]),
    actions: [lightning([0, 1], ['elves', 'B'], true)],
    objects: { elves: { zone: 'graveyard' } },
    players: { A: { mana: 0 }, B: { life: 17 } },
  },
  {
    name: 'CR 700.2: Barbed Lightning not entwined: both modes of "Choose one" are refused',
    board: board('{R}{C}{C}{C}{C}', [card('barbed', 'Barbed Lightning', 'hand'), elves]),
    actions: [lightning([0, 1], ['elves', 'B'])],
    refused: '700.2',
  },
  {
    name: 'CR 702.42a: entwined, all modes are chosen: Barbed Lightning entwined with one mode is refused',
    board: board('{R}{C}{C}{C}{C}', [card('barbed', 'Barbed Lightning', 'hand'), elves]),
    actions: [lightning([0], ['elves'], true)],
    refused: '702.42a',
  },
  {
    name: 'CR 601.2f, 601.2h: the entwine cost is part of the total cost: Barbed Lightning entwined with {R}{C}{C} is refused',
    board: board('{R}{C}{C}', [card('barbed', 'Barbed Lightning', 'hand'), elves]),
    actions: [lightning([0, 1], ['elves', 'B'], true)],
    refused: '601.2h',
  },
  {
    name: 'CR 702.42a: Lightning Bolt has no entwine cost',
    board: board('{R}{C}{C}', [card('bolt', 'Lightning Bolt', 'hand')]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'], entwined: true }],
    refused: '702.42a',
  },
];

describe('entwine (CR 702.42)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
