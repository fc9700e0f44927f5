import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import { checkStateBasedActions } from '../../src/engine/index.js';
import { parseBoard } from '../../src/notation/parse-board.js';

/**
 * Every crash `npm run fuzz` found, fixed, as a row named after what it was: the input it
 * shrank to, and the answer it gets now instead of a throw.
 */

const pool = defaultPool();

describe('crashes the fuzzer found (issue 18, section 3)', () => {
  it('next.timestamp not past 0 on a board that issues no timestamp threw "Reduce of empty array" (CR 613.7)', () => {
    expect(parseBoard({ next: { timestamp: 0 } }, pool)).toStrictEqual({
      ok: false,
      error: {
        code: 'ERR_BOARD_STATE',
        message: 'the next timestamp, 0, must come after every timestamp in the state (none is issued yet)',
        path: '$.next.timestamp',
        rule: '613.7',
      },
    });
  });

  it('state-based actions were still performed in a game that is over, making its winner lose (CR 104.1, 704.5b)', () => {
    const read = parseBoard(
      {
        players: [
          { id: 'A', drewFromEmptyLibrary: true },
          { id: 'B', drewFromEmptyLibrary: true },
        ],
        over: { winners: ['A'] },
      },
      pool,
    );
    if (!read.ok) return expect.fail(read.error.message);
    const checked = checkStateBasedActions(read.value.state, pool);
    expect(
      checked.ok && { same: checked.value.state === read.value.state, events: checked.value.events },
    ).toStrictEqual({
      same: true,
      events: [],
    });
  });
});
