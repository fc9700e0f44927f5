import { err, ok, type Result, rulesError } from '../result.js';
import type { BoardEffect, BoardFile, BoardObject } from './board-schema.js';
import { naturalEffectId, naturalObjectId } from './defaults.js';
import { jsonPath } from './json-path.js';

/** An object or effect of the file with its id, given or generated. */
export interface WithId<T> {
  readonly id: string;
  readonly written: T;
}

/** Every id a board file uses. */
export interface BoardIds {
  readonly objects: readonly WithId<BoardObject>[];
  readonly effects: readonly WithId<BoardEffect>[];
  /** One past the largest n of any id of the form `o<n>` or `e<n>`, so that new ids never collide. */
  readonly nextId: number;
}

interface Given {
  readonly id: string;
  readonly path: string;
}

/** Players, objects and effects share one namespace, so that an action's targets are unambiguous. */
const firstDuplicate = (given: readonly Given[]): Result<ReadonlySet<string>> => {
  const seen = new Map<string, string>();
  for (const { id, path } of given) {
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      return err(rulesError('ERR_BOARD_DUPLICATE_ID', `id "${id}" is already used at ${earlier}`, { path }));
    }
    seen.set(id, path);
  }
  return ok(new Set(seen.keys()));
};

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

const GENERATED = /^[oe]([1-9]\d{0,14})$/;

/** One past the largest n among ids of the form `o<n>` and `e<n>`. */
export const impliedNextId = (ids: Iterable<string>): number => {
  let largest = 0;
  for (const id of ids) largest = Math.max(largest, Number(GENERATED.exec(id)?.[1] ?? 0));
  return largest + 1;
};

const givenIds = (section: 'objects' | 'effects', entries: readonly { readonly id?: string }[]): Given[] =>
  entries.flatMap(({ id }, i) => (id === undefined ? [] : [{ id, path: jsonPath([section, i, 'id']) }]));

/** Checks that ids are unique and fills in the missing ones, objects first, in file order. */
export const assignIds = (board: BoardFile, players: readonly string[]): Result<BoardIds> => {
  const objects = board.objects ?? [];
  const effects = board.effects ?? [];
  const unique = firstDuplicate([
    ...players.map((id, i) => ({ id, path: jsonPath(['players', i, 'id']) })),
    ...givenIds('objects', objects),
    ...givenIds('effects', effects),
  ]);
  if (!unique.ok) return unique;
  const taken = new Set(unique.value);
  const withIds = {
    objects: fill(objects, 'o', naturalObjectId, taken),
    effects: fill(effects, 'e', naturalEffectId, taken),
  };
  return ok({ ...withIds, nextId: impliedNextId(taken) });
};
