import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/notation/make-board.js';
import { parseBoard } from '../../src/notation/parse-board.js';
import { pool } from '../support/play.js';

/**
 * The cards each player has drawn this turn (CR 121.2: "your second card each turn") in board
 * files: read, checked by validateState, and written back.
 */

describe('cards drawn this turn in board files (CR 121.2)', () => {
  it('CR 121.2: turn.cardsDrawn round trips', () => {
    const board = { turn: { cardsDrawn: { A: 1, B: 2 } } };
    const parsed = parseBoard(board, pool);
    if (!parsed.ok) return expect.fail(`${parsed.error.path}: ${parsed.error.message}`);
    expect(parsed.value.state.turn.cardsDrawn).toEqual({ A: 1, B: 2 });
    expect(makeBoard(parsed.value.state, pool)).toMatchObject(board);
  });

  it.each([
    ['cards drawn by a player the game lacks', { C: 1 }, '$.turn.cardsDrawn.C'],
    ['a count that is no whole number', { A: -1 }, '$.turn.cardsDrawn.A'],
  ])('CR 121.2: %s is refused', (_, cardsDrawn, path) => {
    const parsed = parseBoard({ turn: { cardsDrawn } }, pool);
    expect(parsed.ok ? null : parsed.error.path).toBe(path);
  });
});
