import type { CardPool } from '../cards/pool.js';
import { ok, type Result } from '../result.js';
import type { GameState, ObjectId } from '../state/types.js';
import { refreshLandTypeAbilities } from './apply-op.js';
import { baseOf } from './base.js';
import { abilityEffects, counterEffects, resolvedEffects } from './collect.js';
import type { EvalContext } from './context.js';
import { candidatePairs, dependsOn, nextEffect } from './dependency.js';
import { applyEffect, opsIn } from './effect-step.js';
import { LAYERS, type Layer } from './layer.js';
import { type Characteristics, toCharacteristics } from './result.js';
import type { TraceStep } from './trace.js';
import type { EffectInstance, Working } from './working.js';

export interface EvaluateOptions {
  /** Record every step for explanations (CR citations, before and after). */
  readonly trace?: boolean;
}

export interface Evaluation {
  /** Every object's characteristics, in the state's object order. */
  readonly objects: readonly Characteristics[];
  readonly trace: readonly TraceStep[];
}

/**
 * The characteristics of every object in every zone, by the layer system of CR 613:
 * copiable values (layer 1), then control, types, colours, abilities and power/toughness
 * (layers 2-7d). Within a layer, characteristic-defining abilities first (613.3), then
 * dependency order (613.8), then timestamps (613.7). Never changes `state`.
 */
export const evaluate = (
  state: GameState,
  pool: CardPool,
  options: EvaluateOptions = {},
): Result<Evaluation> => {
  const trace: TraceStep[] | null = options.trace ? [] : null;
  const run = runLayers(state, pool, trace);
  if (!run.ok) return run;
  const { ctx, base } = run.value;
  return ok({
    objects: ctx.objects.map((w) => toCharacteristics(w, base.get(w.object.id), trace)),
    trace: trace ?? [],
  });
};

/** Every layer applied, with the working records kept for callers inside the engine that match filters. */
export const runLayers = (
  state: GameState,
  pool: CardPool,
  trace: TraceStep[] | null,
): Result<{ ctx: EvalContext; base: Map<ObjectId, { power: number | null; toughness: number | null }> }> => {
  const objects: Working[] = [];
  for (const object of state.objects) {
    const base = baseOf(object, pool, trace);
    if (!base.ok) return base;
    objects.push(base.value);
  }
  const byId = new Map<ObjectId, Working>(objects.map((w) => [w.object.id, w]));
  const ctx: EvalContext = { state, objects, byId, counts: new Map(), matched: new Map() };
  const effects: EffectInstance[] = [
    ...objects.flatMap((w) => abilityEffects(w)),
    ...resolvedEffects(state),
    ...counterEffects(objects),
  ];
  const base = new Map<ObjectId, { power: number | null; toughness: number | null }>();
  for (const [index, layer] of LAYERS.entries()) {
    applyLayer(ctx, effects, layer, index, trace);
    if (layer === '4') for (const w of objects) refreshLandTypeAbilities(w);
    if (layer === '6') effects.push(...grantedEffects(objects));
    // CR 208.4b: base power and toughness are read after 7a and 7b.
    if (layer === '7b')
      for (const w of objects) base.set(w.object.id, { power: w.power, toughness: w.toughness });
  }
  return ok({ ctx, base });
};

/** Static abilities granted in layer 6 generate effects in layer 7 (613.7a timestamps). */
const grantedEffects = (objects: readonly Working[]): EffectInstance[] =>
  objects.flatMap((w) =>
    abilityEffects(
      w,
      w.abilities.filter((a) => a.grantedBy !== null && a.grantedBy !== 'landType'),
    ),
  );

const applyLayer = (
  ctx: EvalContext,
  effects: readonly EffectInstance[],
  layer: Layer,
  index: number,
  trace: TraceStep[] | null,
): void => {
  const inLayer = effects.filter((e) => opsIn(e, layer).length > 0);
  if (inLayer.length === 0) return;
  // CR 613.3, 613.8a(c): CDAs first, and dependency only among effects of the same kind.
  for (const cda of [true, false]) {
    const group = inLayer.filter((e) => e.cda === cda);
    if (group.length > 0) applyGroup(ctx, group, layer, index, trace);
  }
};

const applyGroup = (
  ctx: EvalContext,
  group: readonly EffectInstance[],
  layer: Layer,
  index: number,
  trace: TraceStep[] | null,
): void => {
  const hasLater = (e: EffectInstance): boolean => e.byLayer.last > index;
  const candidates = candidatePairs(group, layer);
  if (candidates.size === 0) {
    const ordered = [...group].sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : 1));
    for (const e of ordered) applyEffect(ctx, e, layer, hasLater(e), trace);
    return;
  }
  const pending = [...group];
  while (pending.length > 0) {
    // CR 613.8c: dependencies are found again after each effect applies.
    const depends = new Map<EffectInstance, EffectInstance[]>();
    for (const [a, bs] of candidates) {
      if (!pending.includes(a)) continue;
      const on = bs.filter((b) => pending.includes(b) && dependsOn(ctx, layer, a, b, group));
      if (on.length > 0) depends.set(a, on);
    }
    const next = nextEffect(pending, depends);
    if (!next) break;
    applyEffect(ctx, next, layer, hasLater(next), trace);
    pending.splice(pending.indexOf(next), 1);
  }
};
