import {
  apply,
  type CardPool,
  checkStateBasedActions,
  type Evaluation,
  evaluate,
  type GameEvent,
  type GameState,
  parseBoard,
  type RulesError,
} from '../../src/index.js';
import { actionVerb, boardActionPath } from '../../src/notation/action-report.js';
import { readInput } from '../input.js';

/** What happened at one point of a run: before the first action (`action` null), or one action. */
export interface BoardRunStep {
  /** The action's index in the file's `actions`; null for the check as the board is loaded. */
  readonly action: number | null;
  /** Its verb, `resolve`, `attack`, ...; null for the check as the board is loaded. */
  readonly verb: string | null;
  readonly events: readonly GameEvent[];
}

export interface BoardRun {
  /** The state as the file sets it up, before anything happened. */
  readonly start: GameState;
  readonly state: GameState;
  readonly steps: readonly BoardRunStep[];
  /** Every event of every step, in order. */
  readonly events: readonly GameEvent[];
  readonly evaluation: Evaluation;
}

/** Where a board run failed: reading the file, parsing the board, the first check, an action, or evaluating. */
export interface BoardRunError {
  readonly stage: 'read' | 'board' | 'stateBased' | 'action' | 'evaluate';
  readonly error: RulesError;
  /** The index of the action refused. */
  readonly action?: number;
  readonly verb?: string;
  /** What happened before it failed. */
  readonly steps: readonly BoardRunStep[];
  /** The state it failed in, once the board is read. */
  readonly state?: GameState;
}

type Run = { ok: true; value: BoardRun } | { ok: false; error: BoardRunError };

/** Runs a board file's text: see `runBoard`. */
export const runBoardText = (text: string, pool: CardPool, trace: boolean): Run => {
  const board = parseBoard(text, pool);
  if (!board.ok) return { ok: false, error: { stage: 'board', error: board.error, steps: [] } };
  const start = board.value.state;
  // CR 117.5, 704.3: state-based actions are checked before any player gets priority.
  const settled = checkStateBasedActions(start, pool);
  if (!settled.ok)
    return { ok: false, error: { stage: 'stateBased', error: settled.error, steps: [], state: start } };
  let state = settled.value.state;
  const steps: BoardRunStep[] = [{ action: null, verb: null, events: settled.value.events }];
  for (const [index, action] of board.value.actions.entries()) {
    const verb = actionVerb(action);
    const done = apply(state, pool, action);
    if (!done.ok) {
      const path = boardActionPath(action, index, done.error.path);
      return {
        ok: false,
        error: { stage: 'action', error: { ...done.error, path }, action: index, verb, steps, state },
      };
    }
    state = done.value.state;
    steps.push({ action: index, verb, events: done.value.events });
  }
  const evaluation = evaluate(state, pool, { trace });
  if (!evaluation.ok)
    return { ok: false, error: { stage: 'evaluate', error: evaluation.error, steps, state } };
  const events = steps.flatMap((s) => s.events);
  return { ok: true, value: { start, state, steps, events, evaluation: evaluation.value } };
};

/**
 * Reads a board file (`-`: standard input), checks state-based actions once on the board as loaded (as the game
 * does before a player gets priority), applies its actions in order with `apply` (which
 * checks them again after each), and evaluates the result. The first action refused stops
 * the run, with its index and the rule.
 */
export const runBoard = async (file: string, pool: CardPool, trace: boolean): Promise<Run> => {
  const bytes = await readInput(file, 'ERR_BOARD_JSON');
  if (!bytes.ok) return { ok: false, error: { stage: 'read', error: bytes.error, steps: [] } };
  return runBoardText(new TextDecoder('utf-8').decode(bytes.value), pool, trace);
};
