import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { all, chain, err, map, ok, optional, type Result } from '../src/result.js';

/** A step that fails on negative numbers, naming the number it failed on. */
const nonNegative = (n: number): Result<number, string> => (n < 0 ? err(`negative ${n}`) : ok(n));

describe('map', () => {
  it.each([
    { name: 'a success is passed through f', input: ok(2), expected: ok(4) },
    { name: 'a failure stays as it was', input: err('no'), expected: err('no') },
  ])('$name', ({ input, expected }) => {
    expect(map(input as Result<number, string>, (n) => n * 2)).toEqual(expected);
  });

  it('does not call f on a failure', () => {
    let called = false;
    map(err('no'), () => {
      called = true;
    });
    expect(called).toBe(false);
  });
});

describe('chain', () => {
  it.each([
    { name: 'a success runs the next step', input: ok(3), expected: ok(3) },
    { name: 'the next step can fail', input: ok(-1), expected: err('negative -1') },
    { name: 'a failure stops the chain', input: err('first'), expected: err('first') },
  ])('$name', ({ input, expected }) => {
    expect(chain(input as Result<number, string>, nonNegative)).toEqual(expected);
  });
});

describe('all', () => {
  it.each([
    { name: 'no items: an empty success', items: [], expected: ok([]) },
    { name: 'every item succeeds: the values in order', items: [1, 2, 3], expected: ok([1, 2, 3]) },
    { name: 'the first failure is returned', items: [1, -2, -3], expected: err('negative -2') },
  ])('$name', ({ items, expected }) => {
    expect(all(items, nonNegative)).toEqual(expected);
  });

  it('passes each item its index', () => {
    expect(all(['a', 'b'], (item, i) => ok(`${item}${i}`))).toEqual(ok(['a0', 'b1']));
  });

  it('stops at the first failure: f never sees the items after it, and that failure is returned', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 20 })), (items) => {
        const seen: number[] = [];
        const result = all(items, (n) => {
          seen.push(n);
          return nonNegative(n);
        });
        const first = items.findIndex((n) => n < 0);
        if (first === -1) {
          expect(result).toEqual(ok(items));
          expect(seen).toEqual(items);
        } else {
          expect(result).toEqual(err(`negative ${items[first]}`));
          expect(seen).toEqual(items.slice(0, first + 1));
        }
      }),
    );
  });
});

describe('optional', () => {
  it.each([
    { name: 'a value: the field', value: 3, expected: { x: 3 } },
    { name: 'undefined: no field at all', value: undefined, expected: {} },
    { name: 'null is a value', value: null, expected: { x: null } },
    { name: 'zero is a value', value: 0, expected: { x: 0 } },
    { name: 'false is a value', value: false, expected: { x: false } },
    { name: 'the empty string is a value', value: '', expected: { x: '' } },
  ])('$name', ({ value, expected }) => {
    const spread = { ...optional('x', value) };
    expect(spread).toStrictEqual(expected);
    expect(Object.keys(spread)).toEqual(Object.keys(expected));
  });

  it('never produces a key whose value is undefined, and keeps every defined value', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.anything(), { nil: undefined }), (key, value) => {
        const spread = { ...optional(key, value) };
        if (value === undefined) expect(Object.keys(spread)).toEqual([]);
        else {
          expect(Object.keys(spread)).toEqual([key]);
          expect(Object.is((spread as Record<string, unknown>)[key], value)).toBe(true);
        }
      }),
    );
  });
});
