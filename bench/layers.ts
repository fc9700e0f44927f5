import { defaultPool } from '../src/cards/default-pool.js';
import { evaluate } from '../src/layers/evaluate.js';
import { largeBoard, smallBoard } from './boards.js';
import { measure, printFigures } from './run.js';

export const benchLayers = async (): Promise<void> => {
  const pool = defaultPool();
  const small = smallBoard();
  const large = largeBoard();
  for (const board of [small, large]) {
    if (!evaluate(board, pool).ok) throw new Error('benchmark board does not evaluate');
  }
  const figures = await measure([
    { name: 'evaluate, small board (10 permanents)', batch: 1, run: () => void evaluate(small, pool) },
    {
      name: 'evaluate, large board (200 permanents, 50 effects)',
      batch: 1,
      run: () => void evaluate(large, pool),
    },
    {
      name: 'evaluate with trace, large board',
      batch: 1,
      run: () => void evaluate(large, pool, { trace: true }),
    },
  ]);
  printFigures('Layer evaluation (target: 10,000 large-board evaluations/s)', figures);
};
