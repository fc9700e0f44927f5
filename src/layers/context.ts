import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { EffectInstance, Working } from './working.js';

/** What one evaluation works on: the state, every object's working characteristics, and lookups. */
export interface EvalContext {
  readonly state: GameState;
  readonly objects: Working[];
  readonly byId: ReadonlyMap<ObjectId, Working>;
  /**
   * Counts remembered through layer 7, where nothing they read (zones, types, control,
   * life) can change any more: by value, then by source.
   */
  readonly counts: Map<object, Map<string, number>>;
  /**
   * Filter answers remembered from layer 6 on, where nothing a filter reads (zones, types,
   * colours, control) can change any more: by filter, then by viewpoint.
   */
  readonly matched: Map<object, Map<string, Working[]>>;
  /** While a spell resolves: the player it targets ("creatures target player controls"). */
  readonly targetPlayer?: PlayerId;
}

/** The player an effect's "you" means (CR 109.5): its source's controller, or the resolved effect's. */
export const effectController = (ctx: EvalContext, effect: EffectInstance): PlayerId => {
  if (effect.origin.kind === 'resolved') return effect.origin.controller;
  const holder = ctx.byId.get(effect.sourceId);
  return holder?.controller ?? '';
};
