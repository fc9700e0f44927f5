import { excerpt } from '../src/excerpt.js';
import * as numbers from '../src/numbers/index.js';
import { err, ok, type Result, type RulesError } from '../src/result.js';
import { paint } from './terminal.js';

/** Exit codes: 0 done, 1 a valid question whose answer is "no", 2 bad input. */
export const EXIT_NO = 1;
export const EXIT_BAD_INPUT = 2;

export const printJson = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
};

/** About 64 kB of text per write: few writes, and no string of the whole output. */
const CHUNK_LENGTH = 65_536;

/**
 * Lines to stdout, each ended by a newline, written in chunks as they come: half a million
 * `--explain` lines held at once, then joined, cost more in garbage collection than in formatting
 * (issue 18).
 */
export const printLines = (lines: Iterable<string>): void => {
  let chunk = '';
  for (const line of lines) {
    chunk += `${line}\n`;
    if (chunk.length >= CHUNK_LENGTH) {
      process.stdout.write(chunk);
      chunk = '';
    }
  }
  if (chunk !== '') process.stdout.write(chunk);
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

/** ` (CR 107.1a)` after a message, unless the message already cites its rule: never the rule twice. */
export const ruleSuffix = (error: RulesError): string =>
  error.rule && !error.message.includes(`CR ${error.rule}`) ? ` (CR ${error.rule})` : '';

/**
 * How long an error line may be before it is cut, with an ellipsis: one line, whatever the input.
 * Messages quote 80 characters of bad input; this is the backstop, long enough for an ability's
 * text quoted with why the compiler stopped.
 */
export const ERROR_LINE_LENGTH = 1000;

/** How much of the input is drawn around the caret. */
const CARET_WINDOW = 60;

/** The input's characters around `offset`, cut with ellipses, and where the caret goes under them. */
const around = (input: string, offset: number): { readonly shown: string; readonly at: number } => {
  const start = Math.max(0, Math.min(offset - CARET_WINDOW / 2, input.length - CARET_WINDOW));
  const before = start > 0 ? '…' : '';
  const after = start + CARET_WINDOW < input.length ? '…' : '';
  return {
    shown: `${before}${input.slice(start, start + CARET_WINDOW)}${after}`,
    at: offset - start + before.length,
  };
};

/** Text on one line: each line break (a JSON parser's message quotes the input) shown as a space, so offsets hold. */
const oneLine = (text: string): string => text.replace(/[\r\n]/g, ' ');

/**
 * The one way every command reports an error: under --json, `{ error: { code, message, path?,
 * rule?, offset? }, ...context }` on stdout; else a line on stderr, at most ERROR_LINE_LENGTH
 * characters, with the rule and a caret under the offending character when there is one. Sets
 * the exit code.
 */
export const fail = (error: RulesError, how: Failure): void => {
  process.exitCode = how.exit ?? EXIT_BAD_INPUT;
  if (how.json) {
    printJson({ error: { ...how.about, ...error }, ...how.context });
    return;
  }
  const c = paint.err;
  const rule = ruleSuffix(error);
  const where = error.path ? ` at ${excerpt(error.path)}` : '';
  const line = excerpt(oneLine(`${how.what}${where}: ${error.message}`), ERROR_LINE_LENGTH - rule.length);
  process.stderr.write(`${c.red('error')}: ${line}${rule ? c.dim(rule) : ''}\n`);
  if (error.offset !== undefined && how.input !== undefined) {
    const { shown, at } = around(oneLine(how.input), error.offset);
    process.stderr.write(`  ${shown}\n  ${' '.repeat(at)}${c.red('^')}\n`);
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
  return err({
    code: 'ERR_NUMBER',
    message: `--${name} must be ${kind}, not "${excerpt(text)}"`,
    rule: '107.1',
  });
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
