import { nonIntegerRule, nonIntegerWhy } from '../../numbers/integers.js';
import type { Found, Where } from './problem.js';

/**
 * CR 107.1: a number of the game is an integer; and, where the game uses no negative values
 * (107.1b: damage, counters, timestamps, counts), at least `least`.
 */
export const whole = (n: number, where: Where, least?: number): Found => {
  const rule = typeof n === 'number' ? nonIntegerRule(n) : '107.1';
  if (rule !== null)
    return { code: 'ERR_NUMBER', message: `${String(n)} ${nonIntegerWhy(rule)} (CR ${rule})`, where, rule };
  if (least === undefined || n >= least) return null;
  const message = `${n} is less than ${least}, the least this number can be (CR 107.1b)`;
  return { code: 'ERR_NUMBER', message, where, rule: '107.1b' };
};

/** `whole` for a number that may be absent. */
export const wholeIf = (n: number | undefined, where: Where, least?: number): Found =>
  n === undefined ? null : whole(n, where, least);

/** Each value of a record of counts (counters by kind, turns by ability number) a whole number from 0. */
export const counts = (record: Readonly<Record<string, number>>, where: Where): Found => {
  for (const [key, n] of Object.entries(record)) {
    const found = whole(n, [...where, key], 0);
    if (found !== null) return found;
  }
  return null;
};
