import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ManaCost } from '../../src/mana/cost.js';
import type { PaymentOptions } from '../../src/mana/payment-model.js';
import type { ManaPool } from '../../src/mana/pool.js';
import { type ManaSource, planSourcePayment } from '../../src/mana/sources.js';
import { anySymbol, parse, purpose, unit, unitOf } from './arbitraries.js';
import { type Activated, checkSourcePlan } from './check-plan.js';
import { bestRank, bruteSources, needlessActivations, planRank } from './source-brute-force.js';

const RUNS = 600;

interface Case {
  readonly texts: readonly string[];
  readonly cost: ManaCost;
  readonly pool: ManaPool;
  readonly sources: readonly ManaSource[];
  readonly life: number | undefined;
  readonly options: PaymentOptions;
}

// Mostly one unit an option, as lands add; sometimes two or three (Sol Ring, Gilded Lotus).
const option = fc.oneof(
  { arbitrary: fc.array(unitOf(1), { minLength: 1, maxLength: 1 }), weight: 4 },
  { arbitrary: fc.array(unitOf(1), { minLength: 2, maxLength: 3 }), weight: 1 },
);
const landOption = fc.array(unitOf(1), { minLength: 1, maxLength: 1 });

const sourcesOf = (options: fc.Arbitrary<ManaPool>): fc.Arbitrary<ManaSource[]> =>
  fc
    .array(fc.array(options, { minLength: 1, maxLength: 3 }), { maxLength: 6 })
    .map((list) => list.map((opts, i) => ({ id: `s${i}`, options: opts })));

const caseOf = (sources: fc.Arbitrary<ManaSource[]>): fc.Arbitrary<Case> =>
  fc
    .record({
      texts: fc.array(anySymbol, { maxLength: 5 }),
      pool: fc.array(unit, { maxLength: 3 }),
      sources,
      life: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
      x: fc.integer({ min: 0, max: 2 }),
      purpose,
    })
    .map(({ texts, pool, sources, life, x, purpose }) => ({
      texts,
      cost: parse(texts),
      pool,
      sources,
      life,
      options: { variables: { X: x }, ...(purpose ? { purpose } : {}) },
    }));

const anyCase = caseOf(sourcesOf(option));
/** Small enough to enumerate every payment after every set of activations. */
const smallCase = caseOf(
  fc
    .array(fc.array(fc.array(unitOf(1), { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 }), {
      maxLength: 3,
    })
    .map((list) => list.map((opts, i) => ({ id: `s${i}`, options: opts }))),
).filter((c) => c.texts.length <= 3 && c.pool.length <= 2);
/** Every option adds one unit: every source is one flexible unit, and no search is needed. */
const landCase = caseOf(sourcesOf(landOption));

const plan = (c: Case) =>
  planSourcePayment(
    c.cost,
    c.life === undefined
      ? { pool: c.pool, sources: c.sources }
      : { pool: c.pool, sources: c.sources, life: c.life },
    c.options,
  );

const indexed = (c: Case, activations: readonly { source: string; option: number }[]): Activated[] =>
  activations.map((a) => ({ source: c.sources.findIndex((s) => s.id === a.source), option: a.option }));

/** The plan's verdict against the brute force: payable, legal, least life, fewest taps, none needless. */
const agrees = (c: Case): void => {
  const result = plan(c);
  const brute = bruteSources(c.cost, c.pool, c.sources, c.life, c.options);
  expect(result.ok).toBe(brute.payable);
  if (!result.ok) return;
  const { activations, payment } = result.value;
  expect(checkSourcePlan(c.cost, c.pool, c.sources, c.life, c.options, result.value)).toEqual([]);
  expect([payment.lifePaid, activations.length]).toEqual([brute.minLife, brute.minActivations]);
  const acts = indexed(c, activations);
  expect(needlessActivations(c.cost, c.pool, c.sources, c.life, c.options, acts, payment.lifePaid)).toEqual(
    [],
  );
};

describe('planSourcePayment against brute force over every subset of sources and choice of option', () => {
  it('finds a plan exactly when one exists; each is legal, pays least life, taps fewest, none needlessly', () => {
    fc.assert(fc.property(anyCase, agrees), { numRuns: RUNS });
  });

  it('the same for lands only (one unit per option: the flow alone, no search)', () => {
    fc.assert(fc.property(landCase, agrees), { numRuns: RUNS });
  });

  it('prefers exactly as documented: life, taps, source mana, source flexibility, mana, pool flexibility', () => {
    fc.assert(
      fc.property(smallCase, (c) => {
        const result = plan(c);
        const best = bestRank(c.cost, c.pool, c.sources, c.life, c.options);
        expect(result.ok).toBe(best !== undefined);
        if (!result.ok) return;
        const acts = indexed(c, result.value.activations);
        expect(planRank(c.cost, c.pool, c.sources, c.options, acts, result.value.payment)).toEqual(best);
      }),
      { numRuns: RUNS },
    );
  });

  it('explains a failure with symbols of the cost that need more than the pool and sources give them', () => {
    fc.assert(
      fc.property(anyCase, (c) => {
        const result = plan(c);
        if (result.ok) return;
        const { code, symbols, needed, available } = result.error;
        expect(code).toBe('ERR_UNPAYABLE');
        expect(symbols.length).toBeGreaterThan(0);
        const left = [...c.texts];
        for (const s of symbols) {
          expect(left).toContain(s);
          left.splice(left.indexOf(s), 1);
        }
        expect(needed).toBeGreaterThan(available);
      }),
      { numRuns: RUNS },
    );
  });

  it('with lands only and no {2/C}, the symbols named can not be paid even on their own (a Hall violator)', () => {
    fc.assert(
      fc.property(landCase, (c) => {
        const result = plan(c);
        if (result.ok || c.texts.some((t) => t.startsWith('{2/'))) return;
        const named = parse(result.error.symbols);
        expect(bruteSources(named, c.pool, c.sources, c.life, c.options).payable).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});
