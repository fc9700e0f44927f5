import { ok, type Result } from '../result.js';
import { HAND_DEFINITIONS } from './behaviours/index.js';
import { cardFileError, ungzipped } from './card-bytes.js';
import { makeLazyPool } from './make-pool.js';
import type { CardPool } from './pool.js';
import { readPoolFile } from './pool-rows.js';

/**
 * The shipped card pool fetched from a URL, for browsers (and any runtime with `fetch`): the
 * same file `defaultPool` reads from disk (`pool-data.jsonl`), gzipped or not, with the hand
 * definitions. A failed download or a damaged file is an `ERR_CARD_FILE`, never a throw.
 */
export const fetchPool = async (url: string | URL): Promise<Result<CardPool>> => {
  try {
    const response = await fetch(url);
    if (!response.ok) return cardFileError(String(url), `HTTP ${response.status} ${response.statusText}`);
    const bytes = await ungzipped(new Uint8Array(await response.arrayBuffer()));
    return ok(makeLazyPool(readPoolFile(bytes), HAND_DEFINITIONS));
  } catch (e) {
    return cardFileError(String(url), e);
  }
};
