import { type CardPool, cards, err, type GameState, type Result, type TraceStep } from '../../src/browser.js';
import type { PoolSource } from './pool-sources.js';
import { traceOf } from './trace-of.js';

/**
 * A web worker that traces large boards' evaluations (issue 16: typing never stutters). It is
 * told the page's pool source once (`pool`), builds the same pool, then answers each state with
 * the trace of its evaluation (`evaluate` with `trace`), tagged with the request's id: only the
 * trace, since the page has the characteristics already.
 */

export type WorkerRequest =
  | { readonly kind: 'pool'; readonly source: PoolSource }
  | { readonly kind: 'trace'; readonly id: number; readonly state: GameState };

export interface WorkerAnswer {
  readonly id: number;
  readonly result: Result<readonly TraceStep[]>;
}

let pool: Promise<Result<CardPool>> | undefined;

const poolFrom = (source: PoolSource): Promise<Result<CardPool>> =>
  source.kind === 'url' ? cards.fetchPool(source.url) : cards.poolFromCardBytes(source.bytes, source.name);

const traced = (state: GameState, built: Result<CardPool> | undefined): Result<readonly TraceStep[]> => {
  if (built === undefined)
    return err({ code: 'ERR_CARD_FILE', message: 'the worker was given no card pool' });
  return built.ok ? traceOf(state, built.value) : built;
};

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'pool') {
    pool = poolFrom(request.source);
    return;
  }
  self.postMessage({ id: request.id, result: traced(request.state, await pool) } satisfies WorkerAnswer);
};
