import type { Characteristics } from '../../layers/result.js';
import type { SpendObject, SpendPurpose } from '../../mana/payment-model.js';

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
