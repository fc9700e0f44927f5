import type { LayerOp } from '../effects/types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { AbilityInstance, EffectInstance, Working } from './working.js';

/**
 * Who is looking, for answers shared between effects: a player (every anthem of one
 * player sees the same creatures), or one source object.
 */
export type ViewpointKey = PlayerId | Working;

/** What one evaluation works on: the state, every object's working characteristics, and lookups. */
export interface EvalContext {
  readonly state: GameState;
  readonly objects: Working[];
  /**
   * Counts remembered through layer 7, where nothing they read (zones, types, control,
   * life) can change any more: by value, then by viewpoint.
   */
  readonly counts: Map<object, Map<ViewpointKey, number>>;
  /**
   * Filter answers remembered from layer 6 on, where nothing a filter reads (zones, types,
   * colours, control) can change any more: by filter, then by viewpoint.
   */
  readonly matched: Map<object, Map<ViewpointKey, Working[]>>;
  /** The ability list an effect's grant last made, to be shared by the next object it fits. */
  lastGrant?: {
    readonly effect: EffectInstance;
    readonly op: LayerOp;
    readonly from: readonly AbilityInstance[];
    readonly to: readonly AbilityInstance[];
  };
  /** While a spell resolves: the player it targets ("creatures target player controls"). */
  readonly targetPlayer?: PlayerId;
  /** While an ability of an attacking creature is read: the player it attacks (CR 508.5). */
  readonly defendingPlayer?: PlayerId;
  /** While a triggered ability is read: "that player" of its trigger event (CR 603.2c). */
  readonly triggerPlayer?: PlayerId;
}

/** The player an effect's "you" means (CR 109.5): its source's controller, or the resolved effect's. */
export const effectController = (effect: EffectInstance): PlayerId => {
  if (effect.origin.kind === 'resolved') return effect.origin.controller;
  return effect.source?.controller ?? '';
};

/** The working records of the objects with these ids, found in one pass over the objects. */
export const workingById = (
  objects: readonly Working[],
  ids: Iterable<ObjectId>,
): ReadonlyMap<ObjectId, Working> => {
  const wanted = new Set(ids);
  const found = new Map<ObjectId, Working>();
  if (wanted.size === 0) return found;
  for (const w of objects) if (wanted.has(w.object.id)) found.set(w.object.id, w);
  return found;
};
