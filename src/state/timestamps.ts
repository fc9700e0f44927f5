import type { PathSegment } from './json-path.js';
import type { GameState } from './types.js';

/** A timestamp the game issued (CR 613.7), and where in the state it is kept. */
export interface Issued {
  readonly timestamp: number;
  readonly where: readonly PathSegment[];
}

/** Visits a timestamp; `where` is its path, which a visitor that needs none may leave unread. */
type Visit = (timestamp: number, ...where: PathSegment[]) => void;

/**
 * Visits every timestamp a state keeps that the game issued from `next.timestamp` (CR 613.7):
 * objects' (613.7d-e, and the one an attached object entered its zone with, 400.7), counters'
 * (613.7c), the one of its last transformation (701.27f), effects' (613.7b), delayed triggers' objects' (603.7c) and the card a dying source
 * became (400.7e). A spell's or ability's `at` is no timestamp but the next one as it began.
 */
const eachIssued = (state: Omit<GameState, 'next'>, visit: Visit): void => {
  for (const [i, o] of state.objects.entries()) {
    visit(o.timestamp, 'objects', i, 'timestamp');
    if (o.enteredAt !== undefined) visit(o.enteredAt, 'objects', i, 'enteredAt');
    if (o.transformedAt !== undefined) visit(o.transformedAt, 'objects', i, 'transformedAt');
    for (const [k, c] of o.counters.entries()) visit(c.timestamp, 'objects', i, 'counters', k, 'timestamp');
  }
  for (const [i, e] of state.effects.entries()) visit(e.timestamp, 'effects', i, 'timestamp');
  for (const [i, d] of (state.delayed ?? []).entries()) visit(d.timestamp, 'delayed', i, 'timestamp');
  for (const [i, s] of state.stack.entries())
    if (s.kind === 'ability' && s.became) visit(s.became.timestamp, 'stack', i, 'became', 'timestamp');
  for (const [i, t] of state.triggered.entries())
    if (t.became) visit(t.became.timestamp, 'triggered', i, 'became', 'timestamp');
};

/** Every timestamp the state keeps (`eachIssued`), with where. */
export const issuedTimestamps = (state: Omit<GameState, 'next'>): Issued[] => {
  const issued: Issued[] = [];
  eachIssued(state, (timestamp, ...where) => issued.push({ timestamp, where }));
  return issued;
};

/** The latest timestamp the state keeps, or 0; `next.timestamp` must be past it. */
export const latestTimestamp = (state: Omit<GameState, 'next'>): number => {
  let latest = 0;
  eachIssued(state, (timestamp) => {
    latest = Math.max(latest, timestamp);
  });
  return latest;
};
