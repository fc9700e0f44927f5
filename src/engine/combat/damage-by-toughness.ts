import type { CardPool } from '../../cards/pool.js';
import type { Characteristics } from '../../layers/result.js';
import { selectObjects } from '../../layers/select.js';
import { ok, type Result } from '../../result.js';
import type { ObjectId } from '../../state/types.js';
import { battlefieldAbilities, hasRestriction, type View } from '../view.js';

/**
 * CR 510.1a, 101.1: how much combat damage each creature assigns: its power, or its toughness
 * for those a "assigns combat damage equal to its toughness rather than its power" ability of a
 * permanent on the battlefield names now (seen from that permanent); none for one that "assigns
 * no combat damage this turn" (Dwarven Vigilantes), which overrides both.
 */
export const combatDamageAmounts = (view: View, pool: CardPool): Result<(c: Characteristics) => number> => {
  const byToughness = new Set<ObjectId>();
  for (const { def, from } of battlefieldAbilities(view, pool, 'damageByToughness')) {
    const named = selectObjects(view.state, pool, def.affects, from);
    if (!named.ok) return named;
    for (const id of named.value) byToughness.add(id);
  }
  return ok((c) =>
    hasRestriction(c, 'assignsNoCombatDamage') ? 0 : ((byToughness.has(c.id) ? c.toughness : c.power) ?? 0),
  );
};
