import type { GameObject } from './types.js';

/** CR 400.7: the timestamp an object got as it entered its zone, which a new timestamp for being attached (613.7e) leaves. */
export const entered = (object: GameObject): number => object.enteredAt ?? object.timestamp;

/**
 * CR 400.7: whether an object is still the one a spell or ability named when it began (`at`,
 * state/stack.ts `Identities`): it has not entered its zone since.
 */
export const sameObject = (object: GameObject, at: number | undefined): boolean =>
  at === undefined || entered(object) < at;
