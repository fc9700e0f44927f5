import { useEffect, useMemo, useState } from 'preact/hooks';
import { type CardPool, type Evaluation, evaluate, type GameState, type Result } from '../../src/browser.js';
import type { WorkerAnswer, WorkerRequest } from './evaluate-worker.js';
import { type PoolSource, sourceOf } from './pool-sources.js';

/** From this many permanents a board is evaluated in the worker; smaller ones on the page, at once. */
export const LARGE_BOARD = 100;

const isLarge = (state: GameState): boolean =>
  state.objects.filter((o) => o.zone === 'battlefield').length >= LARGE_BOARD;

let worker: { readonly worker: Worker; source: PoolSource | undefined } | undefined;
let nextId = 0;

/** The one evaluation worker, told `source` when it is not the pool it has. */
const workerFor = (source: PoolSource): Worker => {
  worker ??= {
    worker: new Worker(new URL('./evaluate-worker.ts', import.meta.url), { type: 'module' }),
    source: undefined,
  };
  if (worker.source !== source) {
    worker.worker.postMessage({ kind: 'pool', source } satisfies WorkerRequest);
    worker.source = source;
  }
  return worker.worker;
};

/**
 * `state`'s traced evaluation. A large board whose pool's source is known is evaluated in a web
 * worker, so the page keeps answering; until its answer comes, the last evaluation is kept and
 * `pending` says so. Others are evaluated on the page. Null for no state.
 */
export const useEvaluation = (
  state: GameState | null,
  pool: CardPool,
): { readonly evaluation: Result<Evaluation> | null; readonly pending: boolean } => {
  const source = sourceOf(pool);
  const inWorker = state !== null && source !== undefined && isLarge(state);
  const onPage = useMemo(
    () => (state && !inWorker ? evaluate(state, pool, { trace: true }) : null),
    [state, pool, inWorker],
  );
  const [answered, setAnswered] = useState<{ state: GameState; result: Result<Evaluation> } | null>(null);
  useEffect(() => {
    if (!inWorker || state === null || source === undefined) return;
    const w = workerFor(source);
    const id = nextId++;
    const listen = (event: MessageEvent<WorkerAnswer>) => {
      if (event.data.id === id) setAnswered({ state, result: event.data.result });
    };
    w.addEventListener('message', listen);
    w.postMessage({ kind: 'evaluate', id, state } satisfies WorkerRequest);
    return () => w.removeEventListener('message', listen);
  }, [state, source, inWorker]);
  if (!inWorker) return { evaluation: onPage, pending: false };
  return { evaluation: answered?.result ?? null, pending: answered?.state !== state };
};
