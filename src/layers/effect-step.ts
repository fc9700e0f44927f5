import type { AbilityDef, LayerOp } from '../effects/types.js';
import type { ZoneName } from '../state/vocabulary.js';
import { applyOp, constantModifyPT, modifyPT } from './apply-op.js';
import { conditionHolds } from './condition.js';
import type { EvalContext } from './context.js';
import { matching, sharedMatching } from './filter.js';
import { FIRST_SETTLED_LAYER, LAYER_RULE, LAYERS, type LayerIndex, layerIndex } from './layer.js';
import { staticFunctionsIn } from './static-zone.js';
import type { TraceStep } from './trace.js';
import { readValue } from './values.js';
import type { EffectInstance, Working } from './working.js';

const NONE: readonly LayerOp[] = [];

/** The parts of an effect that apply in a layer (CR 613.6). */
export const opsIn = (effect: EffectInstance, layer: LayerIndex): readonly LayerOp[] =>
  effect.byLayer.ops[layer] ?? NONE;

/**
 * Whether an effect exists now (CR 611.3b, 613.8a "existence"): a static ability's effect
 * needs its object to still have the ability, on the battlefield (or in the graveyard it
 * functions from, 113.6b), with its condition met. An effect that has started to apply goes
 * on regardless (613.6).
 */
export const exists = (ctx: EvalContext, effect: EffectInstance): boolean => {
  if (effect.locked !== null || effect.origin.kind !== 'ability') return true;
  const ability = effect.origin.ability;
  const holder = effect.source;
  if (!holder?.abilities.some((a) => a.def === ability)) return false;
  const zone = holder.object.zone;
  if (!functionsIn(effect, ability, zone)) return false;
  const condition = effect.condition;
  return condition === null || conditionHolds(ctx, effect, condition, holder);
};

/**
 * CR 611.3b, 113.6, 604.3: whether an ability's effect exists with its object in this zone: a
 * characteristic-defining ability's in every zone, a static ability's where it says it
 * functions, the others' on the battlefield.
 */
export const functionsIn = (effect: EffectInstance, ability: AbilityDef, zone: ZoneName): boolean =>
  effect.cda || (ability.kind === 'static' ? staticFunctionsIn(ability, zone) : zone === 'battlefield');

/** The objects an effect applies to now: its locked set, or what its filter matches. */
export const affectedBy = (
  ctx: EvalContext,
  effect: EffectInstance,
  layer: LayerIndex,
): readonly Working[] => {
  if (effect.locked !== null) return effect.locked;
  const filter = effect.def.affects;
  // A filter reading keywords ("creatures with flying") settles only once layer 6 is done; one
  // reading power or toughness, never: each P/T effect may change it (613.4, 613.8a).
  const settled = filter.ptBound
    ? LAYERS.length
    : filter.withKeyword || filter.withoutKeyword
      ? FIRST_SETTLED_LAYER + 1
      : FIRST_SETTLED_LAYER;
  if (layer < settled) return matching(ctx, effect, filter);
  let memo = ctx.matched.get(filter);
  if (!memo) {
    memo = new Map();
    ctx.matched.set(filter, memo);
  }
  return sharedMatching(ctx, effect, filter, memo);
};

/** Everything 613.8a compares: whether the effect exists, what it applies to, and what it does to each. */
export const footprint = (ctx: EvalContext, effect: EffectInstance, layer: LayerIndex): string => {
  if (!exists(ctx, effect)) return 'absent';
  const parts: string[] = [];
  for (const w of affectedBy(ctx, effect, layer)) {
    parts.push(w.object.id);
    for (const op of opsIn(effect, layer)) {
      if (op.kind === 'setPT') {
        parts.push(
          `${op.power ? readValue(ctx, effect, op.power, w) : ''}/${op.toughness ? readValue(ctx, effect, op.toughness, w) : ''}`,
        );
      } else if (op.kind === 'modifyPT') {
        parts.push(`${readValue(ctx, effect, op.power, w)}/${readValue(ctx, effect, op.toughness, w)}`);
      }
    }
  }
  return parts.join(',');
};

const NO_OBJECTS: readonly Working[] = [];

const NO_IDS: readonly string[] = [];

/**
 * Applies an effect's parts in one layer, and locks it onto the objects it applied to if
 * it has parts in later layers (CR 613.6). Returns the objects it applied to. `dependsOn`: the
 * effects it waited for (613.8b), for the trace.
 */
export const applyEffect = (
  ctx: EvalContext,
  effect: EffectInstance,
  layer: LayerIndex,
  laterLayers: boolean,
  trace: TraceStep[] | null,
  dependsOn: readonly string[] = NO_IDS,
): readonly Working[] => {
  if (!exists(ctx, effect)) return NO_OBJECTS;
  // A static ability's effect is locked only by 613.6, as it first applies in an earlier layer.
  const lockedIn = effect.origin.kind === 'ability' && effect.locked !== null;
  const targets = affectedBy(ctx, effect, layer);
  const ops = opsIn(effect, layer);
  const shift = constantModifyPT(ops);
  for (const target of targets) {
    const before = trace ? describe(target, layer) : '';
    if (shift) modifyPT(target, shift.power, shift.toughness);
    else for (const op of ops) applyOp(ctx, effect, op, target);
    trace?.push({
      object: target.object.id,
      layer: LAYERS[layer],
      rule: effect.cda && LAYERS[layer] !== '7a' ? '613.3' : LAYER_RULE[LAYERS[layer]],
      effect: effect.id,
      source: effect.sourceName,
      timestamp: effect.timestamp,
      what: ops.map(describeOp).join(', '),
      before,
      after: describe(target, layer),
      ...(dependsOn.length > 0 ? { dependsOn } : {}),
      ...(lockedIn ? { lockedIn: true } : {}),
    });
  }
  if (laterLayers && effect.locked === null) effect.locked = [...targets];
  return targets;
};

export const describe = (w: Working, layer: LayerIndex): string => {
  switch (LAYERS[layer]) {
    case '2':
      return `controlled by ${w.controller}`;
    case '3':
      return `${w.subtypes.join(' ') || 'no subtypes'}; ${describe(w, layerIndex('6'))}`;
    case '4':
      return `${[...w.supertypes, ...w.types].join(' ')}${w.subtypes.length > 0 ? ` — ${w.subtypes.join(' ')}` : ''}`;
    case '5':
      return w.colors.length > 0 ? w.colors.join('') : 'colorless';
    case '6':
      return w.abilities.length > 0
        ? w.abilities.map((a) => a.def.text.split('\n')[0]).join('; ')
        : 'no abilities';
    case '7a':
    case '7b':
    case '7c':
    case '7d':
      return `${w.power ?? '-'}/${w.toughness ?? '-'}`;
  }
};

const sign = (v: { kind: string; n?: number }): string =>
  v.kind === 'constant' && typeof v.n === 'number' ? (v.n >= 0 ? `+${v.n}` : `${v.n}`) : '+X';

const describeOp = (op: LayerOp): string => {
  switch (op.kind) {
    case 'setController':
      return 'gains control';
    case 'changeText':
      return `text: ${op.from} becomes ${op.to} (612.1)`;
    case 'setTypes':
      return `types ${[...(op.types ?? []), ...(op.addTypes ?? []).map((t) => `+${t}`), ...(op.subtypes ?? []), ...(op.addSubtypes ?? []).map((t) => `+${t}`), ...(op.allCreatureTypes ? ['+every creature type'] : []), ...(op.addChosenCreatureType ? ['+the chosen type'] : [])].join(' ')}`;
    case 'setBasicLandTypes':
      return `land type becomes ${op.landTypes.join(' ')} (305.7)`;
    case 'setColors':
      return `color becomes ${op.colors.join('') || 'colorless'}`;
    case 'addColors':
      return `adds color ${op.colors.join('')}`;
    case 'setChosenColor':
      return 'color becomes the chosen color';
    case 'loseAllAbilities':
      return 'loses all abilities';
    case 'loseKeywords':
      return `loses ${op.keywords.join(', ')}`;
    case 'addAbilities':
      return `gains ${op.abilities.map((a) => a.text).join('; ')}`;
    case 'addChosenColorProtection':
      return 'gains protection from the chosen color';
    case 'setPT':
      return 'sets power/toughness';
    case 'modifyPT':
      return `${sign(op.power)}/${sign(op.toughness)}`;
    case 'switchPT':
      return 'switches power and toughness';
  }
};
