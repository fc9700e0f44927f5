import type { CardPool } from '../src/cards/pool.js';
import type { GameOutcome } from '../src/game/simulation.js';
import { defaultPool } from '../src/index.js';
import type { Result } from '../src/result.js';
import { type GameTask, taskOutcome } from './game-task.js';

/** The bundled pool, read once per worker thread, on its first game. */
let pool: CardPool | undefined;

/** A worker thread of `simulate` (tinypool): plays one game and sends back its outcome. */
export default (task: GameTask): Result<GameOutcome> => {
  pool ??= defaultPool();
  return taskOutcome(pool, task);
};
