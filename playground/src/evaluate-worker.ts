import {
  type CardPool,
  cards,
  type Evaluation,
  evaluate,
  type GameState,
  type Result,
} from '../../src/browser.js';
import type { PoolSource } from './pool-sources.js';

/**
 * A web worker that evaluates large boards (issue 16: typing never stutters). It is told the
 * page's pool source once (`pool`), builds the same pool, then answers each state with
 * `evaluate`'s traced result, tagged with the request's id.
 */

export type WorkerRequest =
  | { readonly kind: 'pool'; readonly source: PoolSource }
  | { readonly kind: 'evaluate'; readonly id: number; readonly state: GameState };

export interface WorkerAnswer {
  readonly id: number;
  readonly result: Result<Evaluation>;
}

let pool: Promise<Result<CardPool>> | undefined;

const poolFrom = (source: PoolSource): Promise<Result<CardPool>> =>
  source.kind === 'url' ? cards.fetchPool(source.url) : cards.poolFromCardBytes(source.bytes, source.name);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'pool') {
    pool = poolFrom(request.source);
    return;
  }
  const built = await pool;
  const result: Result<Evaluation> =
    built === undefined
      ? { ok: false, error: { code: 'ERR_CARD_FILE', message: 'the worker was given no card pool' } }
      : built.ok
        ? evaluate(request.state, built.value, { trace: true })
        : built;
  self.postMessage({ id: request.id, result } satisfies WorkerAnswer);
};
