import type { CardPool } from '../cards/pool.js';
import { appendAll } from '../lists.js';
import { ok, type Result } from '../result.js';
import { recent } from '../state/recent.js';
import type { GameObject, GameState } from '../state/types.js';
import { addLandTypeAbilities } from './apply-op.js';
import { baseOf } from './base.js';
import { abilityEffects, counterEffects, resolvedEffects } from './collect.js';
import type { EvalContext } from './context.js';
import { candidatePairs, dependsOn, nextEffect } from './dependency.js';
import { applyEffect, opsIn } from './effect-step.js';
import { LAYER_INDICES, type LayerIndex, layerIndex } from './layer.js';
import { sameForLayers } from './same-for-layers.js';
import type { TraceStep } from './trace.js';
import type { AbilityInstance, EffectInstance, Working } from './working.js';

/**
 * The last runs without a trace, by list of objects, with their states (the last few: state/recent.ts): a state is readonly, so
 * its run never changes, and one state is asked many questions by filter (each target checked,
 * 601.2c; each object a resolving effect fixes, 611.2c; each Aura's enchant ability, 303.4c).
 * States the layers see alike (`sameForLayers`: a mana ability's mana, a pass) share it. What
 * later questions memoize in a run's context (`counts`, `matched`) holds for every such state.
 */
const untraced = recent<
  readonly GameObject[],
  { readonly state: GameState; readonly pool: CardPool; readonly run: Result<{ ctx: EvalContext }> }
>();

/** Every layer applied, with the working records kept for callers inside the engine that match filters. */
export const runLayers = (
  state: GameState,
  pool: CardPool,
  trace: TraceStep[] | null,
): Result<{ ctx: EvalContext }> => {
  if (trace !== null) return applyLayers(state, pool, trace);
  const known = untraced.get(state.objects);
  if (known?.pool === pool && sameForLayers(known.state, state)) return known.run;
  const run = applyLayers(state, pool, null);
  untraced.set(state.objects, { state, pool, run });
  return run;
};

/** Every layer applied to the state's objects, with no memory of earlier runs. */
export const applyLayers = (
  state: GameState,
  pool: CardPool,
  trace: TraceStep[] | null,
): Result<{ ctx: EvalContext }> => {
  const objects: Working[] = [];
  for (const object of state.objects) {
    const base = baseOf(object, pool, trace);
    if (!base.ok) return base;
    objects.push(base.value);
  }
  const ctx: EvalContext = { state, objects, counts: new Map(), matched: new Map() };
  const effects: EffectInstance[] = [];
  for (const w of objects) abilityEffects(w, w.abilities, effects);
  appendAll(effects, resolvedEffects(state, objects), counterEffects(objects));
  const granted = new Granted(effects);
  // Only a board with a text change needs its abilities as printed kept for comparison.
  const printed = effects.some((e) => (e.byLayer.mask & (1 << TEXT)) !== 0)
    ? objects.map((w) => w.abilities)
    : null;
  for (const layer of LAYER_INDICES) {
    applyLayer(ctx, effects, layer, trace, granted);
    if (layer === TEXT && printed) rewrittenEffects(objects, printed, effects);
    if (layer === LAND_TYPES_SETTLED) for (const w of objects) addLandTypeAbilities(w);
    // CR 208.4b: base power and toughness are read after 7a and 7b.
    if (layer === BASE_PT_SETTLED)
      for (const w of objects) {
        w.basePower = w.power;
        w.baseToughness = w.toughness;
      }
  }
  return ok({ ctx });
};

const TEXT = layerIndex('3');
const LAND_TYPES_SETTLED = layerIndex('4');
const BASE_PT_SETTLED = layerIndex('7b');
const ABILITIES = layerIndex('6');

/**
 * CR 612.1, 613.1c: the effects of the abilities a text change rewrote join the later layers;
 * those of the abilities as printed no longer exist (`exists`: the object lacks them now).
 */
const rewrittenEffects = (
  objects: readonly Working[],
  printed: readonly (readonly AbilityInstance[])[],
  effects: EffectInstance[],
): void => {
  for (const [i, w] of objects.entries()) {
    const was = printed[i];
    if (w.abilities === was) continue;
    abilityEffects(
      w,
      w.abilities.filter((a) => a.grantedBy === null && !was?.includes(a)),
      effects,
    );
  }
};

const applyLayer = (
  ctx: EvalContext,
  effects: readonly EffectInstance[],
  layer: LayerIndex,
  trace: TraceStep[] | null,
  granted: Granted,
): void => {
  const bit = 1 << layer;
  const cdas: EffectInstance[] = [];
  const others: EffectInstance[] = [];
  for (const e of effects) if ((e.byLayer.mask & bit) !== 0) (e.cda ? cdas : others).push(e);
  // CR 613.3, 613.8a(c): CDAs first, and dependency only among effects of the same kind.
  if (cdas.length > 0) applyGroup(ctx, cdas, layer, trace, granted);
  if (others.length > 0) applyGroup(ctx, others, layer, trace, granted);
};

const applyGroup = (
  ctx: EvalContext,
  group: readonly EffectInstance[],
  layer: LayerIndex,
  trace: TraceStep[] | null,
  granted: Granted,
): void => {
  const hasLater = (e: EffectInstance): boolean => e.byLayer.last > layer;
  // CR 613.7: timestamp order, unless a dependency says otherwise.
  const pending = [...group].sort(byTimestamp);
  let candidates = candidatePairs(pending, layer);
  if (candidates.size === 0 && layer !== ABILITIES) {
    // No effect here can depend on another (613.8a), and none can bring new ones: timestamp order.
    for (const effect of pending) applyEffect(ctx, effect, layer, hasLater(effect), trace);
    return;
  }
  // For the trace, every dependency found on the way: an effect's step names those it waited for.
  const found = trace ? new Map<EffectInstance, Set<EffectInstance>>() : null;
  while (pending.length > 0) {
    let next = pending[0];
    if (candidates.size > 0) {
      const depends = dependencies(ctx, layer, pending, candidates);
      if (found) remember(found, depends);
      next = nextEffect(pending, depends);
    }
    if (!next) break;
    const waited = found ? appliedBefore(found.get(next), pending) : undefined;
    const targets = applyEffect(ctx, next, layer, hasLater(next), trace, waited);
    pending.splice(pending.indexOf(next), 1);
    // CR 613.7a: an ability this effect granted generates effects of its own, from now on.
    if (layer !== ABILITIES || targets.length === 0 || !grantsEffects(next)) continue;
    const fresh = granted
      .collect(targets)
      .filter((e) => e.cda === group[0]?.cda && opsIn(e, layer).length > 0);
    if (fresh.length > 0) {
      appendAll(pending, fresh);
      pending.sort(byTimestamp);
      candidates = candidatePairs(pending, layer);
    }
  }
};

/** Adds the dependencies found in one round (613.8c finds them again after each effect). */
const remember = (
  found: Map<EffectInstance, Set<EffectInstance>>,
  depends: ReadonlyMap<EffectInstance, readonly EffectInstance[]>,
): void => {
  for (const [a, on] of depends) {
    const known = found.get(a) ?? new Set();
    for (const b of on) known.add(b);
    found.set(a, known);
  }
};

/** The ids of the effects it depends on that have applied already: not those of its own loop still waiting (613.8b). */
const appliedBefore = (
  on: ReadonlySet<EffectInstance> | undefined,
  pending: readonly EffectInstance[],
): readonly string[] => (on ? [...on].filter((e) => !pending.includes(e)).map((e) => e.id) : []);

/** Whether an effect grants abilities that generate continuous effects of their own. */
const grantsEffects = (effect: EffectInstance): boolean =>
  opsIn(effect, ABILITIES).some(
    (op) => op.kind === 'addAbilities' && op.abilities.some((a) => a.kind === 'static' || a.kind === 'cda'),
  );

/** CR 613.8c: which pending effects depend on which, found again after each effect applies. */
const dependencies = (
  ctx: EvalContext,
  layer: LayerIndex,
  pending: readonly EffectInstance[],
  candidates: ReadonlyMap<EffectInstance, readonly EffectInstance[]>,
): Map<EffectInstance, EffectInstance[]> => {
  const depends = new Map<EffectInstance, EffectInstance[]>();
  for (const [a, bs] of candidates) {
    if (!pending.includes(a)) continue;
    const on = bs.filter((b) => pending.includes(b) && dependsOn(ctx, layer, a, b, pending));
    if (on.length > 0) depends.set(a, on);
  }
  return depends;
};

/** Timestamp order (613.7); effects with one timestamp by id, so that the order is always the same. */
const byTimestamp = (x: EffectInstance, y: EffectInstance): number =>
  x.timestamp - y.timestamp || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

/**
 * The effects of static abilities that effects grant as the layers are applied (613.7a):
 * each granted ability is turned into an effect once, and joins every later layer.
 */
class Granted {
  /** By object: an instance may be shared by every object one effect granted it to. */
  private readonly seen = new Map<Working, Set<AbilityInstance>>();

  constructor(private readonly effects: EffectInstance[]) {}

  collect(objects: readonly Working[]): EffectInstance[] {
    const found: EffectInstance[] = [];
    for (const w of objects) {
      let seen = this.seen.get(w);
      if (!seen) {
        seen = new Set();
        this.seen.set(w, seen);
      }
      for (const a of w.abilities) {
        if (a.grantedBy === null || a.grantedBy === 'landType' || seen.has(a)) continue;
        seen.add(a);
        appendAll(found, abilityEffects(w, [a]));
      }
    }
    appendAll(this.effects, found);
    return found;
  }
}
