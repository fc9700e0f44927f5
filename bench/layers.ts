import type { GameState } from '../src/state/types.js';
import { largeBoard, smallBoard } from './boards.js';
import type { Engine } from './engine.js';
import type { Group } from './run.js';

export const layerGroups = async (engine: Engine): Promise<readonly Group[]> => {
  const { defaultPool } =
    await engine.load<typeof import('../src/cards/default-pool.js')>('src/cards/default-pool.js');
  const { evaluate } =
    await engine.load<typeof import('../src/layers/evaluate.js')>('src/layers/evaluate.js');
  const { vouchFor } =
    await engine.load<typeof import('../src/state/known-valid.js')>('src/state/known-valid.js');
  const pool = defaultPool();
  /**
   * The board as a new state with a new list of objects, as each state a simulator evaluates is
   * new (made by apply, and known valid): what evaluate worked out is remembered for a state and
   * for a list of objects, and a benchmark asking the same ones again would time the memory.
   */
  const fresh = (board: GameState): GameState => {
    const copy = { ...board, objects: [...board.objects] };
    vouchFor(copy, pool);
    return copy;
  };
  const small = smallBoard();
  const large = largeBoard();
  for (const board of [small, large]) {
    if (!evaluate(board, pool).ok) throw new Error('a benchmark board does not evaluate');
  }
  return [
    {
      title: 'Layer evaluation (target: 10,000 large-board evaluations/s)',
      tasks: [
        {
          name: 'evaluate, small board (10 permanents)',
          batch: 1,
          run: () => void evaluate(fresh(small), pool),
        },
        {
          name: 'evaluate, large board (200 permanents, 50 effects)',
          batch: 1,
          run: () => void evaluate(fresh(large), pool),
        },
        {
          name: 'evaluate with trace, large board',
          batch: 1,
          run: () => void evaluate(fresh(large), pool, { trace: true }),
        },
      ],
    },
  ];
};
