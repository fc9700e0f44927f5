import { useEffect, useMemo, useState } from 'preact/hooks';
import type { CardPool, GameState, Result, TraceStep } from '../../src/browser.js';
import type { WorkerAnswer, WorkerRequest } from './evaluate-worker.js';
import { type PoolSource, sourceOf } from './pool-sources.js';
import { traceOf } from './trace-of.js';

/** From this many permanents a board is traced in the worker; smaller ones on the page, at once. */
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
 * The trace of `state`'s evaluation (CR 613), made only while `wanted` (a value's explanation is
 * open). A large board whose pool's source is known is traced in a web worker, so the page keeps
 * answering; the worker is started, and reads the pool, as soon as such a board is shown, so that
 * the first explanation doesn't wait for it. Until its answer comes, the last trace it gave is
 * kept and `pending` says so. Others are traced on the page. Null when not wanted.
 */
export const useTrace = (
  state: GameState | null,
  pool: CardPool,
  wanted: boolean,
): { readonly trace: Result<readonly TraceStep[]> | null; readonly pending: boolean } => {
  const source = sourceOf(pool);
  const inWorker = state !== null && source !== undefined && isLarge(state);
  const onPage = useMemo(
    () => (wanted && state && !inWorker ? traceOf(state, pool) : null),
    [wanted, state, pool, inWorker],
  );
  const [answered, setAnswered] = useState<{
    state: GameState;
    result: Result<readonly TraceStep[]>;
  } | null>(null);
  useEffect(() => {
    if (!inWorker || state === null || source === undefined) return;
    const w = workerFor(source);
    if (!wanted) return;
    const id = nextId++;
    const listen = (event: MessageEvent<WorkerAnswer>) => {
      if (event.data.id === id) setAnswered({ state, result: event.data.result });
    };
    w.addEventListener('message', listen);
    w.postMessage({ kind: 'trace', id, state } satisfies WorkerRequest);
    return () => w.removeEventListener('message', listen);
  }, [wanted, state, source, inWorker]);
  if (!inWorker) return { trace: onPage, pending: false };
  return { trace: wanted ? (answered?.result ?? null) : null, pending: wanted && answered?.state !== state };
};
