import type { Filter } from '../effects/types.js';
import type { Color } from '../symbols/colors.js';
import { type EvalContext, playerMatches } from './context.js';
import type { EffectInstance, Working } from './working.js';

const anyOf = <T>(wanted: readonly T[] | undefined, have: readonly T[]): boolean =>
  wanted === undefined || wanted.some((w) => have.includes(w));

const noneOf = <T>(unwanted: readonly T[] | undefined, have: readonly T[]): boolean =>
  unwanted === undefined || !unwanted.some((w) => have.includes(w));

/** Whether `target` is one of the objects `filter` describes, seen from `effect`'s source. */
export const matches = (
  ctx: EvalContext,
  effect: EffectInstance,
  filter: Filter,
  target: Working,
): boolean => {
  const zone = filter.zone ?? 'battlefield';
  if (zone !== 'anywhere' && target.object.zone !== zone) return false;
  if (filter.self && target.object.id !== effect.sourceId) return false;
  if (filter.other && target.object.id === effect.sourceId) return false;
  if (filter.attachedToSource) {
    const source = ctx.byId.get(effect.sourceId);
    if (!source || source.object.attachedTo !== target.object.id) return false;
  }
  if (filter.controller && !playerMatches(ctx, effect, filter.controller, target.controller)) return false;
  if (filter.owner && !playerMatches(ctx, effect, filter.owner, target.object.owner)) return false;
  if (filter.types && !filter.types.every((t) => target.types.includes(t))) return false;
  return (
    noneOf(filter.notTypes, target.types) &&
    anyOf(filter.supertypes, target.supertypes) &&
    noneOf(filter.notSupertypes, target.supertypes) &&
    anyOf(filter.subtypes, target.subtypes) &&
    noneOf(filter.notSubtypes, target.subtypes) &&
    anyOf<Color>(filter.colors, target.colors)
  );
};
