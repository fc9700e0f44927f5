import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/notation/make-board.js';
import { parseBoard } from '../../src/notation/parse-board.js';
import { pool } from '../support/play.js';

/**
 * The +1/+1 counters put this turn on permanents each player controls (CR 122.6: "if a +1/+1
 * counter was put on a permanent under your control this turn") in board files: read, checked by
 * validateState, and written back.
 */

describe('+1/+1 counters put this turn in board files (CR 122.6)', () => {
  it('CR 122.6: turn.plusOneCountersPut round trips', () => {
    const board = { turn: { plusOneCountersPut: { A: 2, B: 1 } } };
    const parsed = parseBoard(board, pool);
    if (!parsed.ok) return expect.fail(`${parsed.error.path}: ${parsed.error.message}`);
    expect(parsed.value.state.turn).toMatchObject(board.turn);
    expect(makeBoard(parsed.value.state, pool)).toMatchObject(board);
  });

  it.each([
    [
      'counters put for a player the game lacks',
      { plusOneCountersPut: { C: 1 } },
      '$.turn.plusOneCountersPut.C',
    ],
    ['a count that is no whole number', { plusOneCountersPut: { A: -1 } }, '$.turn.plusOneCountersPut.A'],
  ])('CR 122.6: %s is refused', (_, turn, path) => {
    const parsed = parseBoard({ turn }, pool);
    expect(parsed.ok ? null : parsed.error.path).toBe(path);
  });
});
