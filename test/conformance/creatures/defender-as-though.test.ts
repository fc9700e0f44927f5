import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[This] can attack (this turn) as though it didn't have defender" (CR 609.4, 702.3b): defender
 * is set aside for attacking only. The cards are real and compiled from their Oracle text:
 * Returned Phalanx ("{1}{U}: Returned Phalanx can attack this turn as though it didn't have
 * defender.") and Spire Serpent ("Metalcraft — As long as you control three or more artifacts,
 * Spire Serpent gets +2/+2 and can attack as though it didn't have defender.").
 */

const board = (objects: readonly object[], step = 'beginCombat') => ({
  turn: { number: 3, active: 'A', step },
  players: [{ id: 'A', manaPool: '{U}{C}' }, { id: 'B' }],
  objects,
});
const declare = (id: string): Action => ({ kind: 'declareAttackers', attackers: attack(id) });
const phalanx = { id: 'phalanx', card: 'Returned Phalanx' };
const artifacts = (n: number) => Array.from({ length: n }, () => ({ card: 'Ornithopter' }));

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.3b, Returned Phalanx: with defender its attack is refused',
    board: board([phalanx], 'declareAttackers'),
    actions: [declare('phalanx')],
    refused: '702.3b',
  },
  {
    name: 'CR 609.4, 702.3b, Returned Phalanx: its ability resolved this turn, it attacks',
    board: board([phalanx]),
    actions: [
      { kind: 'activate', object: 'phalanx', ability: 1 },
      { kind: 'advance', to: 'declareAttackers' },
      declare('phalanx'),
    ],
    objects: { phalanx: { attacking: 'B', keywords: ['Defender'] } },
  },
  {
    name: 'CR 609.4, 611.3a, Spire Serpent: with three artifacts it is 5/7 and attacks',
    board: board([{ id: 'serpent', card: 'Spire Serpent' }, ...artifacts(3)], 'declareAttackers'),
    actions: [declare('serpent')],
    objects: { serpent: { attacking: 'B', pt: '5/7' } },
  },
  {
    name: 'CR 702.3b, 611.3a, Spire Serpent: with two artifacts it is 3/5 and its attack is refused',
    board: board([{ id: 'serpent', card: 'Spire Serpent' }, ...artifacts(2)], 'declareAttackers'),
    actions: [declare('serpent')],
    refused: '702.3b',
    objects: { serpent: { pt: '3/5' } },
  },
];

describe("attacking as though it didn't have defender (CR 609.4, 702.3b)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
