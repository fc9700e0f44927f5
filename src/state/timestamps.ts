import type { PathSegment } from './json-path.js';
import type { TriggerFacts } from './stack.js';
import type { GameState } from './types.js';

/** A timestamp the game issued (CR 613.7), and where in the state it is kept. */
export interface Issued {
  readonly timestamp: number;
  readonly where: readonly PathSegment[];
}

const became = (facts: TriggerFacts, where: readonly PathSegment[]): Issued[] =>
  facts.became === undefined
    ? []
    : [{ timestamp: facts.became.timestamp, where: [...where, 'became', 'timestamp'] }];

/**
 * Every timestamp a state keeps that the game issued from `next.timestamp` (CR 613.7): objects'
 * (613.7d-e, and the one an attached object entered its zone with, 400.7), counters' (613.7c),
 * effects' (613.7b), delayed triggers' objects' (603.7c) and the card a dying source became
 * (400.7e). A spell's or ability's `at` is no timestamp but the next one as it began.
 */
export const issuedTimestamps = (state: Omit<GameState, 'next'>): Issued[] => [
  ...state.objects.flatMap((o, i) => [
    { timestamp: o.timestamp, where: ['objects', i, 'timestamp'] },
    ...(o.enteredAt === undefined ? [] : [{ timestamp: o.enteredAt, where: ['objects', i, 'enteredAt'] }]),
    ...o.counters.map((c, k) => ({
      timestamp: c.timestamp,
      where: ['objects', i, 'counters', k, 'timestamp'],
    })),
  ]),
  ...state.effects.map((e, i) => ({ timestamp: e.timestamp, where: ['effects', i, 'timestamp'] })),
  ...(state.delayed ?? []).map((d, i) => ({ timestamp: d.timestamp, where: ['delayed', i, 'timestamp'] })),
  ...state.stack.flatMap((s, i) => became(s, ['stack', i])),
  ...state.triggered.flatMap((t, i) => became(t, ['triggered', i])),
];

/** The latest timestamp the state keeps, or 0; `next.timestamp` must be past it. */
export const latestTimestamp = (state: Omit<GameState, 'next'>): number =>
  issuedTimestamps(state).reduce((latest, t) => Math.max(latest, t.timestamp), 0);
