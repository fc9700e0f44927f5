import { err, ok, type Result, rulesError } from '../result.js';
import { declaredIds } from '../state/ids.js';
import { jsonPath } from '../state/json-path.js';
import type { GameState } from '../state/types.js';
import type { BoardEffect, BoardFile } from './board-types.js';
import { naturalEffectId, naturalObjectId } from './defaults.js';
import type { BoardObject } from './object-types.js';

/** An object or effect of the file with its id, given or generated. */
export interface WithId<T> {
  readonly id: string;
  readonly written: T;
}

/** Every id a board file uses. */
export interface BoardIds {
  readonly objects: readonly WithId<BoardObject>[];
  readonly effects: readonly WithId<BoardEffect>[];
}

/** Gives each entry without an id `natural(i)`, or the next number after it that is free. */
const fill = <T extends { readonly id?: string }>(
  entries: readonly T[],
  prefix: string,
  natural: (index: number) => string,
  taken: Set<string>,
): WithId<T>[] =>
  entries.map((written, index) => {
    if (written.id !== undefined) return { id: written.id, written };
    let n = index + 1;
    let id = natural(index);
    while (taken.has(id)) id = `${prefix}${++n}`;
    taken.add(id);
    return { id, written };
  });

/**
 * Fills in the ids objects and effects leave out, objects first, in file order, each one no id
 * of the file already uses. Whether the ids given are unique is validateState's.
 */
export const assignIds = (board: BoardFile, players: readonly string[]): BoardIds => {
  const objects = board.objects ?? [];
  const effects = board.effects ?? [];
  const given = (entries: readonly { readonly id?: string }[]) => entries.flatMap(({ id }) => id ?? []);
  const taken = new Set([
    ...players,
    ...given(objects),
    ...given(effects),
    ...(board.gone ?? []),
    ...(board.stack ?? []).flatMap((s) => (typeof s !== 'string' && s.kind === 'ability' ? [s.id] : [])),
    ...given(board.triggered ?? []),
  ]);
  return {
    objects: fill(objects, 'o', naturalObjectId, taken),
    effects: fill(effects, 'e', naturalEffectId, taken),
  };
};

/**
 * The file's `gone` ids name what no longer exists (CR 113.7a, 704.5d): each is listed once and
 * is none of the ids the state declares, so that a reference to it is unambiguous.
 */
export const checkGone = (gone: readonly string[], state: GameState): Result<true> => {
  const declared = new Set(declaredIds(state));
  for (const [i, id] of gone.entries()) {
    const twice = gone.indexOf(id) < i;
    if (twice || declared.has(id)) {
      const message = twice
        ? `"${id}" is listed twice`
        : `"${id}" is an id of the state: what is gone is no player, object, effect or ability of it`;
      return err(rulesError('ERR_BOARD_DUPLICATE_ID', message, { path: jsonPath(['gone', i]) }));
    }
  }
  return ok(true);
};
