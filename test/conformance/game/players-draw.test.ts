import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Players other than the controller drawing (CR 121.1, 115.1, 608.2c): "Target player draws
 * three cards" (Ancestral Recall, Stroke of Genius), "Each player draws a card" (Vision Skeins,
 * Howling Golem). Each named player draws from their own library. The cards are real and
 * compiled from their Oracle text.
 */

const library = (owner: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${owner.toLowerCase()}${i}`,
    card: 'Island',
    zone: 'library',
    owner,
  }));
const board = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [...objects, ...library('A', 3), ...library('B', 3)],
});
const resolve = (source: string, targets: readonly string[] = [], x?: number): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets,
  ...(x === undefined ? {} : { x }),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 121.1, 115.1, Ancestral Recall targeting B: B draws three cards, A none',
    board: board([]),
    actions: [resolve('Ancestral Recall', ['B'])],
    objects: { b0: { zone: 'hand' }, b1: { zone: 'hand' }, b2: { zone: 'hand' }, a0: { zone: 'library' } },
  },
  {
    name: 'CR 121.1, 107.3a, Stroke of Genius with X = 2 targeting A: A draws two cards',
    board: board([]),
    actions: [resolve('Stroke of Genius', ['A'], 2)],
    objects: { a0: { zone: 'hand' }, a1: { zone: 'hand' }, a2: { zone: 'library' }, b0: { zone: 'library' } },
  },
  {
    name: 'CR 121.1, Vision Skeins: each player draws two cards',
    board: board([]),
    actions: [resolve('Vision Skeins')],
    objects: { a1: { zone: 'hand' }, b1: { zone: 'hand' }, a2: { zone: 'library' }, b2: { zone: 'library' } },
  },
];

describe('other players drawing (CR 121.1)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
