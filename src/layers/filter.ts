import type { Filter, PlayerRef } from '../effects/types.js';
import type { PlayerId } from '../state/types.js';
import { colorMask } from '../symbols/colors.js';
import { type EvalContext, effectController } from './context.js';
import { type EffectInstance, typeMaskOf, type Working } from './working.js';

/** The players a filter's references mean, worked out once per effect rather than per object. */
interface Viewpoint {
  readonly sourceId: string;
  readonly attachedTo: string | null;
  readonly controller: PlayerId;
  readonly chosen: PlayerId | undefined;
  readonly targetPlayer: PlayerId | undefined;
}

const viewpointOf = (ctx: EvalContext, effect: EffectInstance): Viewpoint => {
  const source = ctx.byId.get(effect.sourceId);
  return {
    sourceId: effect.sourceId,
    attachedTo: source?.object.attachedTo ?? null,
    controller: effectController(ctx, effect),
    // CR 208.2a: off the battlefield there is no chosen player.
    chosen: source?.object.zone === 'battlefield' ? source.object.choices.opponent : undefined,
    targetPlayer: ctx.targetPlayer,
  };
};

const isPlayer = (view: Viewpoint, ref: PlayerRef, player: PlayerId): boolean => {
  switch (ref) {
    case 'any':
      return true;
    case 'you':
      return player === view.controller;
    case 'opponents':
      return player !== view.controller;
    case 'chosenPlayer':
      return view.chosen !== undefined && player === view.chosen;
    case 'targetPlayer':
      return view.targetPlayer !== undefined && player === view.targetPlayer;
  }
};

const anyOf = <T>(wanted: readonly T[] | undefined, have: readonly T[]): boolean => {
  if (wanted === undefined) return true;
  for (const w of wanted) if (have.includes(w)) return true;
  return false;
};

const noneOf = <T>(unwanted: readonly T[] | undefined, have: readonly T[]): boolean => {
  if (unwanted === undefined) return true;
  for (const w of unwanted) if (have.includes(w)) return false;
  return true;
};

/** The mask form of a filter's card types and colours, worked out once per filter. */
interface Masks {
  readonly allTypes: number;
  readonly noTypes: number;
  readonly anyColor: number;
}

const masksCache = new WeakMap<Filter, Masks>();

const masksOf = (filter: Filter): Masks => {
  let masks = masksCache.get(filter);
  if (!masks) {
    masks = {
      allTypes: typeMaskOf(filter.types ?? []),
      noTypes: typeMaskOf(filter.notTypes ?? []),
      anyColor: filter.colors ? colorMask(filter.colors) : -1,
    };
    masksCache.set(filter, masks);
  }
  return masks;
};

const test = (view: Viewpoint, filter: Filter, masks: Masks, target: Working): boolean => {
  const zone = filter.zone ?? 'battlefield';
  if (zone !== 'anywhere' && target.object.zone !== zone) return false;
  if ((target.typeMask & masks.allTypes) !== masks.allTypes || (target.typeMask & masks.noTypes) !== 0)
    return false;
  if (masks.anyColor !== -1 && (target.colorMask & masks.anyColor) === 0) return false;
  if (filter.self && target.object.id !== view.sourceId) return false;
  if (filter.other && target.object.id === view.sourceId) return false;
  if (filter.attachedToSource && view.attachedTo !== target.object.id) return false;
  if (filter.controller && !isPlayer(view, filter.controller, target.controller)) return false;
  if (filter.owner && !isPlayer(view, filter.owner, target.object.owner)) return false;
  return (
    anyOf(filter.supertypes, target.supertypes) &&
    noneOf(filter.notSupertypes, target.supertypes) &&
    anyOf(filter.subtypes, target.subtypes) &&
    noneOf(filter.notSubtypes, target.subtypes)
  );
};

/** Whether `player` is one that `ref` names, seen from `effect`'s source. */
export const playerIs = (
  ctx: EvalContext,
  effect: EffectInstance,
  ref: PlayerRef,
  player: PlayerId,
): boolean => isPlayer(viewpointOf(ctx, effect), ref, player);

/** Whether `target` is one of the objects `filter` describes, seen from `effect`'s source. */
export const matches = (ctx: EvalContext, effect: EffectInstance, filter: Filter, target: Working): boolean =>
  test(viewpointOf(ctx, effect), filter, masksOf(filter), target);

/** Every object `filter` describes, seen from `effect`'s source. */
export const matching = (ctx: EvalContext, effect: EffectInstance, filter: Filter): Working[] => {
  const view = viewpointOf(ctx, effect);
  const masks = masksOf(filter);
  if (filter.self) {
    const source = ctx.byId.get(view.sourceId);
    return source && test(view, filter, masks, source) ? [source] : [];
  }
  const found: Working[] = [];
  for (const w of ctx.objects) if (test(view, filter, masks, w)) found.push(w);
  return found;
};

/** How many objects `filter` describes. */
export const countMatching = (ctx: EvalContext, effect: EffectInstance, filter: Filter): number => {
  const view = viewpointOf(ctx, effect);
  const masks = masksOf(filter);
  let n = 0;
  for (const w of ctx.objects) if (test(view, filter, masks, w)) n++;
  return n;
};

/** Whether a filter's answer depends on which object is looking, beyond its controller. */
const needsSource = (filter: Filter): boolean =>
  filter.self === true ||
  filter.attachedToSource === true ||
  filter.controller === 'chosenPlayer' ||
  filter.owner === 'chosenPlayer';

/**
 * The key under which a filter's answer can be shared between effects with the same
 * viewpoint: anthems of one player all see the same creatures.
 */
export const viewpointKey = (ctx: EvalContext, effect: EffectInstance, filter: Filter): string =>
  needsSource(filter) ? `${effect.sourceId}` : `@${effectController(ctx, effect)}`;

/**
 * `matching`, sharing work between effects with the same viewpoint: an "other" filter
 * takes the shared answer without the source itself.
 */
export const sharedMatching = (
  ctx: EvalContext,
  effect: EffectInstance,
  filter: Filter,
  memo: Map<string, Working[]>,
): readonly Working[] => {
  if (filter.self) return matching(ctx, effect, filter);
  const key = viewpointKey(ctx, effect, filter);
  let all = memo.get(key);
  if (!all) {
    const view = { ...viewpointOf(ctx, effect), sourceId: needsSource(filter) ? effect.sourceId : '' };
    const masks = masksOf(filter);
    all = [];
    for (const w of ctx.objects) if (test(view, filter, masks, w)) all.push(w);
    memo.set(key, all);
  }
  return filter.other ? all.filter((w) => w.object.id !== effect.sourceId) : all;
};
