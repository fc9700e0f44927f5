import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseAnyNumber,
  determinedOrZero,
  divideRounded,
  isGameInteger,
  ROUNDINGS,
  type Rounding,
} from '../../src/numbers/index.js';

describe('isGameInteger (CR 107.1)', () => {
  it.each([
    { name: 'CR 107.1: 3 is an integer', n: 3, expected: true },
    { name: 'CR 107.1 with 107.1b: -3 is an integer (game values may be negative)', n: -3, expected: true },
    { name: 'CR 107.1: 0 is an integer', n: 0, expected: true },
    { name: 'CR 107.1a: 2.5 is a fraction', n: 2.5, expected: false },
    { name: 'CR 107.1: NaN is no number the game uses', n: Number.NaN, expected: false },
    { name: 'CR 107.1: Infinity is no integer', n: Number.POSITIVE_INFINITY, expected: false },
    { name: 'CR 107.1: 2^53 cannot be held exactly', n: 2 ** 53, expected: false },
  ])('$name', ({ n, expected }) => {
    expect(isGameInteger(n)).toBe(expected);
  });
});

describe('divideRounded (CR 107.1a)', () => {
  it.each<{ name: string; n: number; d: number; rounding: Rounding; expected: number }>([
    { name: 'CR 107.1a: half of 5, rounded up, is 3', n: 5, d: 2, rounding: 'up', expected: 3 },
    { name: 'CR 107.1a: half of 5, rounded down, is 2', n: 5, d: 2, rounding: 'down', expected: 2 },
    { name: 'CR 107.1a: half of 4 needs no rounding', n: 4, d: 2, rounding: 'up', expected: 2 },
    { name: 'CR 107.1a: a third of 7, rounded up, is 3', n: 7, d: 3, rounding: 'up', expected: 3 },
    {
      name: 'CR 107.1a with 107.1b: half of -3, rounded down, is -2',
      n: -3,
      d: 2,
      rounding: 'down',
      expected: -2,
    },
    {
      name: 'CR 107.1a with 107.1b: half of -3, rounded up, is -1',
      n: -3,
      d: 2,
      rounding: 'up',
      expected: -1,
    },
    { name: 'CR 107.2: dividing by 0 has no answer, so 0', n: 6, d: 0, rounding: 'down', expected: 0 },
    { name: 'CR 107.2: 0 divided by 0 is 0', n: 0, d: 0, rounding: 'up', expected: 0 },
  ])('$name', ({ n, d, rounding, expected }) => {
    expect(divideRounded(n, d, rounding)).toBe(expected);
  });

  it('CR 107.1a with 107.1b: half of -1, rounded up, is a plain 0, not -0', () => {
    expect(Object.is(divideRounded(-1, 2, 'up'), 0)).toBe(true);
  });

  it('CR 107.1a property: the result is always a game integer, between the two roundings', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer().filter((d) => d !== 0),
        fc.constantFrom(...ROUNDINGS),
        (n, d, rounding) => {
          const result = divideRounded(n, d, rounding);
          expect(isGameInteger(result)).toBe(true);
          expect(Math.abs(result - n / d)).toBeLessThan(1);
          if (rounding === 'up') expect(result).toBeGreaterThanOrEqual(n / d);
          else expect(result).toBeLessThanOrEqual(n / d);
        },
      ),
    );
  });
});

describe('chooseAnyNumber (CR 107.1c)', () => {
  it.each([
    { name: 'CR 107.1c: zero may be chosen', n: 0, expected: 0 },
    { name: 'CR 107.1c: any positive number may be chosen (7)', n: 7, expected: 7 },
    { name: 'CR 107.1c: a large positive number may be chosen (1000)', n: 1000, expected: 1000 },
  ])('$name', ({ n, expected }) => {
    expect(chooseAnyNumber(n)).toEqual({ ok: true, value: expected });
  });

  it.each([
    { name: 'CR 107.1c (and 107.1b): -1 is negative', n: -1, rule: '107.1c' },
    { name: 'CR 107.1a: 2.5 is a fraction', n: 2.5, rule: '107.1a' },
    { name: 'CR 107.1: NaN is not an integer', n: Number.NaN, rule: '107.1' },
    { name: 'CR 107.1: Infinity is not an integer', n: Number.POSITIVE_INFINITY, rule: '107.1' },
  ])('$name', ({ n, rule }) => {
    const result = chooseAnyNumber(n);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'ERR_NUMBER', rule });
  });

  it('CR 107.1c property: exactly the non-negative integers can be chosen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        expect(chooseAnyNumber(n).ok).toBe(n >= 0);
      }),
    );
  });
});

describe('determinedOrZero (CR 107.2)', () => {
  it.each([
    { name: 'CR 107.2: an undefined number is 0', value: undefined, expected: 0 },
    { name: 'CR 107.2: a missing (null) number is 0', value: null, expected: 0 },
    { name: 'CR 107.2: NaN cannot be determined, so 0', value: Number.NaN, expected: 0 },
    { name: 'CR 107.2: a known number stays (5)', value: 5, expected: 5 },
    { name: 'CR 107.1b: a known negative game value stays (-3)', value: -3, expected: -3 },
  ])('$name', ({ value, expected }) => {
    expect(determinedOrZero(value)).toBe(expected);
  });
});
