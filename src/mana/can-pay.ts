import { err, ok, type Result } from '../result.js';
import type { PayableSymbol } from '../symbols/symbol.js';
import type { ManaCost } from './cost.js';
import { amountsOf, checkCost, checkLife, scoresFor } from './payment.js';
import {
  hallHolds,
  hasTwobrids,
  loadDemand,
  loadTypeCounts,
  measureExcess,
  someSplitPays,
} from './payment-hall.js';
import {
  lifePayments,
  type PaymentFailure,
  type PaymentOptions,
  type PaymentResources,
  TYPE_INDEX,
} from './payment-model.js';

const YES = ok(true);
const NO = ok(false);

/** Usable units per type and snow (index type * 2 + snow), reused across calls. */
const typeCounts = new Int32Array(12);

/**
 * Whether `cost` can be paid from `resources` (CR 601.2g-h): `planPayment`'s yes or no,
 * exactly, without making the plan or explaining a no. For a simulator's inner loop, which
 * asks this far more often than it pays. Errors are `planPayment`'s for the same input: a
 * life total or X that isn't a whole number, or a symbol no mana pays (ERR_NUMBER,
 * ERR_X_VALUE, ERR_UNSUPPORTED).
 *
 * It checks Hall's condition over the types of mana, snow and life (see `payment-hall.ts`)
 * rather than running a flow.
 */
export const canPay = (
  cost: ManaCost,
  resources: PaymentResources,
  options: PaymentOptions = {},
): Result<boolean, PaymentFailure> => {
  const lifeProblem = checkLife(resources);
  if (lifeProblem) return err(lifeProblem);
  const checked = checkCost(cost, options);
  if (typeof checked !== 'boolean') return err(checked);
  const pool = resources.pool;
  const scores = scoresFor(cost, pool, options);
  for (let slot = 0; slot < 12; slot++) typeCounts[slot] = 0;
  for (let i = 0; i < pool.length; i++) {
    const unit = pool[i];
    if (!unit || (scores[i] ?? -1) < 0) continue;
    const slot = TYPE_INDEX[unit.type] * 2 + (unit.snow ? 1 : 0);
    typeCounts[slot] = (typeCounts[slot] ?? 0) + 1;
  }
  loadTypeCounts(typeCounts);
  // checkCost has seen that every symbol is payable.
  loadDemand(cost as readonly PayableSymbol[], amountsOf(cost, options));
  const lifeCap = lifePayments(resources.life);
  if (!hasTwobrids()) return hallHolds(lifeCap) ? YES : NO;
  measureExcess(lifeCap);
  return someSplitPays() ? YES : NO;
};
