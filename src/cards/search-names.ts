import { closest } from '../state/suggest.js';
import { foldName } from './make-pool.js';
import type { CardPool } from './pool.js';

/** The folded form of each name of a pool's list, made once per list (`names()` keeps its list). */
const foldedLists = new WeakMap<readonly string[], readonly string[]>();
const foldedNames = (names: readonly string[]): readonly string[] => {
  let folded = foldedLists.get(names);
  if (!folded) {
    folded = names.map(foldName);
    foldedLists.set(names, folded);
  }
  return folded;
};

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
  const names = pool.names();
  const folded = foldedNames(names);
  for (const [i, name] of names.entries()) {
    const at = folded[i]?.indexOf(wanted) ?? -1;
    if (at === 0) starting.push(name);
    else if (at > 0 && containing.length < limit) containing.push(name);
    if (starting.length >= limit) break;
  }
  const found = [...starting, ...containing].slice(0, limit);
  if (found.length > 0) return found;
  const typo = closest(query.trim(), names);
  return typo === undefined ? [] : [typo];
};
