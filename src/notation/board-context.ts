import type { CardPool } from '../cards/pool.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import { noObjectMessage, noPlayerMessage } from '../state/validate/problem.js';

/** What the checks of one part of a board file need to know about the rest. */
export interface BoardContext {
  readonly pool: CardPool;
  readonly players: readonly PlayerId[];
  readonly active: PlayerId;
  readonly turnNumber: number;
  /** Object ids in file order. */
  readonly objects: readonly ObjectId[];
  /** Objects that have ceased to exist which the file still names (`gone`, CR 704.5d). */
  readonly gone: readonly ObjectId[];
}

/** A reference to a player, checked. */
export const playerRef = (players: readonly PlayerId[], id: string, path: string): Result<PlayerId> =>
  players.includes(id)
    ? ok(id)
    : err(rulesError('ERR_BOARD_REFERENCE', noPlayerMessage(players, id), { path }));

const places = new WeakMap<readonly ObjectId[], ReadonlyMap<ObjectId, number>>();

/**
 * Each id's first place in the list, made once per list: a board names its objects as often as
 * it likes, and a search of the list for each name was quadratic (issue 18).
 */
const placesOf = (ids: readonly ObjectId[]): ReadonlyMap<ObjectId, number> => {
  const known = places.get(ids);
  if (known) return known;
  const made = new Map<ObjectId, number>();
  ids.forEach((id, i) => {
    if (!made.has(id)) made.set(id, i);
  });
  places.set(ids, made);
  return made;
};

/** A reference to an object, checked; its value is the object's place in the file. */
export const objectRef = (ctx: BoardContext, id: string, path: string): Result<number> => {
  const index = placesOf(ctx.objects).get(id);
  return index !== undefined
    ? ok(index)
    : err(rulesError('ERR_BOARD_REFERENCE', noObjectMessage(ctx.objects, id), { path }));
};

/**
 * A reference to an object that may have ceased to exist since it was named (a target, "that
 * creature", an object an effect is locked to): one of the file's, or one of its `gone` ids.
 */
export const onceRef = (ctx: BoardContext, id: string, path: string): Result<unknown> =>
  placesOf(ctx.objects).has(id) || placesOf(ctx.gone).has(id)
    ? ok(id)
    : err(
        rulesError(
          'ERR_BOARD_REFERENCE',
          `${noObjectMessage(ctx.objects, id)} (one that has ceased to exist is listed in "gone")`,
          { path },
        ),
      );
