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
