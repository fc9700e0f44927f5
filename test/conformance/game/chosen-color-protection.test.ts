import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[it] gains protection from the color of your choice until end of turn" (CR 608.2d, 702.16a):
 * the colour is chosen as it resolves, by its controller's `decide` with `decisions: [{ chosen:
 * ["R"] }]`, and the protection lasts until end of turn (514.2). Mother of Runes: "{T}: Target
 * creature you control gains protection from the color of your choice until end of turn."
 */

const board = (step = 'main1') => ({
  turn: { number: 3, active: 'A', step },
  players: [
    { id: 'A', manaPool: '' },
    { id: 'B', manaPool: '{R}' },
  ],
  objects: [
    { id: 'mom', card: 'Mother of Runes' },
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'bolt', card: 'Lightning Bolt', zone: 'hand', owner: 'B' },
  ],
});
const activate: Action = { kind: 'activate', object: 'mom', ability: 0, targets: ['bear'] };
const choose = (...chosen: string[]): Action => ({ kind: 'decide', decisions: [{ chosen }] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2d: Mother of Runes targets the Bears; as it resolves, its controller A is asked for a colour',
    board: board(),
    actions: [activate],
    toAct: 'decide A',
    stack: ['mom:0'],
  },
  {
    name: 'CR 702.16a: A chooses red: the Bears have protection from red until end of turn',
    board: board(),
    actions: [activate, choose('R')],
    objects: { bear: { keywords: ['Protection from red'] } },
    stack: [],
  },
  {
    name: "CR 702.16b: with protection from red, the Bears can't be the target of B's Lightning Bolt",
    board: board(),
    actions: [activate, choose('R'), { kind: 'pass' }, { kind: 'cast', object: 'bolt', targets: ['bear'] }],
    refused: '702.16b',
  },
  {
    name: 'CR 608.2d: one colour is chosen; two are refused',
    board: board(),
    actions: [activate, choose('R', 'B')],
    refused: '608.2d',
  },
  {
    name: 'CR 105.1, 608.2d: "purple" is not a colour to choose',
    board: board(),
    actions: [activate, choose('purple')],
    refused: '608.2d',
  },
];

describe('Protection from the color of your choice (CR 608.2d, 702.16a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
