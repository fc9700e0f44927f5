import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appendAll, largest, smallest } from '../../src/lists.js';

/**
 * Issue 18, item 2: a board of about 125,000 objects crashed `eval` with "Maximum call stack size
 * exceeded", from `Math.max(...list)`; `push(...list)` and `Math.min(...list)` did the same in
 * the engine, the layers and the payment solver. A spread into a call's arguments puts every item
 * on the stack, so none may spread a list: `src/lists.ts` loops instead.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** A call of these with `...` among its arguments (not inside an object or array literal). */
const SPREAD_CALL =
  /(?:Math\.(?:max|min)|\.push|\.unshift|\.splice|String\.fromCharCode|String\.fromCodePoint)\(\s*(?:[^(){}[\]]*,\s*)?\.\.\./g;

const BIG = 500_000;

describe('no call spreads a user-sized list into its arguments (issue 18)', () => {
  it('src/ and cli/ have no Math.max(...), Math.min(...), push(...) or like spread', () => {
    const found = ['src', 'cli']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(SPREAD_CALL)].map((m) => `${relative(ROOT, path)}: ${m[0]}`),
      );
    expect(found).toEqual([]);
  });

  it(`largest, smallest and appendAll take ${BIG.toLocaleString('en-US')} items`, () => {
    const values = Array.from({ length: BIG }, (_, i) => (i * 7919) % BIG);
    expect(largest(values, 0)).toBe(BIG - 1);
    expect(smallest(values, 0)).toBe(0);
    const target = [-1];
    appendAll(target, values);
    expect(target.length).toBe(BIG + 1);
    expect(target[BIG]).toBe(values[BIG - 1]);
  });

  it('with no values, largest and smallest answer the given value; a negative greatest stays negative', () => {
    expect(largest([], 0)).toBe(0);
    expect(smallest([], 7)).toBe(7);
    expect(largest([-3, -5], 0)).toBe(-3);
    expect(smallest([4, 2], 0)).toBe(2);
  });
});
