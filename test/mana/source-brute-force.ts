import type { ManaCost } from '../../src/mana/cost.js';
import { planPayment } from '../../src/mana/payment.js';
import type { PaymentOptions, PaymentPlan } from '../../src/mana/payment-model.js';
import type { ManaPool } from '../../src/mana/pool.js';
import type { ManaSource } from '../../src/mana/sources.js';
import { forEachPayment, unitFlexibility, usable } from './brute-force.js';
import { type Activated, poolAfter } from './check-plan.js';

/**
 * The brute force over sources: every subset of the sources, activated in their order,
 * with every choice of option, each asked of `planPayment` (itself checked against an
 * enumerator in payment.property.test.ts). It shares nothing with the source solver.
 */
export const everyActivation = (sources: readonly ManaSource[]): Activated[][] => {
  let all: Activated[][] = [[]];
  sources.forEach((source, i) => {
    all = all.flatMap((acts) => [
      acts,
      ...source.options.map((_, option) => [...acts, { source: i, option }]),
    ]);
  });
  return all;
};

export const payWith = (
  cost: ManaCost,
  pool: ManaPool,
  sources: readonly ManaSource[],
  life: number | undefined,
  options: PaymentOptions,
  activations: readonly Activated[],
) => {
  const after = poolAfter(pool, sources, activations);
  return planPayment(cost, life === undefined ? { pool: after } : { pool: after, life }, options);
};

export interface BruteSources {
  readonly payable: boolean;
  /** The least life any payment pays, and the fewest activations among those paying that. */
  readonly minLife: number;
  readonly minActivations: number;
}

export const bruteSources = (
  cost: ManaCost,
  pool: ManaPool,
  sources: readonly ManaSource[],
  life: number | undefined,
  options: PaymentOptions,
): BruteSources => {
  let best: [number, number] | undefined;
  for (const acts of everyActivation(sources)) {
    const paid = payWith(cost, pool, sources, life, options, acts);
    if (!paid.ok) continue;
    const here: [number, number] = [paid.value.lifePaid, acts.length];
    if (!best || here[0] < best[0] || (here[0] === best[0] && here[1] < best[1])) best = here;
  }
  return best
    ? { payable: true, minLife: best[0], minActivations: best[1] }
    : { payable: false, minLife: Number.NaN, minActivations: Number.NaN };
};

/** Strict subsets of `activations` that pay with no more life: activations the plan didn't need. */
export const needlessActivations = (
  cost: ManaCost,
  pool: ManaPool,
  sources: readonly ManaSource[],
  life: number | undefined,
  options: PaymentOptions,
  activations: readonly Activated[],
  lifePaid: number,
): Activated[][] => {
  const found: Activated[][] = [];
  const n = activations.length;
  for (let mask = 0; mask < (1 << n) - 1; mask++) {
    const subset = activations.filter((_, i) => mask & (1 << i));
    const paid = payWith(cost, pool, sources, life, options, subset);
    if (paid.ok && paid.value.lifePaid <= lifePaid) found.push(subset);
  }
  return found;
};

/**
 * A source's flexibility, written out again from its documentation: 2 per colour it
 * makes, 1 for {C}, 1 for snow, 2 if none of its mana is restricted, 1 per unit beyond
 * the first that one activation adds; counting only units this cost may spend.
 */
export const sourceFlex = (source: ManaSource, cost: ManaCost, options: PaymentOptions): number => {
  const spendable = source.options.map((units) => units.filter((u) => usable(u, cost, options)));
  const all = spendable.flat();
  const colours = new Set(all.filter((u) => u.type !== 'C').map((u) => u.type)).size;
  return (
    2 * colours +
    (all.some((u) => u.type === 'C') ? 1 : 0) +
    (all.some((u) => u.snow === true) ? 1 : 0) +
    (all.every((u) => (u.restrictions?.length ?? 0) === 0) ? 2 : 0) +
    Math.max(...spendable.map((units) => units.length)) -
    1
  );
};

/** The preference, as a tuple compared in order: life, taps, source mana, source flexibility, mana, pool flexibility. */
export type Rank = readonly [number, number, number, number, number, number];

const before = (a: Rank, b: Rank): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
};

const rankOf = (
  cost: ManaCost,
  pool: ManaPool,
  sources: readonly ManaSource[],
  options: PaymentOptions,
  activations: readonly Activated[],
  lifePaid: number,
  spent: readonly number[],
): Rank => [
  lifePaid,
  activations.length,
  spent.filter((i) => i >= pool.length).length,
  activations.reduce((sum, a) => {
    const source = sources[a.source];
    return sum + (source ? sourceFlex(source, cost, options) : 0);
  }, 0),
  spent.length,
  spent.reduce((sum, i) => {
    const unit = i < pool.length ? pool[i] : undefined;
    return sum + (unit ? unitFlexibility(unit) : 0);
  }, 0),
];

/** The best rank of any payment after any activations: every one enumerated. Slow; small cases only. */
export const bestRank = (
  cost: ManaCost,
  pool: ManaPool,
  sources: readonly ManaSource[],
  life: number | undefined,
  options: PaymentOptions,
): Rank | undefined => {
  let best: Rank | undefined;
  for (const acts of everyActivation(sources)) {
    forEachPayment(cost, poolAfter(pool, sources, acts), life, options, (lifePaid, spent) => {
      const rank = rankOf(cost, pool, sources, options, acts, lifePaid, spent);
      if (!best || before(rank, best)) best = rank;
    });
  }
  return best;
};

/** A plan's rank, to compare with `bestRank`. */
export const planRank = (
  cost: ManaCost,
  pool: ManaPool,
  sources: readonly ManaSource[],
  options: PaymentOptions,
  activations: readonly Activated[],
  payment: PaymentPlan,
): Rank =>
  rankOf(
    cost,
    pool,
    sources,
    options,
    activations,
    payment.lifePaid,
    payment.payments.flatMap((p) => p.mana),
  );
