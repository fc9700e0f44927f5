import type { CardPool } from '../cards/pool.js';
import { apply } from '../engine/apply.js';
import type { GameEvent } from '../engine/events.js';
import { appendAll } from '../lists.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { checkedState } from '../state/known-valid.js';
import type { GameState } from '../state/types.js';
import type { GameRecord } from './record.js';
import { type GameResult, gameResult } from './result.js';

/** Where a replay stopped: the state after `actions` actions, what the last one did, and the result once the game is over. */
export interface Replayed {
  readonly state: GameState;
  /** How many of the record's actions were applied. */
  readonly actions: number;
  /** The events of the last action applied; none at the start. */
  readonly events: readonly GameEvent[];
  readonly result: GameResult | null;
}

/** How far to replay: `to` actions (0 is the start); default all. */
export interface ReplayOptions {
  readonly to?: number;
}

const refuse = (message: string): Result<never> => err(rulesError('ERR_RECORD', message));

/**
 * A record's actions applied again to its start, up to `to`: `apply` is pure, so this gives the
 * states the game went through, byte for byte. A start that isn't a valid state, an action
 * refused, or a result that isn't the one the replay reaches is an error (`ERR_RECORD`, naming
 * the action, with the refusal's rule).
 */
export const replay = (record: GameRecord, pool: CardPool, options: ReplayOptions = {}): Result<Replayed> => {
  const to = options.to ?? record.actions.length;
  if (!Number.isInteger(to) || to < 0 || to > record.actions.length)
    return refuse(
      `--to is a whole number from 0 to ${record.actions.length}, the actions recorded, not ${to}`,
    );
  if (record.start.seed !== record.seed)
    return refuse(`the record's seed is ${record.seed}, but its start's is ${record.start.seed ?? 'absent'}`);
  const start = checkedState(record.start, pool);
  if (!start.ok) return refuse(`the start is not a game state: ${start.error.message}`);
  let state = start.value;
  let events: readonly GameEvent[] = [];
  const all: GameEvent[] = [];
  for (let i = 0; i < to; i++) {
    const done = apply(state, pool, record.actions[i] as GameRecord['actions'][number]);
    if (!done.ok)
      return err({
        ...done.error,
        code: 'ERR_RECORD',
        message: `action ${i + 1} is refused: ${done.error.message}`,
      });
    ({ state, events } = done.value);
    appendAll(all, events);
  }
  const result = gameResult(state, all);
  if (to === record.actions.length && record.result !== undefined) {
    if (JSON.stringify(result) !== JSON.stringify(record.result))
      return refuse(
        `the record's result is ${JSON.stringify(record.result)}, but its actions end in ${JSON.stringify(result)}`,
      );
  }
  return ok({ state, actions: to, events, result });
};
