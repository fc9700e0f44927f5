import { defaultPool } from '../src/cards/default-pool.js';
import { evaluate } from '../src/layers/evaluate.js';
import { vouchFor } from '../src/state/known-valid.js';
import type { GameState } from '../src/state/types.js';
import { largeBoard, smallBoard } from './boards.js';
import { measure, printFigures } from './run.js';

/**
 * The board as a new state with a new list of objects, as each state a simulator evaluates is
 * new (made by apply, and known valid): what evaluate worked out is remembered for a state and
 * for a list of objects, and a benchmark asking the same ones again would time the memory.
 */
const fresh = (board: GameState, pool: ReturnType<typeof defaultPool>): GameState => {
  const copy = { ...board, objects: [...board.objects] };
  vouchFor(copy, pool);
  return copy;
};

export const benchLayers = async (): Promise<void> => {
  const pool = defaultPool();
  const small = smallBoard();
  const large = largeBoard();
  for (const board of [small, large]) {
    if (!evaluate(board, pool).ok) throw new Error('benchmark board does not evaluate');
  }
  const figures = await measure([
    {
      name: 'evaluate, small board (10 permanents)',
      batch: 1,
      run: () => void evaluate(fresh(small, pool), pool),
    },
    {
      name: 'evaluate, large board (200 permanents, 50 effects)',
      batch: 1,
      run: () => void evaluate(fresh(large, pool), pool),
    },
    {
      name: 'evaluate with trace, large board',
      batch: 1,
      run: () => void evaluate(fresh(large, pool), pool, { trace: true }),
    },
  ]);
  printFigures('Layer evaluation (target: 10,000 large-board evaluations/s)', figures);
};
