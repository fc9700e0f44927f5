import type { Action } from '../src/engine/action.js';
import type { GameState } from '../src/state/types.js';
import type { Engine } from './engine.js';

/**
 * The modules the `apply` benchmarks use, loaded from one engine, typed as this checkout's.
 * `playAll` runs actions in order: a refusal is a broken benchmark, not a figure.
 */
export const loadApply = async (engine: Engine) => {
  const { defaultPool } =
    await engine.load<typeof import('../src/cards/default-pool.js')>('src/cards/default-pool.js');
  const { apply } = await engine.load<typeof import('../src/engine/apply.js')>('src/engine/apply.js');
  const { parseBoard } =
    await engine.load<typeof import('../src/notation/index.js')>('src/notation/index.js');
  const pool = defaultPool();
  const playAll = (state: GameState, actions: readonly Action[]): GameState => {
    let current = state;
    for (const action of actions) {
      const done = apply(current, pool, action);
      if (!done.ok) throw new Error(`benchmark action ${action.kind}: ${done.error.message}`);
      current = done.value.state;
    }
    return current;
  };
  /** A board file's JSON as a state; a refusal is a broken benchmark. */
  const board = (json: unknown): GameState => {
    const parsed = parseBoard(json, pool);
    if (!parsed.ok) throw new Error(`benchmark board: ${parsed.error.message}`);
    return parsed.value.state;
  };
  return { pool, apply, playAll, board };
};
