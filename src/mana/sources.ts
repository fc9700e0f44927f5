import { err, ok, type Result, rulesError } from '../result.js';
import type { PayableSymbol } from '../symbols/symbol.js';
import { ALL_TYPES, acceptance, SNOW_ONLY } from './acceptance.js';
import type { ManaCost } from './cost.js';
import { amountsOf, checkCost, payFromPool } from './payment.js';
import {
  lifePayments,
  type PaymentFailure,
  type PaymentOptions,
  type PaymentPlan,
  type PaymentResources,
} from './payment-model.js';
import { assign } from './payment-solver.js';
import type { ManaPool } from './pool.js';
import { explainSources } from './source-explain.js';
import { type ManaSource, optionPaying } from './source-prepare.js';
import { type Leaf, searchSources } from './source-search.js';
import { prepareSupply, type Supply } from './source-supply.js';

export type { ManaSource } from './source-prepare.js';

/**
 * One activation of a mana source (CR 605.3b): the caller's id, and the index of the option chosen
 * as it resolves.
 */
export interface SourceActivation {
  readonly source: string;
  readonly option: number;
}

/**
 * What `planSourcePayment` finds (CR 601.2g-h): the mana abilities to activate, and the payment
 * from the pool and the mana they add.
 */
export interface SourcePlan {
  /** The sources to activate, each with the index of the option chosen; sources not listed stay untapped. */
  readonly activations: readonly SourceActivation[];
  /** The payment over the pool followed by the units the activations add, in activation order. */
  readonly payment: PaymentPlan;
}

/**
 * Plans a payment of `cost` from the pool and from untapped mana sources (CR 601.2g-h:
 * mana abilities are activated before costs are paid, and each resolves at once, CR
 * 605.3b), or says precisely why none exists. Exact: if any set of activations and
 * choices of option lets the pool and what they add pay (as `planPayment` would), one is
 * found. Among plans it prefers, in order:
 *
 * 1. paying no life unless needed (a Phyrexian symbol is paid by tapping a land first);
 * 2. tapping the fewest sources, so a cost the pool pays alone taps nothing;
 * 3. spending the fewest mana from sources, so the pool's mana is spent before theirs;
 * 4. keeping the most flexible sources untapped (`sourceFlexibility`: a Forest is
 *    tapped for `{G}` before a land that makes `{G}` or `{U}`);
 * 5. then as planPayment: the fewest mana, then the least flexible.
 *
 * Fewest taps comes before pool mana first so that no plan taps a source it doesn't need:
 * for `{G}{2/W}`, Gilded Lotus alone pays with `{G}{G}{G}`; ranking source mana first would tap
 * a Plains as well, to pay `{2/W}` with one `{W}` and spend one `{G}` instead of three.
 *
 * Mana left over from an activation stays in the pool (CR 106.4, 118.3a). Activation costs
 * other than tapping (Signets' `{1}`) and side effects (a painland's damage) are the caller's.
 */
export const planSourcePayment = (
  cost: ManaCost,
  resources: PaymentResources & { readonly sources: readonly ManaSource[] },
  options: PaymentOptions = {},
): Result<SourcePlan, PaymentFailure> => {
  const simple = checkCost(cost, options);
  if (typeof simple !== 'boolean') return err(simple);
  const bad = checkSources(resources.sources);
  if (bad) return err(bad);
  if (simple) {
    const direct = payFromPool(cost, resources.pool, options);
    if (direct) return ok({ activations: [], payment: direct });
  }
  // checkCost has seen that every symbol is payable.
  const payable = cost as readonly PayableSymbol[];
  const amounts = amountsOf(cost, options);
  const supply = prepareSupply(cost, resources.pool, resources.sources, options);
  const lifeCap = lifePayments(resources.life);
  const search = searchSources(payable, amounts, supply, lifeCap);
  if (search.best) {
    return ok(
      planOf(
        payable,
        amounts,
        resources.pool,
        resources.sources,
        options,
        supply,
        search.branching,
        search.best,
      ),
    );
  }
  return err(
    explainSources(
      payable,
      resources.pool.length,
      resources.sources,
      supply,
      search,
      resources.life ?? 0,
      lifeCap,
    ),
  );
};

const checkSources = (sources: readonly ManaSource[]): PaymentFailure | undefined => {
  for (let i = 0; i < sources.length; i++) {
    const source = sources[i];
    if (!source) continue;
    let problem: string | undefined;
    if (source.options.length === 0) {
      problem = `source "${source.id}" has no options: a mana ability adds mana one way at least (CR 605.1a)`;
    }
    // A few dozen sources at most: comparing pairs is quicker than hashing.
    for (let j = 0; j < i && !problem; j++) {
      if (sources[j]?.id === source.id)
        problem = `two sources are named "${source.id}": a plan names each source it activates`;
    }
    if (problem) {
      return {
        ...rulesError('ERR_MANA_SOURCE', problem, { path: `$.sources[${i}]`, rule: '605.1a' }),
        symbols: [],
        needed: 0,
        available: 0,
      };
    }
  }
  return undefined;
};

/**
 * The plan from the best leaf: which sources to activate and how, in the caller's order,
 * and each symbol's units as indices into the pool followed by what the activations add.
 * A flexible source takes the first option whose unit pays the symbol it is spent on.
 */
const planOf = (
  cost: readonly PayableSymbol[],
  amounts: readonly number[],
  pool: ManaPool,
  sources: readonly ManaSource[],
  options: PaymentOptions,
  supply: Supply,
  branching: Supply['branching'],
  leaf: Leaf,
): SourcePlan => {
  const plan = assign(cost, amounts, leaf.classes, leaf.attempt);
  const base = pool.length;
  const firstSlot = base + sources.length;
  // By the caller's source index: the option chosen (-1: not activated), and for a
  // flexible source the place of its unit in that option.
  const option = new Array<number>(sources.length).fill(-1);
  const pos = new Array<number>(sources.length).fill(0);
  branching.forEach((b, d) => {
    const choice = b.choices[leaf.choices[d] ?? -1];
    if (choice) option[b.source.index] = choice.option;
  });
  plan.payments.forEach((payment, k) => {
    const symbol = cost[k];
    if (!symbol) return;
    const key = symbol.kind === 'genericHybrid' && payment.mana.length === 2 ? ALL_TYPES : acceptance(symbol);
    for (const id of payment.mana) {
      const source = sources[id - base];
      if (id < base || id >= firstSlot || !source) continue;
      const found = optionPaying(source, key & ALL_TYPES, (key & SNOW_ONLY) !== 0, cost, options);
      if (!found) throw new Error('internal: a flexible source paid a symbol it cannot');
      option[id - base] = found.option;
      pos[id - base] = found.pos;
    }
  });
  const offset = new Array<number>(sources.length).fill(0);
  const activations: SourceActivation[] = [];
  let next = base;
  for (let s = 0; s < sources.length; s++) {
    const chosen = option[s] ?? -1;
    const source = sources[s];
    if (chosen < 0 || !source) continue;
    offset[s] = next;
    next += source.options[chosen]?.length ?? 0;
    activations.push({ source: source.id, option: chosen });
  }
  const indexOf = (id: number): number => {
    if (id < base) return id;
    if (id < firstSlot) return (offset[id - base] ?? 0) + (pos[id - base] ?? 0);
    const slot = supply.slots[id - firstSlot];
    return slot ? (offset[slot.source] ?? 0) + slot.pos : id;
  };
  return {
    activations,
    payment: { ...plan, payments: plan.payments.map((p) => ({ ...p, mana: p.mana.map(indexOf) })) },
  };
};
