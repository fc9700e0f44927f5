import { Tinypool } from 'tinypool';
import type { GameOutcome } from '../src/game/simulation.js';
import { err, type Result, rulesError } from '../src/result.js';
import type { GameTask } from './game-task.js';

/**
 * The games of a run played on `workers` worker threads (tinypool), each task's outcome in the
 * tasks' order whatever the order they finish in, a failure naming its game's seed; `done` is
 * told of each game finished. The
 * worker is the built `simulate-worker.js` beside this module (dist/lib/, scripts/bundle.mjs).
 */
export const runGames = async (
  tasks: readonly GameTask[],
  workers: number,
  done: (finished: number) => void,
): Promise<Result<GameOutcome>[]> => {
  const pool = new Tinypool({
    filename: new URL('./simulate-worker.js', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
  });
  let finished = 0;
  try {
    return await Promise.all(
      tasks.map(async (task) => {
        // An exception in a worker is a failure of its game, like an error: the run goes on.
        const outcome: Result<GameOutcome> = await pool
          .run(task)
          .catch((e: unknown) =>
            err(rulesError('ERR_GAME', `exception: ${(e as Error).stack ?? String(e)}`)),
          );
        done(++finished);
        return outcome.ok
          ? outcome
          : err({ ...outcome.error, message: `game seed ${task.seed}: ${outcome.error.message}` });
      }),
    );
  } finally {
    await pool.destroy();
  }
};
