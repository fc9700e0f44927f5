import { describe, expect, it } from 'vitest';
import { type ManaCost, parseManaCost } from '../../src/mana/cost.js';
import { lockInCost } from '../../src/mana/lock-in.js';
import { planPayment } from '../../src/mana/payment.js';
import { parseManaPool } from '../../src/mana/pool.js';

/**
 * Issue 18, items 5 and 7: numbers outside the game's integers (CR 107.1) given to the mana
 * functions were used as they were. `lockInCost` with X of Infinity, 2.5 or −3 answered a cost;
 * `planPayment` with a life of 2.5 paid; a locked-in cost past 2^53 − 1 was a wrong number.
 */

const cost = (text: string): ManaCost => {
  const parsed = parseManaCost(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('lockInCost: announced values and totals (CR 107.3a, 107.1)', () => {
  it.each([
    ['CR 107.1: X of Infinity', Number.POSITIVE_INFINITY, '107.1'],
    ['CR 107.1a: X of 2.5', 2.5, '107.1a'],
    ['CR 107.1b: X of −3', -3, '107.1b'],
    ['CR 107.1: X of NaN', Number.NaN, '107.1'],
    ['CR 107.1: X of 2^53', 2 ** 53, '107.1'],
  ])('%s is ERR_X_VALUE at $.variables.X', (_name, x, rule) => {
    expect(lockInCost(cost('{X}{R}'), { variables: { X: x } })).toMatchObject({
      ok: false,
      error: { code: 'ERR_X_VALUE', path: '$.variables.X', rule },
    });
  });

  it('CR 107.3a: X of 3 is locked in as {3}', () => {
    const locked = lockInCost(cost('{X}{R}'), { variables: { X: 3 } });
    expect(locked.ok && locked.value.map((s) => s.text)).toStrictEqual(['{3}', '{R}']);
  });

  it('CR 107.1: {X}{X} with X of 2^52 totals 2^53, past 2^53 − 1: ERR_NUMBER, not a wrong cost', () => {
    expect(lockInCost(cost('{X}{X}{R}'), { variables: { X: 2 ** 52 } })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NUMBER', path: '$.generic', rule: '107.1' },
    });
  });

  it('CR 107.1: an additional {1} on {9007199254740991} passes 2^53 − 1', () => {
    expect(lockInCost(cost('{9007199254740991}'), { additional: [cost('{1}')] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NUMBER', rule: '107.1' },
    });
  });
});

describe('planPayment: a life total is a game integer (CR 107.1, 119.4)', () => {
  const pool = parseManaPool('{C}');
  if (!pool.ok) throw new Error(pool.error.message);
  it.each([
    ['CR 107.1a: life 2.5', 2.5, '107.1a'],
    ['CR 107.1: life Infinity (a 400-digit number)', Number.POSITIVE_INFINITY, '107.1'],
    ['CR 107.1: life NaN', Number.NaN, '107.1'],
    ['CR 107.1: life 2^53', 2 ** 53, '107.1'],
  ])('%s is ERR_NUMBER at $.life', (_name, life, rule) => {
    expect(planPayment(cost('{W/P}'), { pool: pool.value, life })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NUMBER', path: '$.life', rule },
    });
  });

  it('CR 107.1b, 119.4: a negative life is a game integer, and pays no life', () => {
    expect(planPayment(cost('{W/P}'), { pool: pool.value, life: -2 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNPAYABLE' },
    });
  });
});
