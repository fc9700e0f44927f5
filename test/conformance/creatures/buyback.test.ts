import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Buyback (CR 702.27a) on real cards compiled from their Oracle text: an additional cost its
 * caster may pay (601.2f); if it was paid, the spell goes to its owner's hand instead of the
 * graveyard as it resolves, but not when it doesn't resolve (608.2b).
 */

const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const card = (id: string, name: string, zone: string, owner = 'A') => ({ id, card: name, zone, owner });
const touch = (buyback: boolean, targets = ['B']): Action => ({
  kind: 'cast',
  object: 'touch',
  targets,
  ...(buyback ? { buyback } : {}),
});

const pass: Action = { kind: 'pass' };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 702.27a: Searing Touch {R} cast with its buyback cost {4} deals 1 damage and returns to its owner's hand",
    board: board('{R}{C}{C}{C}{C}', [card('touch', 'Searing Touch', 'hand')]),
    actions: [touch(true)],
    objects: { touch: { zone: 'hand' } },
    players: { A: { mana: 0 }, B: { life: 19 } },
    events: ['zoneChange touch stack>hand 702.27a'],
  },
  {
    name: 'CR 608.2n: Searing Touch cast without buyback goes to the graveyard',
    board: board('{R}', [card('touch', 'Searing Touch', 'hand')]),
    actions: [touch(false)],
    objects: { touch: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
  },
  {
    name: 'CR 601.2f, 601.2h: the buyback cost is part of the total cost: Searing Touch with buyback and {R}{C} is refused',
    board: board('{R}{C}', [card('touch', 'Searing Touch', 'hand')]),
    actions: [touch(true)],
    refused: '601.2h',
  },
  {
    name: 'CR 702.27a: Lightning Bolt has no buyback cost',
    board: board('{R}{C}{C}{C}{C}', [card('bolt', 'Lightning Bolt', 'hand')]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'], buyback: true }],
    refused: '702.27a',
  },
  {
    name: "CR 608.2b, 702.27a: Searing Touch bought back doesn't resolve when its target is gone: it goes to the graveyard",
    board: board('{R}{C}{C}{C}{C}{R}', [
      card('touch', 'Searing Touch', 'hand'),
      card('bolt', 'Lightning Bolt', 'hand'),
      { id: 'elves', card: 'Llanowar Elves', owner: 'B' },
    ]),
    actions: [
      touch(true, ['elves']),
      { kind: 'cast', object: 'bolt', targets: ['elves'] },
      pass,
      pass,
      pass,
      pass,
    ],
    manual: true,
    objects: { touch: { zone: 'graveyard' }, elves: { zone: 'graveyard' } },
    events: ['zoneChange touch stack>graveyard 608.2b'],
  },
];

describe('buyback (CR 702.27a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
