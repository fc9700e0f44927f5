/**
 * Mana: costs and their mana value (CR 202), pools (106.4) and restrictions on spending (106.6),
 * the total cost locked in as a spell is cast (601.2f), and exact plans to pay it (601.2g-h).
 *
 * @packageDocumentation
 */

export { canPay } from './can-pay.js';
export { type ManaCost, makeManaCost, parseManaCost } from './cost.js';
export { type CostChanges, type CostReduction, type HybridHalf, lockInCost } from './lock-in.js';
export { planPayment } from './payment.js';
export type {
  PaymentFailure,
  PaymentOptions,
  PaymentPlan,
  PaymentResources,
  SpendObject,
  SpendPurpose,
  SymbolPayment,
} from './payment-model.js';
export { flexibility } from './payment-model.js';
export {
  MANA_TYPES,
  type ManaPool,
  type ManaType,
  type ManaUnit,
  makeManaPool,
  parseManaPool,
  SPEND_COLORS,
  type SpendColors,
  type SpendQualities,
  type SpendRestriction,
  type SpendUse,
} from './pool.js';
export { type ManaSource, planSourcePayment, type SourceActivation, type SourcePlan } from './sources.js';
export { costColorMask, costColors, isTournamentLegal, manaValue, type VariableValues } from './value.js';
