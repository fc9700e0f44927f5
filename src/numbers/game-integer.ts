import { type ErrorCode, err, ok, type Result, rulesError } from '../result.js';
import { kindOf } from '../value-kind.js';
import { nonIntegerRule, nonIntegerWhy } from './integers.js';

/**
 * The largest number the game can count here, 2^53 − 1. CR 107.1 puts no bound on the game's
 * integers, but past this one a JavaScript number can no longer tell one integer from the next,
 * so a number that would pass it is refused rather than answered wrongly.
 */
export const LARGEST_GAME_INTEGER = Number.MAX_SAFE_INTEGER;

/** Why a value is not a number of the game, and the rule it breaks. */
export interface NumberProblem {
  readonly message: string;
  readonly rule: '107.1' | '107.1a' | '107.1b';
}

/** What a whole number (or an infinity) beyond the game's integers says. */
const beyondMessage = (n: number): string =>
  n > 0
    ? `${n} is past 2^53 − 1 (${LARGEST_GAME_INTEGER}), the largest number the game can count (CR 107.1)`
    : `${n} is below −(2^53 − 1) (−${LARGEST_GAME_INTEGER}), the least number the game can count (CR 107.1)`;

/**
 * What is wrong with `n` as a number of the game, or null when nothing is: it is a number
 * (107.1), whole (107.1a), within 2^53 − 1 either way (107.1), and, where the game uses no
 * values below some bound (damage, counters, X: 107.1b), at least `least`. Board files, the
 * API's arguments, the command line's options and the engine's results all pass this one check.
 */
export const integerProblem = (n: unknown, least?: number): NumberProblem | null => {
  if (typeof n !== 'number') return { message: `${kindOf(n)} is not a number (CR 107.1)`, rule: '107.1' };
  const rule = nonIntegerRule(n);
  if (rule === '107.1' && !Number.isNaN(n)) return { message: beyondMessage(n), rule };
  if (rule !== null) return { message: `${String(n)} ${nonIntegerWhy(rule)} (CR ${rule})`, rule };
  if (least === undefined || n >= least) return null;
  return { message: `${n} is less than ${least}, the least this number can be (CR 107.1b)`, rule: '107.1b' };
};

/**
 * `n` as a number of the game (see integerProblem), or an error at `path` saying why not:
 * `ERR_NUMBER`, or the code given (`ERR_X_VALUE` for an announced X).
 */
export const gameInteger = (
  n: unknown,
  path: string,
  least?: number,
  code: ErrorCode = 'ERR_NUMBER',
): Result<number> => {
  const problem = integerProblem(n, least);
  return problem === null
    ? ok(n as number)
    : err(rulesError(code, problem.message, { path, rule: problem.rule }));
};
