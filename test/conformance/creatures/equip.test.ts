import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
 * Activate only as a sorcery." Bonesplitter ("Equipped creature gets +2/+0. / Equip {1}") is
 * compiled from its Oracle text; attaching gives it a new timestamp (701.3a, 613.7e).
 */

const equip = (targets: string[]): Action => ({ kind: 'activate', object: 'splitter', ability: 1, targets });
const objects = [
  { id: 'splitter', card: 'Bonesplitter' },
  { id: 'bear', card: 'Grizzly Bears' },
  { id: 'foe', card: 'Grizzly Bears', controller: 'B' },
];
const players = [
  { id: 'A', life: 20, manaPool: '{C}' },
  { id: 'B', life: 20 },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.6a, 701.3a: equip {1} attaches Bonesplitter to a creature you control -> 4/2',
    board: { turn: { number: 3, active: 'A', step: 'main1' }, players, objects },
    actions: [equip(['bear'])],
    objects: { bear: { pt: '4/2' }, foe: { pt: '2/2' } },
    events: ['attached splitter>bear 701.3a'],
  },
  {
    name: "CR 702.6a, 115.1: equip targets a creature you control, not an opponent's",
    board: { turn: { number: 3, active: 'A', step: 'main1' }, players, objects },
    actions: [equip(['foe'])],
    refused: '601.2c',
  },
  {
    name: 'CR 702.6a, 602.5d: equip is activated only as a sorcery, not in combat',
    board: { turn: { number: 3, active: 'A', step: 'beginCombat' }, players, objects },
    actions: [equip(['bear'])],
    refused: '602.5d',
  },
  {
    name: 'CR 702.6a, 601.2h: equip costs {1}; with no mana the activation is refused',
    board: { turn: { number: 3, active: 'A', step: 'main1' }, objects },
    actions: [equip(['bear'])],
    refused: '202.1a',
  },
];

describe('equip (CR 702.6)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
