import type { Characteristics } from '../../layers/result.js';
import type { ManaCost } from '../../mana/cost.js';
import { planPayment } from '../../mana/payment.js';
import type {
  PaymentOptions,
  PaymentResources,
  SpendObject,
  SpendPurpose,
} from '../../mana/payment-model.js';

/**
 * CR 106.6: what restricted mana reads of what it would pay for: the spell being cast, or the
 * object whose ability is activated, as the layers see it now (613).
 */
const spendObject = (c: Characteristics): SpendObject => ({
  cardTypes: c.types,
  subtypes: c.subtypes,
  supertypes: c.supertypes,
  colors: c.colors,
});

/** CR 601.2h: mana spent to cast this spell. */
export const spellPurpose = (spell: Characteristics): SpendPurpose => ({
  kind: 'spell',
  ...spendObject(spell),
});

/** CR 602.2b: mana spent to activate an ability of this object. */
export const abilityPurpose = (source: Characteristics): SpendPurpose => ({
  kind: 'ability',
  ...spendObject(source),
});

/**
 * CR 106.6: whether spend restrictions alone keep the pool from paying: the pool holds
 * restricted mana, and would pay if that mana were free to spend. A refusal then cites 106.6.
 */
export const restrictionsBlock = (
  cost: ManaCost,
  resources: PaymentResources,
  options: PaymentOptions,
): boolean =>
  resources.pool.some((u) => (u.restrictions ?? []).length > 0) &&
  planPayment(cost, { ...resources, pool: resources.pool.map(({ restrictions: _, ...u }) => u) }, options).ok;
