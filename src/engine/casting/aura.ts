import type { CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import type { AbilityDef, TargetSpec } from '../../effects/types.js';
import { isBestowed, withBestowEnchant } from '../../layers/bestowed.js';
import { map, ok, type Result } from '../../result.js';
import type { GameObject, ObjectId } from '../../state/types.js';
import { targetsStillLegal } from '../resolution/targets.js';
import type { View } from '../view.js';

/**
 * CR 303.4a, 702.5a: an Aura spell targets the object it will enchant, one its enchant ability
 * allows: the target of every Aura spell, read from its card's "Enchant [object]" ability. Null
 * for a card with no enchant ability, which is no Aura spell.
 */
export const auraTargetSpec = (abilities: readonly AbilityDef[]): TargetSpec | null => {
  const enchant = abilities.find((a) => a.kind === 'enchant');
  return enchant?.kind === 'enchant' ? { count: 1, filter: enchant.filter } : null;
};

/**
 * CR 608.3b-c: as an Aura spell resolves, what it will be attached to: its target if that is
 * still legal, false if not (it doesn't resolve); null for a spell that is no Aura.
 */
export const auraTarget = (
  view: View,
  pool: CardPool,
  object: GameObject,
  targets: readonly string[],
): Result<ObjectId | null | false> => {
  const definition = object.faceDown ? undefined : definitionOf(pool, object);
  // CR 702.103b: a bestowed spell is an Aura spell, with enchant creature.
  if (!definition || !(definition.data.subtypes.includes('Aura') || isBestowed(object))) return ok(null);
  const abilities = withBestowEnchant(object, definition.abilities);
  const spec = auraTargetSpec(abilities);
  const c = view.chars.get(object.id);
  const source = { object, name: c?.name ?? object.card, abilities, spell: true };
  const legal = targetsStillLegal(view.state, pool, view.chars, source, spec, {
    controller: c?.controller ?? object.controller,
    targets,
  });
  return map(legal, ([first]) => first ?? false);
};
