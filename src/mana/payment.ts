import { err, ok, type Result, rulesError } from '../result.js';
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
  TYPE_INDEX,
} from './payment-model.js';

/**
 * Plans a payment of `cost` from `resources` (CR 601.2g-h), or says precisely why none
 * exists. Exact: if any legal payment exists, one is found. Among legal payments it
 * prefers paying no life, then spending the fewest mana, then keeping the most flexible
 * mana (see `flexibility`).
 *
 * Costs of only generic, coloured and {C} symbols take a fast path that is exact for
 * them (each symbol accepts exactly one type); anything else goes to the flow solver.
 */
export const planPayment = (
  cost: ManaCost,
  resources: PaymentResources,
  options: PaymentOptions = {},
): Result<PaymentPlan, PaymentFailure> => {
  const amounts: number[] = new Array<number>(cost.length);
  let simple = true;
  for (let k = 0; k < cost.length; k++) {
    const symbol = cost[k];
    if (!symbol) continue;
    switch (symbol.kind) {
      case 'generic':
        amounts[k] = symbol.amount;
        break;
      case 'variable': {
        const value = options.variables?.[symbol.variable] ?? 0;
        if (!Number.isInteger(value) || value < 0) {
          return err(
            failure(
              'ERR_X_VALUE',
              `${symbol.variable} must be a whole number of 0 or more, not ${value}`,
              '107.3a',
              symbol.text,
            ),
          );
        }
        amounts[k] = value;
        break;
      }
      case 'colored':
      case 'colorless':
        amounts[k] = 1;
        break;
      case 'genericHybrid':
      case 'snow':
      case 'hybrid':
      case 'colorlessHybrid':
      case 'phyrexian':
      case 'colorlessPhyrexian':
      case 'hybridPhyrexian':
        amounts[k] = 1;
        simple = false;
        break;
      case 'anyPhyrexian':
      case 'halfGeneric':
      case 'halfColored':
      case 'infinite':
      case 'legendary':
      case 'landDrop':
        return err(
          failure(
            'ERR_UNSUPPORTED',
            `${symbol.text} (${symbol.description}) can't be paid: ${symbol.tournamentLegal ? 'it appears only in rules text' : 'it is an Un-set symbol the payment solver does not support'}`,
            symbol.rule ?? '107.4',
            symbol.text,
          ),
        );
    }
  }
  const scores = usableScores(cost, resources, options);
  if (simple) {
    const plan = payDirectly(cost, resources, scores, amounts);
    if (plan) return ok(plan);
  }
  return solveExactly(cost, resources.pool, scores, resources.life ?? 0, amounts);
};

const failure = (
  code: 'ERR_X_VALUE' | 'ERR_UNSUPPORTED',
  message: string,
  rule: string,
  symbol: string,
): PaymentFailure => ({ ...rulesError(code, message, { rule }), symbols: [symbol], needed: 0, available: 0 });

/** Each unit's flexibility score, or -1 if its restrictions forbid spending it here. */
const usableScores = (cost: ManaCost, resources: PaymentResources, options: PaymentOptions): number[] => {
  const pool = resources.pool;
  const scores = new Array<number>(pool.length);
  for (let i = 0; i < pool.length; i++) {
    const unit = pool[i];
    if (!unit) continue;
    const restrictions = unit.restrictions;
    if (restrictions === undefined || restrictions.length === 0) scores[i] = flexibility(unit, false);
    else scores[i] = canSpend(restrictions, cost, options.purpose) ? flexibility(unit, true) : -1;
  }
  return scores;
};

const MAX_SCORE = 4;

/**
 * The fast path: coloured and {C} symbols take the least flexible unit of their type,
 * then generic mana takes the least flexible of what is left. Taking the cheapest of
 * each forced type first, then the cheapest overall, minimises total flexibility
 * spent. Returns undefined when the pool falls short; the exact solver explains why.
 */
const payDirectly = (
  cost: ManaCost,
  resources: PaymentResources,
  scores: number[],
  amounts: readonly number[],
): PaymentPlan | undefined => {
  const pool = resources.pool;
  const used = new Uint8Array(pool.length);
  const payments: SymbolPayment[] = new Array<SymbolPayment>(cost.length);
  let spent = 0;
  for (let k = 0; k < cost.length; k++) {
    const symbol = cost[k];
    if (!symbol || (symbol.kind !== 'colored' && symbol.kind !== 'colorless')) continue;
    const type = symbol.kind === 'colored' ? TYPE_INDEX[symbol.color] : 5;
    let pick = -1;
    let pickScore = MAX_SCORE + 1;
    for (let i = 0; i < pool.length; i++) {
      const score = scores[i] ?? -1;
      const unit = pool[i];
      if (score >= 0 && score < pickScore && used[i] === 0 && unit && TYPE_INDEX[unit.type] === type) {
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
    const need = amounts[k] ?? 0;
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
