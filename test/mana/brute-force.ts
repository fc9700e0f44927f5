import type { ManaCost } from '../../src/mana/cost.js';
import { canSpend, type PaymentOptions } from '../../src/mana/payment-model.js';
import type { ManaPool, ManaType, ManaUnit } from '../../src/mana/pool.js';
import type { ManaSymbol } from '../../src/symbols/symbol.js';

/**
 * An independent brute-force payer for small costs and pools: it enumerates every way
 * of paying every symbol, straight from CR 107.4 and 119.4, and keeps the best. Slow and
 * obviously correct; it shares nothing with the solver but the `canSpend` predicate.
 */

/** How one symbol can be paid, by the letter of the rules. */
export interface SymbolRule {
  /** Mana types one unit may have to pay the symbol with one mana; empty if it can't be. */
  readonly oneOf: readonly ManaType[];
  /** Whether that one unit must come from a snow source ({S}, CR 107.4h). */
  readonly snowOnly: boolean;
  /** How many units of any type pay it as generic mana instead (0 for none). */
  readonly anyCount: number;
  /** Whether 2 life pays it (Phyrexian symbols, CR 107.4f). */
  readonly life: boolean;
}

const ALL: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** The ways of paying a symbol; throws for symbols the payment rules don't cover. */
export const symbolRule = (symbol: ManaSymbol, options: PaymentOptions = {}): SymbolRule => {
  const none = { oneOf: [], snowOnly: false, anyCount: 0, life: false } as const;
  switch (symbol.kind) {
    case 'generic':
      return { ...none, anyCount: symbol.amount };
    case 'variable':
      return { ...none, anyCount: options.variables?.[symbol.variable] ?? 0 };
    case 'colored':
      return { ...none, oneOf: [symbol.color] };
    case 'colorless':
      return { ...none, oneOf: ['C'] };
    case 'snow':
      return { ...none, oneOf: ALL, snowOnly: true };
    case 'hybrid':
      return { ...none, oneOf: [symbol.pair[0], symbol.pair[1]] };
    case 'genericHybrid':
      return { ...none, oneOf: [symbol.color], anyCount: 2 };
    case 'colorlessHybrid':
      return { ...none, oneOf: ['C', symbol.color] };
    case 'phyrexian':
      return { ...none, oneOf: [symbol.color], life: true };
    case 'colorlessPhyrexian':
      return { ...none, oneOf: ['C'], life: true };
    case 'hybridPhyrexian':
      return { ...none, oneOf: [symbol.pair[0], symbol.pair[1]], life: true };
    default:
      throw new Error(`brute force: ${symbol.text} is not covered`);
  }
};

/** The preference's flexibility of a unit, written out again from its documentation. */
export const unitFlexibility = (unit: ManaUnit): number => {
  const restricted = (unit.restrictions?.length ?? 0) > 0;
  return (restricted ? 0 : 2) + (unit.snow === true ? 1 : 0) + (unit.type === 'C' ? 0 : 1);
};

export interface BruteResult {
  readonly payable: boolean;
  /** Among all legal payments: the least life paid. */
  readonly minLife: number;
  /** Among payments with the least life: the least mana spent. */
  readonly minMana: number;
  /** Among those: the least total flexibility of the units spent. */
  readonly minFlex: number;
  /** How many legal payments there are (as assignments of units and life to symbols). */
  readonly payments: number;
}

/** Whether a unit may be spent on this cost at all (CR 106.6). */
export const usable = (unit: ManaUnit, cost: ManaCost, options: PaymentOptions): boolean =>
  canSpend(unit.restrictions ?? [], cost, options.purpose);

/** Every `size`-element subset of `items`. */
const subsets = (items: readonly number[], size: number): number[][] => {
  if (size === 0) return [[]];
  const out: number[][] = [];
  items.forEach((first, i) => {
    for (const rest of subsets(items.slice(i + 1), size - 1)) out.push([first, ...rest]);
  });
  return out;
};

/**
 * Pays `cost` from `pool` in every possible way, calling `visit` with the life paid and
 * the units spent (pool indices) of each. `life` undefined: no life may be paid.
 */
export const forEachPayment = (
  cost: ManaCost,
  pool: ManaPool,
  life: number | undefined,
  options: PaymentOptions,
  visit: (lifePaid: number, spent: readonly number[]) => void,
): void => {
  const budget = life ?? 0;
  const rules = cost.map((s) => symbolRule(s, options));
  const ok = pool.map((u) => usable(u, cost, options));
  const used = pool.map(() => false);
  const spent: number[] = [];

  const step = (k: number, lifePaid: number): void => {
    const rule = rules[k];
    if (rule === undefined) {
      visit(lifePaid, spent);
      return;
    }
    const free = pool.flatMap((_, i) => (ok[i] === true && used[i] === false ? [i] : []));
    const payWith = (units: readonly number[]): void => {
      for (const i of units) used[i] = true;
      spent.push(...units);
      step(k + 1, lifePaid);
      spent.length -= units.length;
      for (const i of units) used[i] = false;
    };
    // With one unit of an accepted type.
    for (const i of free) {
      const unit = pool[i];
      if (unit && rule.oneOf.includes(unit.type) && (!rule.snowOnly || unit.snow === true)) payWith([i]);
    }
    // As generic mana: any `anyCount` units ({0} and X = 0 are paid with nothing).
    if (rule.anyCount > 0 || (rule.oneOf.length === 0 && !rule.life)) {
      for (const units of subsets(free, rule.anyCount)) payWith(units);
    }
    // With 2 life, if the life total allows it (CR 119.4).
    if (rule.life && life !== undefined && lifePaid + 2 <= budget) step(k + 1, lifePaid + 2);
  };

  step(0, 0);
};

/** Pays `cost` from `pool` in every possible way, and keeps the best. `life` undefined: no life may be paid. */
export const bruteForce = (
  cost: ManaCost,
  pool: ManaPool,
  life: number | undefined,
  options: PaymentOptions = {},
): BruteResult => {
  let best: [number, number, number] | undefined;
  let count = 0;
  forEachPayment(cost, pool, life, options, (lifePaid, spent) => {
    count++;
    const flex = spent.reduce((sum, i) => {
      const unit = pool[i];
      return sum + (unit ? unitFlexibility(unit) : 0);
    }, 0);
    const candidate: [number, number, number] = [lifePaid, spent.length, flex];
    if (
      best === undefined ||
      candidate[0] < best[0] ||
      (candidate[0] === best[0] &&
        (candidate[1] < best[1] || (candidate[1] === best[1] && candidate[2] < best[2])))
    ) {
      best = candidate;
    }
  });
  return best === undefined
    ? { payable: false, minLife: Number.NaN, minMana: Number.NaN, minFlex: Number.NaN, payments: 0 }
    : { payable: true, minLife: best[0], minMana: best[1], minFlex: best[2], payments: count };
};
