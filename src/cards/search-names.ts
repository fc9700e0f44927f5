import { closest } from '../state/suggest.js';
import { foldName } from './make-pool.js';
import type { CardPool } from './pool.js';

/**
 * The pool's card names a search box offers for what was typed: with case and accents folded as
 * `find` folds them, names that begin with it first, then names that contain it, each in the
 * pool's order, at most `limit`. When none does, the one close enough to be a typo (the same
 * suggestion as `parseBoard`'s "did you mean"), so "Grizly Bears" still offers Grizzly Bears.
 */
export const searchCardNames = (pool: CardPool, query: string, limit = 20): readonly string[] => {
  const wanted = foldName(query.trim());
  if (wanted === '' || limit <= 0) return [];
  const starting: string[] = [];
  const containing: string[] = [];
  for (const name of pool.names()) {
    const at = foldName(name).indexOf(wanted);
    if (at === 0) starting.push(name);
    else if (at > 0 && containing.length < limit) containing.push(name);
    if (starting.length >= limit) break;
  }
  const found = [...starting, ...containing].slice(0, limit);
  if (found.length > 0) return found;
  const typo = closest(query.trim(), pool.names());
  return typo === undefined ? [] : [typo];
};
