import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameInteger, integerProblem, LARGEST_GAME_INTEGER } from '../../src/numbers/index.js';

/**
 * CR 107.1: the one check every number of the game passes, in board files, API arguments,
 * command-line options and the engine's results (issue 18, item 7).
 */
describe('integerProblem (CR 107.1)', () => {
  it.each([
    { name: 'CR 107.1: 2^53 − 1 is the largest number counted', n: LARGEST_GAME_INTEGER, rule: null },
    { name: 'CR 107.1: −(2^53 − 1) the least', n: -LARGEST_GAME_INTEGER, rule: null },
    { name: 'CR 107.1: 2^53 is past it', n: 2 ** 53, rule: '107.1' },
    { name: 'CR 107.1: −2^53 is below it', n: -(2 ** 53), rule: '107.1' },
    {
      name: 'CR 107.1: Infinity (a 400-digit number read as text) is past it',
      n: Number(`${'9'.repeat(400)}`),
      rule: '107.1',
    },
    { name: 'CR 107.1: NaN is no number', n: Number.NaN, rule: '107.1' },
    { name: 'CR 107.1a: 2.5 is a fraction', n: 2.5, rule: '107.1a' },
    { name: 'CR 107.1: a string is not a number', n: '3', rule: '107.1' },
    { name: 'CR 107.1: a BigInt is not a number', n: 3n, rule: '107.1' },
    {
      name: 'CR 107.1: a Symbol is not a number, and saying so calls nothing',
      n: Symbol('3'),
      rule: '107.1',
    },
    { name: 'CR 107.1: undefined is not a number', n: undefined, rule: '107.1' },
  ])('$name', ({ n, rule }) => {
    expect(integerProblem(n)?.rule ?? null).toBe(rule);
  });

  it('CR 107.1b: below the least a count can be', () => {
    expect(integerProblem(-3, 0)).toStrictEqual({
      message: '-3 is less than 0, the least this number can be (CR 107.1b)',
      rule: '107.1b',
    });
  });

  it('the message names the bound', () => {
    expect(integerProblem(2 ** 53)?.message).toBe(
      '9007199254740992 is past 2^53 − 1 (9007199254740991), the largest number the game can count (CR 107.1)',
    );
  });

  it('gameInteger: the number, or ERR_NUMBER at the path given', () => {
    expect(gameInteger(7, '$.x')).toStrictEqual({ ok: true, value: 7 });
    expect(gameInteger(-1, '$.x', 0)).toMatchObject({
      ok: false,
      error: { code: 'ERR_NUMBER', path: '$.x' },
    });
  });

  it('property: a number passes exactly when it is a safe integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.maxSafeInteger(), fc.constant(2 ** 53)), (n) => {
        expect(integerProblem(n) === null).toBe(Number.isSafeInteger(n));
      }),
    );
  });
});
