import {
  type ColorCount,
  type Filter,
  type Keyword,
  type PlayerRef,
  type PTBound,
  type SourceState,
  withinBound,
} from '../effects/types.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import { COLOR_BIT, colorMask } from '../symbols/colors.js';
import { type EvalContext, effectController, type ViewpointKey } from './context.js';
import { isBlocking, isInState } from './object-state.js';
import { type EffectInstance, sourceChoices, typeMaskOf, type Working } from './working.js';

/** The players a filter's references mean, worked out once per effect rather than per object. */
interface Viewpoint {
  readonly ctx: EvalContext;
  readonly sourceId: string;
  /** The source's timestamp (-1: no object): "dealt damage by [this]" means this object of it (400.7). */
  readonly sourceTimestamp: number;
  readonly attachedTo: string | null;
  /** CR 702.95b: the creature the source is paired with; null when unpaired. */
  readonly pairedWith: string | null;
  readonly controller: PlayerId;
  readonly chosen: PlayerId | undefined;
  readonly targetPlayer: PlayerId | undefined;
  readonly defendingPlayer: PlayerId | undefined;
  readonly triggerPlayer: PlayerId | undefined;
  /** CR 614.12: what its source chose as it entered, a creature type and a colour mask (0: none). */
  readonly chosenCreatureType: string | undefined;
  readonly chosenColor: number;
  /** Null with no source object, whose name then matches nothing. */
  readonly sourceName: string | null;
}

const viewpointOf = (ctx: EvalContext, effect: EffectInstance): Viewpoint => {
  const source = effect.source;
  const choices = sourceChoices(effect);
  return {
    ctx,
    sourceId: effect.sourceId,
    sourceTimestamp: source?.object.timestamp ?? -1,
    attachedTo: source?.object.attachedTo ?? null,
    pairedWith: source?.object.pairedWith ?? null,
    controller: effectController(effect),
    chosen: choices?.opponent,
    targetPlayer: ctx.targetPlayer,
    defendingPlayer: ctx.defendingPlayer,
    triggerPlayer: ctx.triggerPlayer,
    chosenCreatureType: choices?.creatureType,
    chosenColor: choices?.color === undefined ? 0 : COLOR_BIT[choices.color],
    sourceName: source?.name ?? null,
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
    case 'defendingPlayer':
    case 'triggerPlayer':
      // None named (no attack, no player in the event): no player is that one.
      return view[ref] !== undefined && player === view[ref];
  }
};

/** Its abilities as the layers have them so far: after layer 6, its keywords (613.1f). */
const hasKeywordNow = (target: Working, keyword: Keyword): boolean =>
  target.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === keyword);

const hasCounter = (target: Working, kind: string): boolean =>
  target.object.counters.some((c) => c.kind === kind && c.count > 0);

const anyOf = <T>(wanted: readonly T[], have: readonly T[]): boolean => {
  for (const w of wanted) if (have.includes(w)) return true;
  return false;
};

const noneOf = <T>(unwanted: readonly T[], have: readonly T[]): boolean => {
  for (const w of unwanted) if (have.includes(w)) return false;
  return true;
};

/**
 * A filter in one fixed shape, with card types and colours as masks: worked out once per
 * filter, so that testing thousands of objects reads the same fields every time.
 */
interface CompiledFilter {
  /** Null for "anywhere". */
  readonly zone: string | null;
  readonly allTypes: number;
  readonly noTypes: number;
  /** -1 when any colour (or none) will do. */
  readonly anyColor: number;
  /** 0 when no card type is required among several. */
  readonly anyTypes: number;
  readonly noColors: number;
  readonly tapped: boolean | null;
  readonly self: boolean;
  readonly other: boolean;
  readonly attachedToSource: boolean;
  readonly attachedToSelf: boolean;
  readonly pairOfSource: boolean;
  readonly controller: PlayerRef | null;
  readonly owner: PlayerRef | null;
  readonly supertypes: readonly string[] | null;
  readonly notSupertypes: readonly string[] | null;
  readonly subtypes: readonly string[] | null;
  readonly notSubtypes: readonly string[] | null;
  /** Infinity when any mana value will do. */
  readonly manaValueAtMost: number;
  /** 0 when any mana value will do. */
  readonly manaValueAtLeast: number;
  readonly colorCount: ColorCount | null;
  readonly withKeyword: Keyword | null;
  readonly withoutKeyword: Keyword | null;
  readonly withCounter: string | null;
  readonly inState: SourceState | null;
  readonly token: boolean | null;
  readonly blockingSource: boolean;
  readonly dealtDamageBySource: boolean;
  readonly chosenCreatureType: boolean;
  readonly chosenColor: boolean;
  readonly namedAsSource: boolean;
  readonly ptBound: PTBound | null;
  readonly either: readonly CompiledFilter[] | null;
}

const compiledCache = new WeakMap<Filter, CompiledFilter>();

const compile = (filter: Filter): CompiledFilter => {
  let compiled = compiledCache.get(filter);
  if (!compiled) {
    const zone = filter.zone ?? 'battlefield';
    compiled = {
      zone: zone === 'anywhere' ? null : zone,
      allTypes: typeMaskOf(filter.types ?? []),
      noTypes: typeMaskOf(filter.notTypes ?? []),
      anyColor: filter.colors ? colorMask(filter.colors) : -1,
      anyTypes: typeMaskOf(filter.anyTypes ?? []),
      noColors: colorMask(filter.notColors ?? []),
      tapped: filter.tapped ?? null,
      self: filter.self === true,
      other: filter.other === true,
      attachedToSource: filter.attachedToSource === true,
      attachedToSelf: filter.attachedToSelf === true,
      pairOfSource: filter.pairOfSource === true,
      controller: filter.controller ?? null,
      owner: filter.owner ?? null,
      supertypes: filter.supertypes ?? null,
      notSupertypes: filter.notSupertypes ?? null,
      subtypes: filter.subtypes ?? null,
      notSubtypes: filter.notSubtypes ?? null,
      manaValueAtMost: filter.manaValueAtMost ?? Number.POSITIVE_INFINITY,
      manaValueAtLeast: filter.manaValueAtLeast ?? 0,
      colorCount: filter.colorCount ?? null,
      withKeyword: filter.withKeyword ?? null,
      withoutKeyword: filter.withoutKeyword ?? null,
      withCounter: filter.withCounter ?? null,
      inState: filter.inState ?? null,
      token: filter.token ?? null,
      blockingSource: filter.blockingSource === true,
      dealtDamageBySource: filter.dealtDamageBySource === true,
      chosenCreatureType: filter.chosenCreatureType === true,
      chosenColor: filter.chosenColor === true,
      namedAsSource: filter.namedAsSource === true,
      ptBound: filter.ptBound ?? null,
      either: filter.either ? filter.either.map(compile) : null,
    };
    compiledCache.set(filter, compiled);
  }
  return compiled;
};

/** Whether the source, as the object it is now (400.7), dealt the target damage this turn. */
const dealtDamageBySource = (view: Viewpoint, target: Working): boolean =>
  (target.object.damagedBy ?? []).some(
    (d) =>
      d.source === view.sourceId &&
      d.timestamp === view.sourceTimestamp &&
      d.turn === view.ctx.state.turn.number,
  );

const test = (view: Viewpoint, f: CompiledFilter, target: Working): boolean => {
  if (f.zone !== null && target.object.zone !== f.zone) return false;
  if ((target.typeMask & f.allTypes) !== f.allTypes || (target.typeMask & f.noTypes) !== 0) return false;
  if (f.anyColor !== -1 && (target.colorMask & f.anyColor) === 0) return false;
  if (f.anyTypes !== 0 && (target.typeMask & f.anyTypes) === 0) return false;
  if ((target.colorMask & f.noColors) !== 0) return false;
  if (f.tapped !== null && target.object.tapped !== f.tapped) return false;
  if (f.self && target.object.id !== view.sourceId) return false;
  if (f.other && target.object.id === view.sourceId) return false;
  if (f.attachedToSource && view.attachedTo !== target.object.id) return false;
  if (f.attachedToSelf && target.object.attachedTo !== view.sourceId) return false;
  if (f.pairOfSource && !isOfPair(view, target.object.id)) return false;
  if (f.controller !== null && !isPlayer(view, f.controller, target.controller)) return false;
  if (f.owner !== null && !isPlayer(view, f.owner, target.object.owner)) return false;
  if (target.manaValue > f.manaValueAtMost || target.manaValue < f.manaValueAtLeast) return false;
  if (f.colorCount !== null && colorCountOf(target.colorMask) !== f.colorCount) return false;
  if (f.withKeyword !== null && !hasKeywordNow(target, f.withKeyword)) return false;
  if (f.withoutKeyword !== null && hasKeywordNow(target, f.withoutKeyword)) return false;
  if (f.withCounter !== null && !hasCounter(target, f.withCounter)) return false;
  if (f.token !== null && target.object.token !== f.token) return false;
  if (f.inState !== null && !isInState(view.ctx, target, f.inState)) return false;
  if (f.blockingSource && !isBlocking(view.ctx, target, view.sourceId)) return false;
  if (f.dealtDamageBySource && !dealtDamageBySource(view, target)) return false;
  if (f.chosenColor && (target.colorMask & view.chosenColor) === 0) return false;
  if (f.chosenCreatureType && !isChosenType(view, target)) return false;
  if (f.namedAsSource && target.name !== view.sourceName) return false;
  if (f.ptBound !== null && !withinBound(f.ptBound, target)) return false;
  if (f.either !== null && !f.either.some((part) => test(view, part, target))) return false;
  return (
    (f.supertypes === null || anyOf(f.supertypes, target.supertypes)) &&
    (f.notSupertypes === null || noneOf(f.notSupertypes, target.supertypes)) &&
    (f.subtypes === null || anyOf(f.subtypes, target.subtypes)) &&
    (f.notSubtypes === null || noneOf(f.notSubtypes, target.subtypes))
  );
};

/** CR 702.95b: the source, while paired, or the creature it is paired with. */
const isOfPair = (view: Viewpoint, id: ObjectId): boolean =>
  view.pairedWith !== null && (id === view.sourceId || id === view.pairedWith);

/** CR 105.2a-c: colourless, monocoloured or multicoloured, by its colour mask. */
const colorCountOf = (mask: number): ColorCount =>
  mask === 0 ? 'colorless' : (mask & (mask - 1)) === 0 ? 'monocolored' : 'multicolored';

/** CR 614.12: of the creature type its source chose; with nothing chosen, of none. */
const isChosenType = (view: Viewpoint, target: Working): boolean =>
  view.chosenCreatureType !== undefined && target.subtypes.includes(view.chosenCreatureType);

/** Whether `player` is one that `ref` names, seen from `effect`'s source. */
export const playerIs = (
  ctx: EvalContext,
  effect: EffectInstance,
  ref: PlayerRef,
  player: PlayerId,
): boolean => isPlayer(viewpointOf(ctx, effect), ref, player);

/** Whether `target` is one of the objects `filter` describes, seen from `effect`'s source. */
export const matches = (ctx: EvalContext, effect: EffectInstance, filter: Filter, target: Working): boolean =>
  test(viewpointOf(ctx, effect), compile(filter), target);

/** Every object `filter` describes, seen from `effect`'s source. */
export const matching = (ctx: EvalContext, effect: EffectInstance, filter: Filter): Working[] => {
  const view = viewpointOf(ctx, effect);
  const compiled = compile(filter);
  if (compiled.self) {
    const source = effect.source;
    return source && test(view, compiled, source) ? [source] : [];
  }
  const found: Working[] = [];
  for (const w of candidates(view, compiled)) if (test(view, compiled, w)) found.push(w);
  return found;
};

/** How many objects `filter` describes. */
export const countMatching = (ctx: EvalContext, effect: EffectInstance, filter: Filter): number => {
  const view = viewpointOf(ctx, effect);
  const compiled = compile(filter);
  let n = 0;
  for (const w of candidates(view, compiled)) if (test(view, compiled, w)) n++;
  return n;
};

const byId = new WeakMap<readonly Working[], ReadonlyMap<ObjectId, Working>>();

/**
 * The objects a filter may describe: "enchanted creature", "equipped creature" only the one its
 * source is attached to (303.4a, 301.5a), found by id; else all. Each of 5,000 Auras on one
 * creature looked at every object, which made the layers quadratic (issue 18).
 */
const candidates = (view: Viewpoint, compiled: CompiledFilter): readonly Working[] => {
  if (!compiled.attachedToSource) return view.ctx.objects;
  if (view.attachedTo === null) return [];
  let ids = byId.get(view.ctx.objects);
  if (!ids) {
    ids = new Map(view.ctx.objects.map((w) => [w.object.id, w]));
    byId.set(view.ctx.objects, ids);
  }
  const host = ids.get(view.attachedTo);
  return host ? [host] : [];
};

/** Whether a filter's answer depends on which object is looking, beyond its controller. */
const needsSource = (filter: Filter): boolean =>
  filter.self === true ||
  filter.attachedToSource === true ||
  filter.attachedToSelf === true ||
  filter.pairOfSource === true ||
  filter.blockingSource === true ||
  filter.dealtDamageBySource === true ||
  filter.controller === 'chosenPlayer' ||
  filter.owner === 'chosenPlayer' ||
  filter.chosenCreatureType === true ||
  filter.chosenColor === true ||
  filter.namedAsSource === true ||
  (filter.either ?? []).some(needsSource);

/**
 * The key under which a filter's answer can be shared between effects with the same
 * viewpoint: anthems of one player all see the same creatures. Null when the answer
 * depends on a source that is no longer an object, and so can't be shared.
 */
export const viewpointKey = (effect: EffectInstance, filter: Filter): ViewpointKey | null =>
  needsSource(filter) ? effect.source : effectController(effect);

/**
 * `matching`, sharing work between effects with the same viewpoint: an "other" filter
 * takes the shared answer without the source itself.
 */
export const sharedMatching = (
  ctx: EvalContext,
  effect: EffectInstance,
  filter: Filter,
  memo: Map<ViewpointKey, Working[]>,
): readonly Working[] => {
  const key = filter.self ? null : viewpointKey(effect, filter);
  if (key === null) return matching(ctx, effect, filter);
  let all = memo.get(key);
  if (!all) {
    const view = { ...viewpointOf(ctx, effect), sourceId: needsSource(filter) ? effect.sourceId : '' };
    const compiled = compile(filter);
    all = [];
    for (const w of candidates(view, compiled)) if (test(view, compiled, w)) all.push(w);
    memo.set(key, all);
  }
  return filter.other ? all.filter((w) => w.object.id !== effect.sourceId) : all;
};
