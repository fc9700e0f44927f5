import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueNow } from '../../../src/layers/select.js';
import type { Color } from '../../../src/symbols/colors.js';
import { pool, stateOf } from '../../support/play.js';

/**
 * CR 700.5 on random boards: a player's devotion to two colours counts the mana symbols that are
 * either colour, so it is at least each colour's devotion and at most their sum, and equals the sum
 * when no symbol of their permanents is both (a hybrid {R/W}). Permanents of the other player
 * never count.
 */

/** Cards and what their mana costs hold: Boros Reckoner {R/W}{R/W}{R/W} is both colours three times. */
const CARDS = [
  'Boros Reckoner',
  'Anax, Hardened in the Forge',
  'Daxos, Blessed by the Sun',
  'Serra Angel',
  'Goblin Piledriver',
  'Grizzly Bears',
  'Kitchen Finks',
] as const;

const permanent = fc.record({ card: fc.constantFrom(...CARDS), controller: fc.constantFrom('A', 'B') });

const devotion = (
  objects: readonly { card: string; controller: string }[],
  colors: readonly Color[],
): number => {
  const state = stateOf({ objects: objects.map((o, i) => ({ id: `p${i}`, ...o })) });
  const read = valueNow(
    state,
    pool,
    { kind: 'devotion', colors, whose: 'you' },
    { source: 'none', controller: 'A' },
  );
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
};

describe('devotion (CR 700.5)', () => {
  it('devotion to red and white lies between the larger of the two and their sum; the sum without a hybrid {R/W}', () => {
    fc.assert(
      fc.property(fc.array(permanent, { maxLength: 6 }), (objects) => {
        const red = devotion(objects, ['R']);
        const white = devotion(objects, ['W']);
        const both = devotion(objects, ['R', 'W']);
        expect(both).toBeGreaterThanOrEqual(Math.max(red, white));
        expect(both).toBeLessThanOrEqual(red + white);
        const hybrid = objects.some((o) => o.card === 'Boros Reckoner' && o.controller === 'A');
        if (!hybrid) expect(both).toBe(red + white);
        expect(
          devotion(
            objects.filter((o) => o.controller === 'A'),
            ['R', 'W'],
          ),
        ).toBe(both);
      }),
      { numRuns: 60 },
    );
  });
});
