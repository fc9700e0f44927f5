import { readFile } from 'node:fs/promises';
import {
  type CardPool,
  type Evaluation,
  evaluate,
  type GameEvent,
  type GameState,
  parseBoard,
  type RulesError,
  resolve,
} from '../../src/index.js';

export interface BoardRun {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly evaluation: Evaluation;
}

/** Where a board run failed: reading the file, parsing the board, or an action. */
export interface BoardRunError {
  readonly stage: 'read' | 'board' | 'action' | 'evaluate';
  readonly error: RulesError;
}

/** Reads a board file, applies its actions in order, and evaluates the result. */
export const runBoard = async (
  file: string,
  pool: CardPool,
  trace: boolean,
): Promise<{ ok: true; value: BoardRun } | { ok: false; error: BoardRunError }> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
      ok: false,
      error: { stage: 'read', error: { code: 'ERR_BOARD_JSON', message: `can't read ${file}: ${message}` } },
    };
  }
  const board = parseBoard(text, pool);
  if (!board.ok) return { ok: false, error: { stage: 'board', error: board.error } };
  let state = board.value.state;
  const events: GameEvent[] = [];
  for (const [index, action] of board.value.actions.entries()) {
    const done = resolve(state, pool, action);
    if (!done.ok) {
      const path = done.error.path?.replace(/^\$/, `$.actions[${index}]`) ?? `$.actions[${index}]`;
      return { ok: false, error: { stage: 'action', error: { ...done.error, path } } };
    }
    state = done.value.state;
    events.push(...done.value.events);
  }
  const evaluation = evaluate(state, pool, { trace });
  if (!evaluation.ok) return { ok: false, error: { stage: 'evaluate', error: evaluation.error } };
  return { ok: true, value: { state, events, evaluation: evaluation.value } };
};
