import { err, ok, type Result } from '../result.js';
import type { PayableSymbol } from '../symbols/symbol.js';
import { cutHead, cutNotes, cutOf, reachedUnits } from './payment-cut.js';
import { lifePayments, type PaymentFailure, type PaymentPlan, TYPE_INDEX } from './payment-model.js';
import { assign, type Ranking, type SupplyClass, solveClasses } from './payment-solver.js';
import type { ManaPool } from './pool.js';

/** planPayment's ranking: least life, then least mana, then least flexible mana. */
const POOL_RANKING: Ranking = { lifeCost: undefined, manaFirst: true, settled: Number.POSITIVE_INFINITY };

/**
 * Pays from a pool with the exact solver (see `payment-solver.ts`): units of the same
 * type, snow and restriction form one supply class, and a unit's cost is its flexibility
 * score, or it is left out when its restrictions forbid spending it here (score -1).
 */
export const solveExactly = (
  cost: readonly PayableSymbol[],
  pool: ManaPool,
  /** Per unit of the pool (the array may be longer). */
  scores: ArrayLike<number>,
  life: number,
  amounts: readonly number[],
): Result<PaymentPlan, PaymentFailure> => {
  const classes = supplyClasses(pool, scores);
  const lifeCap = lifePayments(life);
  const { best, closest } = solveClasses(cost, classes, lifeCap, amounts, POOL_RANKING);
  if (best) return ok(assign(cost, amounts, classes, best));
  const cut = cutOf(closest, classes);
  const available = reachedUnits(cut, classes) + (cut.lifeReached ? lifeCap : 0);
  let excluded = 0;
  for (let i = 0; i < pool.length; i++) if ((scores[i] ?? -1) < 0) excluded++;
  const notes = cutNotes(cost, cut, life, lifeCap, excluded, pool.length, closest.converted.length);
  const symbols = cut.symbols.map((k) => cost[k]?.text ?? '');
  // A literal, not a spread of rulesError's: spreading objects is slow, and simulators ask
  // for payments that fail all game long.
  return err({
    code: 'ERR_UNPAYABLE',
    message: `${cutHead(cost, cut)}, and the pool has ${available} that can pay them${notes}`,
    rule: '202.1a',
    symbols,
    needed: cut.needed,
    available,
  });
};

const supplyClasses = (pool: ManaPool, scores: ArrayLike<number>): SupplyClass[] => {
  const byId = new Map<number, SupplyClass & { units: number[] }>();
  pool.forEach((unit, i) => {
    const score = scores[i] ?? -1;
    if (score < 0) return;
    const type = TYPE_INDEX[unit.type];
    // Within a type, the score tells restricted and snow apart (see `flexibility`).
    const id = type * 8 + score;
    const found = byId.get(id);
    if (found) found.units.push(i);
    else {
      const mask = 1 << type;
      byId.set(id, { mask, snowMask: unit.snow ? mask : 0, cost: score, units: [i] });
    }
  });
  return [...byId.values()];
};
