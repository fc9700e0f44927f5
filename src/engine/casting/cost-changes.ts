import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef } from '../../effects/types.js';
import { conditionNow, type Selector, selectObjects, valueNow } from '../../layers/select.js';
import { type ManaCost, parseManaCost } from '../../mana/cost.js';
import type { CostReduction } from '../../mana/lock-in.js';
import { chain, err, map, ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
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
const staticCostChanges = (
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
const targetCostIncreases = (abilities: readonly AbilityDef[], targets: number): Result<ManaCost[]> => {
  const found: ManaCost[] = [];
  for (const ability of abilities) {
    if (ability.kind !== 'targetCostIncrease') continue;
    const mana = parseManaCost(ability.mana);
    if (!mana.ok) return err({ ...mana.error, path: '$.object' });
    for (let extra = 1; extra < targets; extra++) found.push(mana.value);
  }
  return ok(found);
};

type SelfCostChange = Extract<AbilityDef, { kind: 'selfCostChange' }>;

/** How many times a change of a spell's own cost applies: 0 if its condition fails, else once for each of what it counts. */
const timesApplied = (state: GameState, pool: CardPool, ability: SelfCostChange, from: Selector) =>
  chain(ability.condition ? conditionNow(state, pool, ability.condition, from) : ok(true), (holds) =>
    !holds ? ok(0) : ability.per ? valueNow(state, pool, ability.per, from) : ok(1),
  );

/**
 * CR 601.2f: the changes a spell's own text makes to its total cost ("This spell costs {1} less
 * to cast for each artifact you control", affinity 702.41a), counted and checked in `state`,
 * the game with the spell on the stack, seen from its caster.
 */
const ownCostChanges = (
  state: GameState,
  pool: CardPool,
  abilities: readonly AbilityDef[],
  from: Selector,
): Result<StaticChanges> => {
  const found = { additional: [] as ManaCost[], reductions: [] as CostReduction[] };
  for (const ability of abilities) {
    if (ability.kind !== 'selfCostChange') continue;
    const mana = parseManaCost(ability.mana);
    if (!mana.ok) return err({ ...mana.error, path: '$.object' });
    const times = timesApplied(state, pool, ability, from);
    if (!times.ok) return times;
    for (let i = 0; i < times.value; i++)
      if (ability.change === 'increase') found.additional.push(mana.value);
      else found.reductions.push({ mana: mana.value });
  }
  return ok(found);
};

const joined = (a: StaticChanges, b: StaticChanges): StaticChanges => ({
  additional: [...a.additional, ...b.additional],
  reductions: [...a.reductions, ...b.reductions],
});

/**
 * CR 601.2f: every increase and reduction of a spell's total cost, read in `view`, the game with
 * the spell on the stack: the static abilities of permanents, and the spell's own, by its
 * targets (`targets` announced) and by what it counts or checks.
 */
export const costChanges = (
  view: View,
  pool: CardPool,
  abilities: readonly AbilityDef[],
  spell: ObjectId,
  caster: PlayerId,
  targets: number,
): Result<StaticChanges> =>
  chain(staticCostChanges(view, pool, spell, caster), (statics) =>
    chain(targetCostIncreases(abilities, targets), (additional) =>
      map(ownCostChanges(view.state, pool, abilities, { source: spell, controller: caster }), (own) =>
        joined(joined(statics, { additional, reductions: [] }), own),
      ),
    ),
  );
