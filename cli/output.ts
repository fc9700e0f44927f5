import { err, numbers, ok, type Result, type RulesError } from '../src/index.js';
import { paint } from './terminal.js';

/** Exit codes: 0 done, 1 a valid question whose answer is "no", 2 bad input. */
export const EXIT_NO = 1;
export const EXIT_BAD_INPUT = 2;

export const printJson = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
};

export interface Failure {
  /** What the command could not do, ahead of the message: "can't read the cost". */
  readonly what: string;
  /** The text an offset points into, to draw a caret under the offending character. */
  readonly input?: string;
  readonly json?: boolean;
  /** More about the error under --json: where in a run it happened. */
  readonly about?: Readonly<Record<string, unknown>>;
  /** Printed beside `error` under --json: what happened before the failure. */
  readonly context?: Readonly<Record<string, unknown>>;
  /** EXIT_BAD_INPUT unless said. */
  readonly exit?: number;
}

/**
 * The one way every command reports an error: under --json, `{ error: { code, message, path?,
 * rule?, offset? }, ...context }` on stdout; else a line on stderr, with the rule and a caret
 * under the offending character when there is one. Sets the exit code.
 */
export const fail = (error: RulesError, how: Failure): void => {
  process.exitCode = how.exit ?? EXIT_BAD_INPUT;
  if (how.json) {
    printJson({ error: { ...how.about, ...error }, ...how.context });
    return;
  }
  const c = paint.err;
  const rule = error.rule && !error.message.includes(`CR ${error.rule}`) ? c.dim(` (CR ${error.rule})`) : '';
  const where = error.path ? ` at ${error.path}` : '';
  process.stderr.write(`${c.red('error')}: ${how.what}${where}: ${error.message}${rule}\n`);
  if (error.offset !== undefined && how.input !== undefined) {
    process.stderr.write(`  ${how.input}\n  ${' '.repeat(error.offset)}${c.red('^')}\n`);
  }
};

/** A whole number option (CR 107.1), absent if not given. */
export const wholeNumber = (
  name: string,
  text: string | undefined,
  allowNegative: boolean,
): Result<number | undefined> => {
  if (text === undefined) return ok(undefined);
  const pattern = allowNegative ? /^-?\d+$/ : /^\d+$/;
  // The digits' value passes the same check as every number of a board file (CR 107.1).
  if (pattern.test(text)) return numbers.gameInteger(Number(text), `--${name}`);
  const kind = allowNegative ? 'a whole number' : 'a whole number of 0 or more';
  return err({ code: 'ERR_NUMBER', message: `--${name} must be ${kind}, not "${text}"`, rule: '107.1' });
};

/**
 * Commander's own errors (an unknown option, a missing argument): under --json, the same
 * `{ error: { code, message } }` as every other error, with the code ERR_USAGE; else as Commander
 * writes them. They come before the options are parsed, so --json is looked for in the arguments.
 */
export const usageError = (text: string, write: (text: string) => void): void => {
  if (!process.argv.includes('--json')) {
    write(text);
    return;
  }
  printJson({ error: { code: 'ERR_USAGE', message: text.replace(/^error: /, '').trim() } });
};
