import { useRef } from 'preact/hooks';

/**
 * `list`, or the list this hook gave last time when `list` has the same elements: a memoized
 * component given it (memo.ts) sees no change, and is not drawn again.
 */
export const useSameList = <T>(list: readonly T[]): readonly T[] => {
  const kept = useRef(list);
  const same = kept.current.length === list.length && kept.current.every((x, i) => x === list[i]);
  if (!same) kept.current = list;
  return kept.current;
};
