/**
 * Enumerations of the ways to answer a choice (CR 608.2d), each yielded once, lazily: a caller
 * takes as many as it can list and describes the rest compactly.
 */

/** Each item through `f`, lazily. */
export function* mapped<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}

/** Each item through `f`, the lists `f` gives joined, lazily. */
export function* flatMapped<T, U>(items: Iterable<T>, f: (item: T) => Iterable<U>): Generator<U> {
  for (const item of items) yield* f(item);
}

/** Every subset of `from` of `min` to `max` items, each in the order of `from`. */
export function* subsets<T>(from: readonly T[], min: number, max: number, start = 0): Generator<T[]> {
  if (min <= 0) yield [];
  if (max <= 0) return;
  for (let k = start; k < from.length; k++)
    for (const rest of subsets(from, min - 1, max - 1, k + 1)) yield [from[k] as T, ...rest];
}

/** Every order of `items`. */
export function* orderings<T>(items: readonly T[]): Generator<T[]> {
  if (items.length === 0) yield [];
  for (const [k, first] of items.entries())
    for (const rest of orderings([...items.slice(0, k), ...items.slice(k + 1)])) yield [first, ...rest];
}

/** Every way to cut `items` into `parts` runs, in order, each possibly empty. */
function* cuts<T>(items: readonly T[], parts: number): Generator<T[][]> {
  if (parts === 1) {
    yield [[...items]];
    return;
  }
  for (let k = 0; k <= items.length; k++)
    for (const rest of cuts(items.slice(k), parts - 1)) yield [items.slice(0, k), ...rest];
}

/** Every way to place each of `items` once among the lists `fields`, each list in order; empty lists left out. */
export function* placements<F extends string, T>(
  items: readonly T[],
  fields: readonly F[],
): Generator<Partial<Record<F, T[]>>> {
  for (const order of orderings(items))
    for (const lists of cuts(order, fields.length))
      yield Object.fromEntries(
        fields.flatMap((f, k) => ((lists[k]?.length ?? 0) > 0 ? [[f, lists[k]]] : [])),
      ) as Partial<Record<F, T[]>>;
}

/** Every way to take one of each list's items, as the lists joined. */
export function* products<T>(lists: readonly (() => Iterable<T[]>)[]): Generator<T[]> {
  const [first, ...rest] = lists;
  if (first === undefined) {
    yield [];
    return;
  }
  for (const head of first()) for (const tail of products(rest)) yield [...head, ...tail];
}

/** The first `limit` items, or null if there are more. */
export const upTo = <T>(items: Iterable<T>, limit: number): T[] | null => {
  const taken: T[] = [];
  for (const item of items) {
    if (taken.length === limit) return null;
    taken.push(item);
  }
  return taken;
};
