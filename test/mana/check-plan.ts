import type { ManaCost } from '../../src/mana/cost.js';
import type { PaymentOptions, PaymentPlan } from '../../src/mana/payment-model.js';
import type { ManaPool } from '../../src/mana/pool.js';
import type { ManaSource, SourcePlan } from '../../src/mana/sources.js';
import { symbolRule, unitFlexibility, usable } from './brute-force.js';

/**
 * An independent validator of a payment plan: every problem it finds, as text; an empty
 * list means the plan is a legal payment of `cost` from `pool` with at most `life` life.
 */
export const checkPlan = (
  cost: ManaCost,
  pool: ManaPool,
  life: number | undefined,
  options: PaymentOptions,
  plan: PaymentPlan,
): string[] => {
  const problems: string[] = [];
  if (plan.payments.length !== cost.length) {
    problems.push(`${plan.payments.length} payments for ${cost.length} symbols`);
  }
  const seen = new Set<number>();
  let lifeTotal = 0;
  let manaTotal = 0;
  cost.forEach((symbol, k) => {
    const payment = plan.payments[k];
    if (!payment) return;
    const where = `symbol ${k} ${symbol.text}`;
    if (payment.symbol.text !== symbol.text) problems.push(`${where} is paid as ${payment.symbol.text}`);
    const rule = symbolRule(symbol, options);
    for (const i of payment.mana) {
      const unit = pool[i];
      if (!Number.isInteger(i) || unit === undefined) {
        problems.push(`${where}: no unit ${i} in the pool`);
        continue;
      }
      if (seen.has(i)) problems.push(`${where}: unit ${i} is spent twice`);
      seen.add(i);
      if (!usable(unit, cost, options)) problems.push(`${where}: unit ${i} is restricted from this cost`);
    }
    lifeTotal += payment.life;
    manaTotal += payment.mana.length;
    if (payment.life !== 0) {
      if (payment.life !== 2 || !rule.life || payment.mana.length > 0) {
        problems.push(`${where}: paid with ${payment.life} life and ${payment.mana.length} mana`);
      }
      return;
    }
    const units = payment.mana.flatMap((i) => {
      const unit = pool[i];
      return unit ? [unit] : [];
    });
    const asOne =
      units.length === 1 &&
      units.every((u) => rule.oneOf.includes(u.type) && (!rule.snowOnly || u.snow === true));
    const asGeneric = units.length === rule.anyCount && (rule.anyCount > 0 || rule.oneOf.length === 0);
    if (!asOne && !asGeneric) {
      problems.push(`${where}: can't be paid with ${units.map((u) => `${u.snow ? 'snow ' : ''}${u.type}`)}`);
    }
  });
  if (plan.lifePaid !== lifeTotal)
    problems.push(`lifePaid ${plan.lifePaid}, but the symbols took ${lifeTotal}`);
  if (lifeTotal > 0 && (life === undefined || lifeTotal > life)) {
    problems.push(`${lifeTotal} life paid from a life total of ${life}`);
  }
  if (plan.manaSpent !== manaTotal)
    problems.push(`manaSpent ${plan.manaSpent}, but the symbols took ${manaTotal}`);
  return problems;
};

/** The total flexibility of the units a plan spends. */
export const planFlexibility = (pool: ManaPool, plan: PaymentPlan): number =>
  plan.payments.reduce(
    (sum, p) =>
      sum +
      p.mana.reduce((s, i) => {
        const unit = pool[i];
        return s + (unit ? unitFlexibility(unit) : 0);
      }, 0),
    0,
  );

/** A source plan's activations, named by index into the sources. */
export interface Activated {
  readonly source: number;
  readonly option: number;
}

/** The pool followed by what the activations add, in their order (CR 106.4). */
export const poolAfter = (
  pool: ManaPool,
  sources: readonly ManaSource[],
  activations: readonly Activated[],
): ManaPool => [...pool, ...activations.flatMap((a) => sources[a.source]?.options[a.option] ?? [])];

/**
 * An independent validator of a source plan: each activation names a source once and
 * one of its options, and the payment is legal over the pool they leave.
 */
export const checkSourcePlan = (
  cost: ManaCost,
  pool: ManaPool,
  sources: readonly ManaSource[],
  life: number | undefined,
  options: PaymentOptions,
  plan: SourcePlan,
): string[] => {
  const problems: string[] = [];
  const activated: Activated[] = [];
  for (const a of plan.activations) {
    const source = sources.findIndex((s) => s.id === a.source);
    const found = sources[source];
    if (!found) problems.push(`activates "${a.source}", which is not a source`);
    else if (!Number.isInteger(a.option) || a.option < 0 || a.option >= found.options.length)
      problems.push(`"${a.source}" has no option ${a.option}`);
    else if (activated.some((b) => b.source === source)) problems.push(`"${a.source}" is activated twice`);
    else activated.push({ source, option: a.option });
  }
  return [...problems, ...checkPlan(cost, poolAfter(pool, sources, activated), life, options, plan.payment)];
};
