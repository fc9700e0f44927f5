import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import { searchCardNames } from '../../src/cards/search-names.js';

/**
 * The names a search box offers (the playground's "add a card"), from the shipped pool
 * (MTGJSON): folded as `find` folds them, and a typo answered as `parseBoard`'s "did you mean".
 */

const pool = defaultPool();

describe('searchCardNames', () => {
  it('offers names beginning with the query before names containing it', () => {
    const names = searchCardNames(pool, 'grizzly');
    expect(names[0]).toBe('Grizzly Bears');
    expect(names.every((n) => n.toLowerCase().includes('grizzly'))).toBe(true);
    const giant = searchCardNames(pool, 'giant growth');
    expect(giant[0]).toBe('Giant Growth');
    expect(giant.slice(1).every((n) => !n.toLowerCase().startsWith('giant growth'))).toBe(true);
  });

  it.each([
    ['lim-dul the necro', 'Lim-Dûl the Necromancer'],
    ['JUZAM', 'Juzám Djinn'],
    ['aether vial', 'Aether Vial'],
  ])('folds case and accents as the pool does: "%s" offers %s', (query, name) => {
    expect(searchCardNames(pool, query)).toContain(name);
  });

  it('answers a typo with the close name parseBoard suggests ("Grizly Bears" -> Grizzly Bears)', () => {
    expect(searchCardNames(pool, 'Grizly Bears')).toEqual(['Grizzly Bears']);
  });

  it('offers nothing for an empty query or nothing close, and at most `limit` names', () => {
    expect(searchCardNames(pool, '  ')).toEqual([]);
    expect(searchCardNames(pool, 'qqqqqqqqqqqq')).toEqual([]);
    expect(searchCardNames(pool, 'a', 5)).toHaveLength(5);
  });
});
