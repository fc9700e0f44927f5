import { Tinypool } from 'tinypool';
import type { GameOutcome } from '../src/game/simulation.js';
import type { Result } from '../src/result.js';
import type { GameTask } from './game-task.js';

/**
 * The games of a run played on `workers` worker threads (tinypool), each task's outcome in the
 * tasks' order whatever the order they finish in; `done` is told of each game finished. The
 * worker is the built `simulate-worker.js` beside this file (dist/cli/).
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
        const outcome: Result<GameOutcome> = await pool.run(task);
        done(++finished);
        return outcome;
      }),
    );
  } finally {
    await pool.destroy();
  }
};
