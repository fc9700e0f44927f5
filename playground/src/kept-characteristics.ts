import type { Characteristics } from '../../src/browser.js';

/** Whether two values of plain data (JSON: no classes, Maps or functions) are the same, field for field. */
const samePlainData = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // Plain data: indexing by its own keys is all there is to it.
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length &&
    keys.every((key) => Object.hasOwn(y, key) && samePlainData(x[key], y[key]))
  );
};

/**
 * `next`, with each object's characteristics taken from `previous` where they are the same:
 * cards drawn from them compare them by identity, so an edit draws again only the objects whose
 * characteristics or status it changed (issue 16: an edit redrawn within one frame).
 */
export const keepUnchanged = (
  previous: readonly Characteristics[],
  next: readonly Characteristics[],
): readonly Characteristics[] => {
  const before = new Map(previous.map((c) => [c.id, c]));
  return next.map((c) => {
    const old = before.get(c.id);
    return old !== undefined && samePlainData(old, c) ? old : c;
  });
};
