import { sameObject } from '../../state/identity.js';
import type { TriggeredDef } from '../../state/stack.js';
import type { GameObject, GameState, ObjectId } from '../../state/types.js';

interface TriggeredFrom {
  readonly source: ObjectId;
  readonly def: TriggeredDef | { readonly kind: 'activated' };
  readonly at?: number;
}

/**
 * CR 704.5s, 704.5v: whether the object is the source of a triggered ability, of those `which`
 * accepts, that has triggered but not yet left the stack: one waiting to be put on it (603.3)
 * counts as much as one on it. CR 400.7: an ability of the object as it is now, not of one it
 * was before it last changed zones.
 */
export const sourceOfPendingTrigger = (
  state: GameState,
  object: GameObject,
  which: (def: TriggeredDef) => boolean,
): boolean => {
  const of = (a: TriggeredFrom): boolean =>
    a.source === object.id && a.def.kind === 'triggered' && which(a.def) && sameObject(object, a.at);
  return state.triggered.some(of) || state.stack.some((s) => s.kind === 'ability' && of(s));
};
