import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/notation/make-board.js';
import { parseBoard } from '../../src/notation/parse-board.js';
import { pool } from '../support/play.js';

/**
 * The life each player has gained and lost this turn (CR 119.3: "if you gained life this turn")
 * in board files: read, checked by validateState, and written back.
 */

describe('life gained and lost this turn in board files (CR 119.3)', () => {
  it('CR 119.3: turn.lifeGained and turn.lifeLost round trip', () => {
    const board = { turn: { lifeGained: { A: 3 }, lifeLost: { A: 1, B: 4 } } };
    const parsed = parseBoard(board, pool);
    if (!parsed.ok) return expect.fail(`${parsed.error.path}: ${parsed.error.message}`);
    expect(parsed.value.state.turn).toMatchObject(board.turn);
    expect(makeBoard(parsed.value.state, pool)).toMatchObject(board);
  });

  it.each([
    ['life gained by a player the game lacks', { lifeGained: { C: 1 } }, '$.turn.lifeGained.C'],
    ['life lost by a player the game lacks', { lifeLost: { C: 1 } }, '$.turn.lifeLost.C'],
    ['an amount that is no whole number', { lifeLost: { A: -1 } }, '$.turn.lifeLost.A'],
  ])('CR 119.3: %s is refused', (_, turn, path) => {
    const parsed = parseBoard({ turn }, pool);
    expect(parsed.ok ? null : parsed.error.path).toBe(path);
  });
});
