import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { type ManaCost, parseManaCost } from '../../mana/cost.js';
import type { CostReduction } from '../../mana/lock-in.js';
import { err, ok, type Result } from '../../result.js';
import type { ObjectId, PlayerId } from '../../state/types.js';
import { abilitiesNow, type View } from '../view.js';

/** Increases added to a spell's cost, and reductions taken off it (601.2f). */
export interface StaticChanges {
  readonly additional: readonly ManaCost[];
  readonly reductions: readonly CostReduction[];
}

/**
 * CR 601.2f, 118.7: the cost increases and reductions the static abilities of permanents apply
 * to a spell being cast ("Artifact spells you cast cost {1} less to cast", "Noncreature spells
 * cost {1} more to cast"), read in `view`, the game with the spell on the stack. Increases are
 * added to the cost before reductions take anything off (601.2f).
 */
export const staticCostChanges = (
  view: View,
  pool: CardPool,
  spell: ObjectId,
  caster: PlayerId,
): Result<StaticChanges> => {
  const found = { additional: [] as ManaCost[], reductions: [] as CostReduction[] };
  for (const object of view.state.objects) {
    if (object.zone !== 'battlefield') continue;
    const c = view.chars.get(object.id);
    if (!c?.abilities.some((a) => a.kind === 'costChange')) continue;
    for (const [, def] of abilitiesNow(pool, object, c)) {
      if (def.kind !== 'costChange') continue;
      const mine = caster === c.controller;
      if ((def.caster === 'you' && !mine) || (def.caster === 'opponents' && mine)) continue;
      let matches = false;
      for (const filter of def.spells) {
        const matched = selectObjects(view.state, pool, filter, {
          source: object.id,
          controller: c.controller,
        });
        if (!matched.ok) return matched;
        if (matched.value.includes(spell)) matches = true;
      }
      if (!matches) continue;
      const mana = parseManaCost(def.mana);
      if (!mana.ok) return err({ ...mana.error, path: '$.object' });
      if (def.change === 'increase') found.additional.push(mana.value);
      else found.reductions.push({ mana: mana.value });
    }
  }
  return ok(found);
};

/**
 * CR 601.2f: the increases of a spell's own total cost by its targets ("This spell costs {1}
 * more to cast for each target beyond the first"): one for each target announced beyond the
 * first (601.2c).
 */
export const targetCostIncreases = (
  abilities: readonly AbilityDef[],
  targets: number,
): Result<ManaCost[]> => {
  const found: ManaCost[] = [];
  for (const ability of abilities) {
    if (ability.kind !== 'targetCostIncrease') continue;
    const mana = parseManaCost(ability.mana);
    if (!mana.ok) return err({ ...mana.error, path: '$.object' });
    for (let extra = 1; extra < targets; extra++) found.push(mana.value);
  }
  return ok(found);
};
