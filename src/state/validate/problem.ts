import type { CardPool } from '../../cards/pool.js';
import { excerpt } from '../../excerpt.js';
import { type ErrorCode, optional } from '../../result.js';
import type { PathSegment } from '../json-path.js';
import { didYouMean } from '../suggest.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../types.js';

/** Where in the state a problem lies: the keys and indices of its JSON path, `['objects', 3, 'attachedTo']`. */
export type Where = readonly PathSegment[];

/** The codes validateState answers with. */
export type StateErrorCode = Extract<
  ErrorCode,
  'ERR_STATE' | 'ERR_STATE_REFERENCE' | 'ERR_STATE_DUPLICATE_ID' | 'ERR_UNKNOWN_CARD' | 'ERR_NUMBER'
>;

/**
 * A broken invariant of a game state: what, where, and the rule behind it. Kept as path
 * segments, so that a notation can say where it wrote the value (notation/board-path.ts).
 */
export interface StateProblem {
  readonly code: StateErrorCode;
  readonly message: string;
  readonly where: Where;
  readonly rule?: string;
}

/**
 * The path of a value below some part of the state, from its keys: `at('owner')` for an
 * object's owner. Checks build a path only for a problem they report, so that a valid state,
 * the usual one, costs no paths.
 */
export type At = (...keys: PathSegment[]) => Where;

/** The paths below `prefix`. */
export const within =
  (at: At, ...prefix: PathSegment[]): At =>
  (...keys) =>
    at(...prefix, ...keys);

/** Paths from the state's top. */
export const top: At = (...keys) => keys;

/** A check's answer: the first problem it found, or null. Checks chain with `??`, which stops at the first. */
export type Found = StateProblem | null;

/** What the checks look things up in: the state, the pool, and the players and objects by id. */
export interface Scope {
  readonly state: GameState;
  readonly pool: CardPool;
  readonly players: readonly PlayerId[];
  readonly objects: ReadonlyMap<ObjectId, GameObject>;
}

export const scopeOf = (state: GameState, pool: CardPool): Scope => ({
  state,
  pool,
  players: state.players.map((p) => p.id),
  objects: new Map(state.objects.map((o) => [o.id, o])),
});

export const broken = (message: string, where: Where, rule?: string): StateProblem => ({
  code: 'ERR_STATE',
  message,
  where,
  ...optional('rule', rule),
});

export const missing = (message: string, where: Where): StateProblem => ({
  code: 'ERR_STATE_REFERENCE',
  message,
  where,
});

/** The first problem among the items, each checked in turn. */
export const firstOf = <T>(items: readonly T[], check: (item: T, index: number) => Found): Found => {
  for (let i = 0; i < items.length; i++) {
    const found = check(items[i] as T, i);
    if (found !== null) return found;
  }
  return null;
};

/** What a reference to no player says, with the player meant when one is close. */
export const noPlayerMessage = (players: readonly PlayerId[], id: string): string =>
  `no player has id "${excerpt(id)}"; the players are ${excerpt(players.join(', '))}${didYouMean(id, players)}`;

/** What a reference to no object says, with the object meant when one is close. */
export const noObjectMessage = (objects: readonly ObjectId[], id: string): string =>
  `no object has id "${excerpt(id)}"${didYouMean(id, objects)}`;

/** A reference to a player, at `at(key)`. */
export const playerRef = (scope: Scope, id: string, at: At, key: PathSegment): Found =>
  scope.players.includes(id) ? null : missing(noPlayerMessage(scope.players, id), at(key));

/** A reference to an object of the state, at `at(key)`. */
export const objectRef = (scope: Scope, id: string, at: At, key: PathSegment): Found =>
  scope.objects.has(id) ? null : missing(noObjectMessage([...scope.objects.keys()], id), at(key));
