import { err, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import { plainDataProblem } from '../state/plain-data.js';

/**
 * The checks a board file's JSON value passes before the schema or any recursive walk sees it:
 * its nesting is bounded, and no key is one every JavaScript object already has.
 */

/** How deep a board file may nest: far past any real board, well short of the call stack. */
export const MAX_BOARD_DEPTH = 64;

/**
 * Keys that name properties every JavaScript object has. As record keys they would be dropped
 * (`__proto__` sets the prototype) or read back as something else (`constructor` is a function),
 * so a file that uses one is refused rather than half read.
 */
export const RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

interface Visit {
  readonly value: unknown;
  readonly depth: number;
  /** How this value was reached, for the path of an error: null for the root. */
  readonly from: { readonly parent: Visit; readonly key: string | number } | null;
}

const pathOf = (visit: Visit): string => {
  const segments: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.from; at = at.from.parent) segments.push(at.from.key);
  return jsonPath(segments.reverse());
};

/** A value within the limits, as it is; else an error at the path of the first value past them. */
export const checkJsonLimits = (json: unknown): Result<unknown> => {
  const todo: Visit[] = [{ value: json, depth: 0, from: null }];
  // A value given as an object, not text, may share a part between places: a part is walked again
  // only where it sits deeper, so a shared part costs at most MAX_BOARD_DEPTH walks.
  const deepestSeen = new Map<object, number>();
  for (let visit = todo.pop(); visit !== undefined; visit = todo.pop()) {
    const { value, depth } = visit;
    if (typeof value !== 'object' || value === null) continue;
    if ((deepestSeen.get(value) ?? -1) >= depth) continue;
    deepestSeen.set(value, depth);
    if (depth === MAX_BOARD_DEPTH) {
      const message = `nested more than ${MAX_BOARD_DEPTH} levels deep, the most a board file may nest`;
      return err(rulesError('ERR_BOARD_SCHEMA', message, { path: pathOf(visit) }));
    }
    const keys: (string | number)[] = Array.isArray(value) ? [...value.keys()] : Object.keys(value);
    for (const key of keys) {
      const child: Visit = {
        value: (value as Readonly<Record<string, unknown>>)[key],
        depth: depth + 1,
        from: { parent: visit, key },
      };
      if (typeof key === 'string' && RESERVED_KEYS.includes(key)) {
        const message = `"${key}" can't be a key: every JavaScript object has a property of that name`;
        return err(rulesError('ERR_BOARD_SCHEMA', message, { path: pathOf(child) }));
      }
      todo.push(child);
    }
  }
  return ok(json);
};

/**
 * A board given as a value, not text: plain data, as JSON text parses to, or an error at the
 * first part that isn't (a getter, which could throw as it is read; a cycle; a Map; a Symbol).
 */
export const checkPlainData = (json: unknown): Result<unknown> => {
  const problem = plainDataProblem(json);
  if (problem === null) return ok(json);
  const message = `not JSON data: ${problem.message}`;
  return err(rulesError('ERR_BOARD_SCHEMA', message, { path: jsonPath(problem.where) }));
};
