import type { CardPool } from '../cards/pool.js';
import { definitionOf } from '../cards/token-card.js';
import type { AbilityDef, Keyword, Restriction } from '../effects/types.js';
import { evaluate } from '../layers/evaluate.js';
import { abilityInstancesOf, type Characteristics } from '../layers/result.js';
import { sameForLayers } from '../layers/same-for-layers.js';
import { isTextChanged } from '../layers/text-change.js';
import type { Result } from '../result.js';
import { ok } from '../result.js';
import { recent } from '../state/recent.js';
import type { ActiveEffect, GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';

/** The game as it looks now: every object's characteristics after the layers (CR 613), by id. */
export interface View {
  readonly state: GameState;
  readonly chars: ReadonlyMap<ObjectId, Characteristics>;
  readonly objects: ReadonlyMap<ObjectId, GameObject>;
}

/**
 * The last views worked out, by state (state/recent.ts): a state is readonly, so its view never
 * changes, and the steps of one action look at the same state many times (CR 117.5 checks,
 * triggers, targets).
 */
const views = recent<GameState, { readonly pool: CardPool; readonly view: Result<View> }>();

/**
 * The last views worked out, by list of objects, with what else the layers read (613):
 * effects, the turn, combat and life totals. States that differ only in what the layers never
 * read (priority, passes, mana pools, the stack's records) share it, and a pass of priority
 * or a mana ability's mana costs no evaluation.
 */
const byObjects = recent<
  readonly GameObject[],
  { readonly state: GameState; readonly pool: CardPool; readonly view: Result<View> }
>();

export const viewOf = (state: GameState, pool: CardPool): Result<View> => {
  const known = views.get(state);
  if (known?.pool === pool) return known.view;
  const similar = byObjects.get(state.objects);
  const view: Result<View> =
    similar?.pool === pool && sameForLayers(similar.state, state)
      ? similar.view.ok
        ? ok({ ...similar.view.value, state })
        : similar.view
      : evaluateView(state, pool);
  views.set(state, { pool, view });
  byObjects.set(state.objects, { state, pool, view });
  return view;
};

const evaluateView = (state: GameState, pool: CardPool): Result<View> => {
  const evaluated = evaluate(state, pool);
  if (!evaluated.ok) return evaluated;
  // Filled in loops rather than from lists of pairs: views are made for most states an action passes through.
  const chars = new Map<ObjectId, Characteristics>();
  for (const c of evaluated.value.objects) chars.set(c.id, c);
  const objects = new Map<ObjectId, GameObject>();
  for (const o of state.objects) objects.set(o.id, o);
  return ok({ state, chars, objects });
};

export const hasKeyword = (c: Characteristics | undefined, keyword: Keyword): boolean =>
  c?.abilities.some((a) => a.keyword === keyword) ?? false;

/** The restrictions an object has now, after the layers (613.1f), as `hasKeyword` reads keywords. */
export const restrictionsOf = (c: Characteristics | undefined): Restriction[] =>
  c?.abilities.flatMap((a) => (a.restriction ? [a.restriction] : [])) ?? [];

export const hasRestriction = (c: Characteristics | undefined, kind: Restriction['kind']): boolean =>
  c?.abilities.some((a) => a.restriction?.kind === kind) ?? false;

export const isCreature = (c: Characteristics | undefined): boolean => c?.types.includes('Creature') ?? false;

/** CR 120.1a, 115.4: the kinds of permanent damage can be dealt to, which "any target" also names. */
const DAMAGEABLE = ['Battle', 'Creature', 'Planeswalker'] as const;

export const isDamageable = (c: Characteristics): boolean => DAMAGEABLE.some((t) => c.types.includes(t));

export const counterCount = (o: GameObject, kind: string): number =>
  o.counters.find((c) => c.kind === kind)?.count ?? 0;

/** The card whose text an object has: the copied card for a copy (CR 707.2), else its own. */
export const cardOf = (object: GameObject): string => object.choices.copy?.card ?? object.card;

/**
 * The definitions of the abilities of its own an object has now, each with its index in its
 * card's list: those of its card (the copied one, 707.2) that the layers left it (613.1f),
 * matched by their text.
 */
export const definedAbilities = (
  pool: CardPool,
  object: GameObject,
  c: Characteristics,
): (readonly [number, AbilityDef])[] => {
  const own = abilityInstancesOf(c);
  return (definitionOf(pool, object)?.abilities ?? []).flatMap((a, i) => {
    const now = own.find((r) => r.grantedBy === null && r.def.text === a.text);
    // CR 612.1: an ability whose text a layer 3 effect changed is used as changed.
    return now ? [[i, isTextChanged(now.def) ? now.def : a] as const] : [];
  });
};

/**
 * Every ability an object has now, numbered: `definedAbilities`, then those granted it
 * (613.1f), however they were: by effects of resolved spells and abilities (611.2), by static
 * abilities while they apply (604.1, 611.3a), or by its basic land types (305.6). The layers
 * give each granted ability with its definition. A granted ability is numbered after its card's,
 * by its place among the object's granted abilities, which is the order the layers granted them
 * in (613.7: timestamps); a number holds as long as the same effects grant the same abilities.
 */
export const abilitiesNow = (
  pool: CardPool,
  object: GameObject,
  c: Characteristics,
): (readonly [number, AbilityDef])[] => {
  const count = definitionOf(pool, object)?.abilities.length ?? 0;
  const granted = abilityInstancesOf(c).filter((a) => a.grantedBy !== null);
  return [...definedAbilities(pool, object, c), ...granted.map((a, j) => [count + j, a.def] as const)];
};

/**
 * The abilities of one kind the permanents on the battlefield have now (613.1f), each with the
 * side it is read from: its permanent and that permanent's controller.
 */
export const battlefieldAbilities = <K extends AbilityDef['kind']>(
  view: View,
  pool: CardPool,
  kind: K,
): {
  readonly def: Extract<AbilityDef, { kind: K }>;
  readonly from: { source: ObjectId; controller: PlayerId };
}[] => {
  const isKind = (def: AbilityDef): def is Extract<AbilityDef, { kind: K }> => def.kind === kind;
  const found: { def: Extract<AbilityDef, { kind: K }>; from: { source: ObjectId; controller: PlayerId } }[] =
    [];
  for (const object of view.state.objects) {
    if (object.zone !== 'battlefield') continue;
    const c = view.chars.get(object.id);
    if (!c?.abilities.some((a) => a.kind === kind)) continue;
    for (const [, def] of abilitiesNow(pool, object, c))
      if (isKind(def)) found.push({ def, from: { source: object.id, controller: c.controller } });
  }
  return found;
};

/** A state with one object replaced. */
export const withObject = (
  state: GameState,
  id: ObjectId,
  change: (o: GameObject) => GameObject,
): GameState => ({
  ...state,
  objects: state.objects.map((o) => (o.id === id ? change(o) : o)),
});

/**
 * A state with one more active effect, which took the next id and timestamp (`effect` was made
 * with them: 613.7a, an effect's timestamp is when it was created).
 */
export const withActiveEffect = (state: GameState, effect: ActiveEffect): GameState => ({
  ...state,
  effects: [...state.effects, effect],
  next: { id: state.next.id + 1, timestamp: state.next.timestamp + 1 },
});
