import type { CounterPile, GameObject, GameState, ObjectId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { withObject } from '../view.js';

/**
 * Puts `amount` counters of a kind on an object (CR 122.1), or removes them when `amount` is
 * negative (122.8: no more than there are). A new pile takes the next timestamp (613.7c).
 */
export const changeCounters = (
  state: GameState,
  id: ObjectId,
  kind: string,
  amount: number,
  rule: string,
): Outcome => {
  const object = state.objects.find((o) => o.id === id);
  if (!object || amount === 0) return { state, events: [] };
  const had = object.counters.find((c) => c.kind === kind)?.count ?? 0;
  const change = Math.max(amount, -had);
  if (change === 0) return { state, events: [] };
  const fresh = had === 0;
  const next = fresh ? { ...state.next, timestamp: state.next.timestamp + 1 } : state.next;
  const counters = setPile(object, kind, had + change, state.next.timestamp);
  const event: GameEvent = { kind: 'countersChanged', object: id, counter: kind, change, rule };
  return { state: { ...withObject(state, id, (o) => ({ ...o, counters })), next }, events: [event] };
};

const setPile = (object: GameObject, kind: string, count: number, timestamp: number): CounterPile[] => {
  const existing = object.counters.find((c) => c.kind === kind);
  if (count === 0) return object.counters.filter((c) => c.kind !== kind);
  if (existing) return object.counters.map((c) => (c.kind === kind ? { ...c, count } : c));
  return [...object.counters, { kind, count, timestamp }];
};
