import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partySize } from '../../../src/layers/values.js';

/**
 * CR 700.8a-b: the number of creatures in a party is the highest any way of placing them gives,
 * one place each, at most one creature a place. The reference tries every placement.
 */

const PLACES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'];
const creature = fc.subarray([...PLACES, 'Human', 'Elf']);

/** Each creature in one of its places or none, every way; the most places filled. */
const byEveryPlacement = (
  creatures: readonly (readonly string[])[],
  taken: ReadonlySet<string> = new Set(),
): number => {
  const [first, ...rest] = creatures;
  if (first === undefined) return taken.size;
  let best = byEveryPlacement(rest, taken);
  for (const place of first)
    if (PLACES.includes(place) && !taken.has(place))
      best = Math.max(best, byEveryPlacement(rest, new Set([...taken, place])));
  return best;
};

describe('CR 700.8b: a party counted the way that gives the most', () => {
  it('equals the best of every placement, 0 to 4', () => {
    fc.assert(
      fc.property(fc.array(creature, { maxLength: 6 }), (creatures) => {
        const n = partySize(creatures);
        expect(n).toBe(byEveryPlacement(creatures));
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(4);
      }),
    );
  });
  it('CR 700.8b: a Cleric Wizard and a Wizard fill two places, not one', () => {
    expect(partySize([['Cleric', 'Wizard'], ['Wizard']])).toBe(2);
  });
});
