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
  /**
   * The large board after one small change: one more +1/+1 counter on one of its Grizzly Bears
   * (a different one each call), as the state `apply` makes from the last one evaluated, whose
   * evaluation is remembered: what issue 17's evaluation by reuse is measured on.
   */
  const bears = large.objects.flatMap((o, i) => (o.card === 'Grizzly Bears' ? [i] : []));
  let changes = 0;
  const afterOneChange = (): GameState => {
    const index = bears[changes++ % bears.length] ?? 0;
    const objects = [...large.objects];
    const bear = objects[index];
    if (bear === undefined) throw new Error('the large board has no Grizzly Bears');
    const pile = bear.counters.find((c) => c.kind === '+1/+1');
    const counters = pile
      ? bear.counters.map((c) => (c === pile ? { ...c, count: c.count + 1 } : c))
      : [...bear.counters, { kind: '+1/+1', count: 1, timestamp: 900 }];
    objects[index] = { ...bear, counters };
    const changed = { ...large, objects };
    vouchFor(changed, pool);
    return changed;
  };
  if (!evaluate(afterOneChange(), pool).ok) throw new Error('the changed board does not evaluate');
  for (const board of [small, large]) {
    if (!evaluate(board, pool).ok) throw new Error('a benchmark board does not evaluate');
  }
  return [
    {
      title:
        "Layer evaluation (issue 17's targets: 30,000 large-board evaluations/s; 200,000/s after one small change)",
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
          name: 'evaluate, large board after one small change',
          batch: 1,
          run: () => {
            evaluate(large, pool);
            evaluate(afterOneChange(), pool);
          },
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
