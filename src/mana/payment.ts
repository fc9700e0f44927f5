import { integerProblem } from '../numbers/game-integer.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { isPayable, type PayableSymbol, type Variable } from '../symbols/symbol.js';
import type { ManaCost } from './cost.js';
import { solveExactly } from './payment-exact.js';
import {
  canSpend,
  flexibility,
  type PaymentFailure,
  type PaymentOptions,
  type PaymentPlan,
  type PaymentResources,
  type SymbolPayment,
} from './payment-model.js';
import type { ManaPool } from './pool.js';

/**
 * Plans a payment of `cost` from `resources` (CR 601.2g-h), or says precisely why none
 * exists. Exact: if any legal payment exists, one is found. Among legal payments it
 * prefers paying no life, then spending the fewest mana, then keeping the most flexible
 * mana (see `flexibility`).
 *
 * Costs of only generic, coloured and `{C}` symbols take a fast path that is exact for
 * them (each symbol accepts exactly one type); anything else goes to the flow solver.
 */
export const planPayment = (
  cost: ManaCost,
  resources: PaymentResources,
  options: PaymentOptions = {},
): Result<PaymentPlan, PaymentFailure> => {
  const lifeProblem = checkLife(resources);
  if (lifeProblem) return err(lifeProblem);
  const simple = checkCost(cost, options);
  if (typeof simple !== 'boolean') return err(simple);
  // checkCost has seen that every symbol is payable.
  const payable = cost as readonly PayableSymbol[];
  const pool = resources.pool;
  const scores = scoresFor(cost, pool, options);
  if (simple) {
    const plan = payDirectly(payable, pool, scores, options);
    if (plan) return ok(plan);
  }
  return solveExactly(payable, pool, scores, resources.life ?? 0, amountsOf(cost, options));
};

/** CR 107.1: a life total is a whole number (it may be negative, 107.1b). */
export const checkLife = (resources: PaymentResources): PaymentFailure | undefined => {
  const life = resources.life === undefined ? null : integerProblem(resources.life);
  if (life === null) return undefined;
  return {
    ...rulesError('ERR_NUMBER', life.message, { path: '$.life', rule: life.rule }),
    symbols: [],
    needed: 0,
    available: 0,
  };
};

/**
 * Whether every symbol can be paid at all (an Un-set symbol can't; X must be a whole
 * number): the failure if not, else whether the cost is only generic, coloured and {C}
 * symbols, which the direct path pays exactly.
 */
export const checkCost = (cost: ManaCost, options: PaymentOptions): boolean | PaymentFailure => {
  if (!allPayable(cost)) {
    const symbol = cost.find((s) => !isPayable(s));
    const why = symbol?.tournamentLegal
      ? 'it appears only in rules text'
      : 'it is an Un-set symbol the payment solver does not support';
    return failure(
      'ERR_UNSUPPORTED',
      `${symbol?.text} (${symbol?.description}) can't be paid: ${why}`,
      symbol?.rule ?? '107.4',
      symbol?.text ?? '',
    );
  }
  let simple = true;
  for (let k = 0; k < cost.length; k++) {
    const symbol = cost[k];
    if (!symbol) continue;
    switch (symbol.kind) {
      case 'generic':
      case 'colored':
      case 'colorless':
        break;
      case 'variable': {
        const value = variableValue(symbol.variable, options);
        if (integerProblem(value, 0) !== null) {
          return failure(
            'ERR_X_VALUE',
            `${symbol.variable} must be a whole number of 0 or more, not ${value}`,
            '107.3a',
            symbol.text,
          );
        }
        break;
      }
      case 'genericHybrid':
      case 'snow':
      case 'hybrid':
      case 'colorlessHybrid':
      case 'phyrexian':
      case 'colorlessPhyrexian':
      case 'hybridPhyrexian':
        simple = false;
        break;
    }
  }
  return simple;
};

/** How many mana each symbol asks for when paid with mana of its own kind. */
export const amountsOf = (cost: ManaCost, options: PaymentOptions): number[] =>
  cost.map((symbol) =>
    symbol.kind === 'generic'
      ? symbol.amount
      : symbol.kind === 'variable'
        ? variableValue(symbol.variable, options)
        : 1,
  );

/** The direct path alone, for a cost `checkCost` called simple: a plan, or undefined. */
export const payFromPool = (
  cost: ManaCost,
  pool: ManaPool,
  options: PaymentOptions,
): PaymentPlan | undefined =>
  payDirectly(cost as readonly PayableSymbol[], pool, scoresFor(cost, pool, options), options);

const allPayable = (cost: ManaCost): cost is readonly PayableSymbol[] => cost.every(isPayable);

const variableValue = (variable: Variable, options: PaymentOptions): number =>
  options.variables?.[variable] ?? 0;

const failure = (
  code: 'ERR_X_VALUE' | 'ERR_UNSUPPORTED',
  message: string,
  rule: string,
  symbol: string,
): PaymentFailure => ({ ...rulesError(code, message, { rule }), symbols: [symbol], needed: 0, available: 0 });

// Scratch space reused across calls: planning runs in a simulator's inner loop, and
// JavaScript runs one call at a time, so one buffer serves every call.
let scratchScores = new Int8Array(64);
let scratchUsed = new Uint8Array(64);

/** Each unit's flexibility score, or -1 if its restrictions forbid spending it here. */
export const scoresFor = (cost: ManaCost, pool: ManaPool, options: PaymentOptions): Int8Array => {
  if (scratchScores.length < pool.length) {
    scratchScores = new Int8Array(pool.length * 2);
    scratchUsed = new Uint8Array(pool.length * 2);
  }
  for (let i = 0; i < pool.length; i++) {
    const unit = pool[i];
    if (!unit) continue;
    const restrictions = unit.restrictions;
    if (restrictions === undefined || restrictions.length === 0) scratchScores[i] = flexibility(unit, false);
    else scratchScores[i] = canSpend(restrictions, cost, options.purpose) ? flexibility(unit, true) : -1;
  }
  return scratchScores;
};

const MAX_SCORE = 4;

/**
 * The fast path: coloured and {C} symbols take the least flexible unit of their type,
 * then generic mana takes the least flexible of what is left. Taking the cheapest of
 * each forced type first, then the cheapest overall, minimises total flexibility
 * spent. Returns undefined when the pool falls short; the exact solver explains why.
 */
const payDirectly = (
  cost: readonly PayableSymbol[],
  pool: ManaPool,
  scores: Int8Array,
  options: PaymentOptions,
): PaymentPlan | undefined => {
  const used = scratchUsed;
  used.fill(0, 0, pool.length);
  const payments: SymbolPayment[] = new Array<SymbolPayment>(cost.length);
  let spent = 0;
  for (let k = 0; k < cost.length; k++) {
    const symbol = cost[k];
    if (!symbol || (symbol.kind !== 'colored' && symbol.kind !== 'colorless')) continue;
    const type = symbol.kind === 'colored' ? symbol.color : 'C';
    let pick = -1;
    let pickScore = MAX_SCORE + 1;
    for (let i = 0; i < pool.length; i++) {
      const score = scores[i] ?? -1;
      if (score >= 0 && score < pickScore && used[i] === 0 && pool[i]?.type === type) {
        pick = i;
        pickScore = score;
      }
    }
    if (pick === -1) return undefined;
    used[pick] = 1;
    spent++;
    payments[k] = { symbol, mana: [pick], life: 0 };
  }
  for (let k = 0; k < cost.length; k++) {
    const symbol = cost[k];
    if (!symbol || (symbol.kind !== 'generic' && symbol.kind !== 'variable')) continue;
    const need = symbol.kind === 'generic' ? symbol.amount : variableValue(symbol.variable, options);
    const mana: number[] = [];
    for (let score = 0; score <= MAX_SCORE && mana.length < need; score++) {
      for (let i = 0; i < pool.length && mana.length < need; i++) {
        if (scores[i] === score && used[i] === 0) {
          used[i] = 1;
          mana.push(i);
        }
      }
    }
    if (mana.length < need) return undefined;
    spent += need;
    payments[k] = { symbol, mana, life: 0 };
  }
  return { payments, lifePaid: 0, manaSpent: spent };
};
