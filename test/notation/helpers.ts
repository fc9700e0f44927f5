import { expect } from 'vitest';
import { type ParsedBoard, parseBoard } from '../../src/notation/parse-board.js';
import type { RulesError } from '../../src/result.js';
import type { GameObject, GameState } from '../../src/state/types.js';
import { FAKE_POOL } from './fake-pool.js';

/** The board parsed with the fake pool; fails the test with the error if it does not parse. */
export const parsed = (board: unknown): ParsedBoard => {
  const result = parseBoard(board, FAKE_POOL);
  if (!result.ok) expect.fail(`${result.error.path ?? ''}: ${result.error.message}`);
  return result.value;
};

export const stateOf = (board: unknown): GameState => parsed(board).state;

/** The one object of a board of one object. */
export const objectOf = (object: Record<string, unknown>): GameObject => {
  const [first] = stateOf({ objects: [object] }).objects;
  if (first === undefined) return expect.fail('no object');
  return first;
};

/** The error the board is rejected with; fails the test if it parses. */
export const errorOf = (board: unknown): RulesError => {
  const result = parseBoard(board, FAKE_POOL);
  if (result.ok) return expect.fail('the board parsed, but an error was expected');
  return result.error;
};
