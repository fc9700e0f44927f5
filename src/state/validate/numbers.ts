import { integerProblem } from '../../numbers/game-integer.js';
import type { PathSegment } from '../json-path.js';
import type { At, Found } from './problem.js';

/**
 * CR 107.1: a number of the game, at `at(key)`, is an integer; and, where the game uses no
 * negative values (107.1b: damage, counters, timestamps, counts), at least `least`.
 */
export const whole = (n: number, at: At, key: PathSegment, least?: number): Found => {
  const problem = integerProblem(n, least);
  return problem === null ? null : { code: 'ERR_NUMBER', ...problem, where: at(key) };
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
