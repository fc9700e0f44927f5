import { entered } from '../../state/identity.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { withObject } from '../view.js';

/**
 * CR 701.3a: attach an object to another; it gets a new timestamp (613.7e), so effects it
 * grants apply after the ones already there.
 */
export const attachObject = (state: GameState, id: ObjectId, to: ObjectId): Outcome => {
  const attached = withObject(state, id, (o) => ({
    ...o,
    attachedTo: to,
    timestamp: state.next.timestamp,
    // CR 400.7: still the object it was since it entered its zone.
    enteredAt: entered(o),
  }));
  return {
    state: { ...attached, next: { ...state.next, timestamp: state.next.timestamp + 1 } },
    events: [{ kind: 'attached', object: id, to, rule: '701.3a' }],
  };
};
