import { err, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import type { GameState } from '../state/types.js';
import type { BoardEffect, BoardFile, BoardObject } from './board-schema.js';
import { naturalEffectId, naturalObjectId } from './defaults.js';

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

interface Given {
  readonly id: string;
  readonly path: string;
}

/**
 * Players, objects, effects and the abilities on the stack or waiting share one namespace, so
 * that an action's targets and the trigger `orderTriggers` names are unambiguous.
 */
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

/** The engine's ids: `a<n>` for abilities, `o<n>` for objects (tokens), `e<n>` for effects, all from `next.id`. */
const GENERATED = /^[aoe]([1-9]\d{0,14})$/;

/** One past the largest n among ids of the form `a<n>`, `o<n>` and `e<n>`. */
export const impliedNextId = (ids: Iterable<string>): number => {
  let largest = 0;
  for (const id of ids) largest = Math.max(largest, Number(GENERATED.exec(id)?.[1] ?? 0));
  return largest + 1;
};

const givenIds = (
  section: 'objects' | 'effects' | 'triggered',
  entries: readonly { readonly id?: string }[],
): Given[] =>
  entries.flatMap(({ id }, i) => (id === undefined ? [] : [{ id, path: jsonPath([section, i, 'id']) }]));

/** The ids of the abilities on the stack; a spell's is its object's, which the objects already name. */
const abilityIds = (stack: NonNullable<BoardFile['stack']>): Given[] =>
  stack.flatMap((s, i) =>
    typeof s !== 'string' && s.kind === 'ability' ? [{ id: s.id, path: jsonPath(['stack', i, 'id']) }] : [],
  );

/** Checks that ids are unique and fills in the missing ones, objects first, in file order. */
export const assignIds = (board: BoardFile, players: readonly string[]): Result<BoardIds> => {
  const objects = board.objects ?? [];
  const effects = board.effects ?? [];
  const unique = firstDuplicate([
    ...players.map((id, i) => ({ id, path: jsonPath(['players', i, 'id']) })),
    ...givenIds('objects', objects),
    ...givenIds('effects', effects),
    ...(board.gone ?? []).map((id, i) => ({ id, path: jsonPath(['gone', i]) })),
    ...abilityIds(board.stack ?? []),
    ...givenIds('triggered', board.triggered ?? []),
  ]);
  if (!unique.ok) return unique;
  const taken = new Set(unique.value);
  return ok({
    objects: fill(objects, 'o', naturalObjectId, taken),
    effects: fill(effects, 'e', naturalEffectId, taken),
  });
};

/** The ids a state declares, which `next.id` must be past: players, objects, effects and abilities. */
export const declaredIds = (state: Omit<GameState, 'next'>): string[] => [
  ...state.players.map((p) => p.id),
  ...state.objects.map((o) => o.id),
  ...state.effects.map((e) => e.id),
  ...state.stack.flatMap((s) => (s.kind === 'ability' ? [s.id] : [])),
  ...state.triggered.map((t) => t.id),
];
