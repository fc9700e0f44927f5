import type { PlayerRef } from '../effects/types.js';
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

/**
 * Whether `player` is one that `ref` names, seen from an effect. The chosen player is the
 * one chosen as the source entered (CR 208.2a: none off the battlefield).
 */
export const playerMatches = (
  ctx: EvalContext,
  effect: EffectInstance,
  ref: PlayerRef,
  player: PlayerId,
): boolean => {
  switch (ref) {
    case 'any':
      return true;
    case 'you':
      return player === effectController(ctx, effect);
    case 'opponents':
      return player !== effectController(ctx, effect);
    case 'targetPlayer':
      // Only a resolving spell has a target player; its effects are locked onto objects then (611.2c).
      return ctx.targetPlayer !== undefined && player === ctx.targetPlayer;
    case 'chosenPlayer': {
      const source = ctx.byId.get(effect.sourceId);
      const chosen = source?.object.zone === 'battlefield' ? source.object.choices.opponent : undefined;
      return chosen !== undefined && player === chosen;
    }
  }
};
