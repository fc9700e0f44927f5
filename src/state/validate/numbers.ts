import { nonIntegerRule, nonIntegerWhy } from '../../numbers/integers.js';
import type { PathSegment } from '../json-path.js';
import type { At, Found } from './problem.js';

/**
 * CR 107.1: a number of the game, at `at(key)`, is an integer; and, where the game uses no
 * negative values (107.1b: damage, counters, timestamps, counts), at least `least`.
 */
export const whole = (n: number, at: At, key: PathSegment, least?: number): Found => {
  if (Number.isSafeInteger(n) && (least === undefined || n >= least)) return null;
  const rule = typeof n === 'number' ? nonIntegerRule(n) : '107.1';
  if (rule !== null)
    return {
      code: 'ERR_NUMBER',
      message: `${String(n)} ${nonIntegerWhy(rule)} (CR ${rule})`,
      where: at(key),
      rule,
    };
  const message = `${n} is less than ${least}, the least this number can be (CR 107.1b)`;
  return { code: 'ERR_NUMBER', message, where: at(key), rule: '107.1b' };
};

/** `whole` for a number that may be absent. */
export const wholeIf = (n: number | undefined, at: At, key: PathSegment, least?: number): Found =>
  n === undefined ? null : whole(n, at, key, least);

/** Each value of a record of counts (counters by kind, turns by ability number), at `at(kind)`, a whole number from 0. */
export const counts = (record: Readonly<Record<string, number>>, at: At): Found => {
  for (const key of Object.keys(record)) {
    const found = whole(record[key] as number, at, key, 0);
    if (found !== null) return found;
  }
  return null;
};
