/**
 * Loops over lists whose length the user sets (a board's objects, its events, a cost's symbols).
 * Spreading such a list into a call's arguments (`Math.max` or `push` of `...list`) overflows
 * the stack past about 100,000 items, so none of these spreads (issue 18).
 */

/** The largest of the values, or `none` when there are none. */
export const largest = (values: Iterable<number>, none: number): number => {
  let most: number | null = null;
  for (const v of values) if (most === null || v > most) most = v;
  return most ?? none;
};

/** The smallest of the values, or `none` when there are none. */
export const smallest = (values: Iterable<number>, none: number): number => -largest(negated(values), -none);

function* negated(values: Iterable<number>): Iterable<number> {
  for (const v of values) yield -v;
}

/** Appends every item of each list to the target, in order. */
export const appendAll = <T>(target: T[], ...lists: readonly Iterable<T>[]): void => {
  for (const items of lists) for (const item of items) target.push(item);
};
