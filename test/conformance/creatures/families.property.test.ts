import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectOn, modifyPT, pt, run, switchPT } from '../../support/boards.js';
import { checkedApply } from '../../support/checked-apply.js';
import { pool, stateOf } from '../../support/play.js';

/**
 * Properties the CR promises for issue 13's families, on random boards:
 * - CR 613.4d: switching is its own inverse: two switches give what none gives, whatever the
 *   7c changes before them;
 * - CR 711.2a-b: a leveler's P/T and keywords are its striation's, for any number of level
 *   counters (Student of Warfare: "LEVEL 2-6 3/3 First strike", "LEVEL 7+ 4/4 Double strike");
 * - CR 611.3a, 613.4c: a "for each" static ability counts what is there now (Yavimaya
 *   Enchantress: "+1/+1 for each enchantment on the battlefield"; cards in graveyards don't count);
 * - CR 601.2c, 208.1: a target "with power 3 or less" is legal exactly when its power after
 *   the layers is 3 or less (Complete Disregard exiles it, or is refused).
 */

const main = { number: 3, active: 'A', step: 'main1' } as const;
const delta = fc.record({
  power: fc.integer({ min: -4, max: 4 }),
  toughness: fc.integer({ min: -1, max: 4 }),
});
/** A change that leaves a Grizzly Bears alive (toughness above 0), so only its power decides. */
const pump = fc.record({ power: fc.integer({ min: -4, max: 4 }), toughness: fc.nat(4) });

/** A Grizzly Bears with 7c changes, and `switches` switch effects after them. */
const switchedBear = (deltas: readonly { power: number; toughness: number }[], switches: number) => ({
  turn: main,
  objects: [{ id: 'bear', card: 'Grizzly Bears' }],
  effects: [
    ...deltas.map((d, i) =>
      effectOn(
        { source: `m${i}`, sourceName: 'Giant Growth', on: ['bear'], timestamp: 10 + i },
        modifyPT(d.power, d.toughness),
      ),
    ),
    ...Array.from({ length: switches }, (_, i) =>
      effectOn({ source: `s${i}`, sourceName: 'Twisted Image', on: ['bear'], timestamp: 20 + i }, switchPT),
    ),
  ],
});

/** Student of Warfare's striation for a number of level counters (CR 711.2a-b). */
const studentAt = (level: number): { pt: string; keywords: string[] } =>
  level >= 7
    ? { pt: '4/4', keywords: ['Double strike'] }
    : level >= 2
      ? { pt: '3/3', keywords: ['First strike'] }
      : { pt: '1/1', keywords: [] };

describe("issue 13's families on random boards (fast-check)", () => {
  it('CR 613.4d: two switches of power and toughness are the identity', () => {
    fc.assert(
      fc.property(fc.array(delta, { maxLength: 4 }), (deltas) => {
        const none = pt(run(switchedBear(deltas, 0)).get('bear'));
        expect(pt(run(switchedBear(deltas, 2)).get('bear'))).toBe(none);
      }),
      { numRuns: 40 },
    );
  });

  it("CR 711.2a-b: a leveler has its striation's P/T and keywords for any level", () => {
    fc.assert(
      fc.property(fc.nat(12), (level) => {
        const board = {
          turn: main,
          objects: [
            { id: 'student', card: 'Student of Warfare', ...(level > 0 ? { counters: { level } } : {}) },
          ],
        };
        const c = run(board).get('student');
        const keywords = c.abilities.flatMap((a) => (a.keyword ? [a.keyword] : []));
        expect({ pt: pt(c), keywords }).toEqual(studentAt(level));
      }),
      { numRuns: 30 },
    );
  });

  it('CR 611.3a, 613.4c: Yavimaya Enchantress gets +1/+1 for each enchantment on the battlefield, and none in graveyards', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), fc.nat(3), (mine, theirs, dead) => {
        const seals = (n: number, extra: object) =>
          Array.from({ length: n }, () => ({ card: 'Seal of Fire', ...extra }));
        const board = {
          turn: main,
          objects: [
            { id: 'enchantress', card: 'Yavimaya Enchantress' },
            ...seals(mine, {}),
            ...seals(theirs, { controller: 'B' }),
            ...seals(dead, { zone: 'graveyard' }),
          ],
        };
        const n = 2 + mine + theirs;
        expect(pt(run(board).get('enchantress'))).toBe(`${n}/${n}`);
      }),
      { numRuns: 30 },
    );
  });

  it('CR 601.2c, 208.1: "target creature with power 3 or less" is legal exactly when its power after the layers is 3 or less', () => {
    fc.assert(
      fc.property(fc.array(pump, { maxLength: 3 }), (deltas) => {
        const state = stateOf({
          ...switchedBear(deltas, 0),
          objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }],
        });
        const power = 2 + deltas.reduce((sum, d) => sum + d.power, 0);
        const done = checkedApply(state, pool, {
          kind: 'resolve',
          source: 'Complete Disregard',
          controller: 'A',
          targets: ['bear'],
        });
        if (power <= 3) {
          expect(done.ok && done.value.state.objects.find((o) => o.id === 'bear')?.zone).toBe('exile');
        } else {
          expect(done.ok ? null : done.error.rule).toBe('601.2c');
        }
      }),
      { numRuns: 40 },
    );
  });
});
