import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 702.16a: protection from qualities other than one colour: all colours, multicoloured,
 * monocoloured, a card type, everything (702.16j). Each card is compiled from its Oracle
 * text; the rules are those of 702.16b-f, as for colours.
 */

const board = (objects: readonly object[], step = 'declareAttackers') => ({
  turn: { number: 3, active: 'A', step },
  players: [{ id: 'A', life: 20, manaPool: '{C}' }, { id: 'B' }],
  objects,
});
const mine = (id: string, card: string) => ({ id, card });
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });
const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'A',
  targets: [target],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 702.16f: Tel-Jilad Chosen (protection from artifacts) can't be blocked by Memnite, an artifact creature",
    board: board([mine('chosen', 'Tel-Jilad Chosen'), theirs('mite', 'Memnite')]),
    actions: attackAndBlock(attack('chosen'), [block('mite', 'chosen')]),
    refused: '702.16f',
  },
  {
    name: 'CR 702.16f: ... Grizzly Bears, no artifact, may block it',
    board: board([mine('chosen', 'Tel-Jilad Chosen'), theirs('bear', 'Grizzly Bears')]),
    actions: attackAndBlock(attack('chosen'), [block('bear', 'chosen')]),
    objects: { chosen: { blocked: true } },
  },
  {
    name: "CR 702.16d: Tel-Jilad Chosen (protection from artifacts) can't be equipped: Bonesplitter's equip is refused",
    board: board([{ id: 'splitter', card: 'Bonesplitter' }, mine('chosen', 'Tel-Jilad Chosen')], 'main1'),
    actions: [{ kind: 'activate', object: 'splitter', ability: 1, targets: ['chosen'] }],
    refused: '702.16b',
  },
  {
    name: "CR 702.16f: Beloved Chaplain (protection from creatures) can't be blocked at all by a creature",
    board: board([mine('chaplain', 'Beloved Chaplain'), theirs('bear', 'Grizzly Bears')]),
    actions: attackAndBlock(attack('chaplain'), [block('bear', 'chaplain')]),
    refused: '702.16f',
  },
  {
    name: "CR 702.16b: Guardian of the Guildpact (protection from monocolored) can't be targeted by Lightning Bolt (red)",
    board: board([theirs('guardian', 'Guardian of the Guildpact')], 'main1'),
    actions: [bolt('guardian')],
    refused: '702.16b',
  },
  {
    name: 'CR 702.16f: Guardian of the Guildpact ... Boros Recruit (white and red) may block it; multicoloured is not monocoloured',
    board: board([mine('guardian', 'Guardian of the Guildpact'), theirs('recruit', 'Boros Recruit')]),
    actions: attackAndBlock(attack('guardian'), [block('recruit', 'guardian')]),
    objects: { guardian: { blocked: true } },
  },
  {
    name: "CR 702.16b: Iridescent Angel (protection from all colors) can't be targeted by Lightning Bolt",
    board: board([theirs('angel', 'Iridescent Angel')], 'main1'),
    actions: [bolt('angel')],
    refused: '702.16b',
  },
  {
    name: "CR 702.16j: Progenitus (protection from everything) can't be blocked even by Memnite, which is colourless",
    board: board([mine('progenitus', 'Progenitus'), theirs('mite', 'Memnite')]),
    actions: attackAndBlock(attack('progenitus'), [block('mite', 'progenitus')]),
    refused: '702.16f',
  },
];

describe('protection from qualities other than one colour (CR 702.16)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
