import type { CardPool } from '../../src/browser.js';

/**
 * Where a pool came from, so that a web worker can build the same pool (a pool holds functions,
 * which can't be posted to a worker): the URL `fetchPool` read, or a card file's bytes.
 */
export type PoolSource =
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array; readonly name: string };

const sources = new WeakMap<CardPool, PoolSource>();

/** Notes where `pool` came from; a pool without a known source is evaluated on the page. */
export const rememberSource = (pool: CardPool, source: PoolSource): CardPool => {
  sources.set(pool, source);
  return pool;
};

export const sourceOf = (pool: CardPool): PoolSource | undefined => sources.get(pool);
