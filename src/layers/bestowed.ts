import type { AbilityDef } from '../effects/types.js';
import type { GameObject, GameState, ObjectId } from '../state/types.js';
import { subtypeFits } from './subtype-family.js';
import { assignTypes, type Working } from './working.js';

/**
 * CR 702.103b: a spell cast bestowed, and the permanent it becomes, is a bestowed Aura until it
 * ceases to be bestowed (702.103e-g), when the engine drops the bestow cost from what was paid.
 */
export const isBestowed = (object: GameObject): boolean =>
  object.choices.paid === 'bestow' && (object.zone === 'stack' || object.zone === 'battlefield');

/** CR 702.103b: the enchant creature ability a bestowed Aura gains. */
export const BESTOW_ENCHANT: AbilityDef = {
  kind: 'enchant',
  text: 'Enchant creature',
  filter: { types: ['Creature'] },
};

/** An object's own abilities, with enchant creature while it is bestowed (702.103b). */
export const withBestowEnchant = (
  object: GameObject,
  abilities: readonly AbilityDef[],
): readonly AbilityDef[] => (isBestowed(object) ? [...abilities, BESTOW_ENCHANT] : abilities);

/**
 * CR 702.103b: it becomes an Aura enchantment and gains enchant creature: no longer a creature,
 * it keeps no creature type (205.1a); an Aura has no power or toughness (208.3). Applied with
 * its printed values, so a copy of the card, made from those, is not bestowed (707.2).
 */
export const bestowedAura = (working: Working): void => {
  const types = working.types.filter((t) => t !== 'Creature');
  assignTypes(working, types.includes('Enchantment') ? types : [...types, 'Enchantment']);
  working.subtypes = [...working.subtypes.filter((s) => subtypeFits(s, working.types)), 'Aura'];
  working.abilities = [...working.abilities, { def: BESTOW_ENCHANT, grantedBy: null, grantedAt: null }];
  working.power = null;
  working.toughness = null;
};

/**
 * CR 702.103e-f: the object ceases to be bestowed (the effect making it an Aura ends); it was
 * still cast for its bestow cost, which nothing else reads.
 */
export const unbestowed = (state: GameState, id: ObjectId): GameState => ({
  ...state,
  objects: state.objects.map((o) => {
    if (o.id !== id) return o;
    const { paid: _, ...choices } = o.choices;
    return { ...o, choices };
  }),
});
