import pc from 'picocolors';
import type { RulesError } from '../src/index.js';

/** Exit codes: 0 done, 1 a valid question whose answer is "no", 2 bad input. */
export const EXIT_NO = 1;
export const EXIT_BAD_INPUT = 2;

/** Prints an error to stderr, pointing at the offending character when there is one. */
export const printError = (what: string, input: string, error: RulesError): void => {
  const rule = error.rule && !error.message.includes(`CR ${error.rule}`) ? pc.dim(` (CR ${error.rule})`) : '';
  process.stderr.write(`${pc.red('error')}: ${what}: ${error.message}${rule}\n`);
  if (error.offset !== undefined) {
    process.stderr.write(`  ${input}\n  ${' '.repeat(error.offset)}${pc.red('^')}\n`);
  }
};

export const printJson = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
};

/** Parses a whole number option, or reports it and returns undefined. */
export const wholeNumber = (
  name: string,
  text: string | undefined,
  allowNegative: boolean,
): number | undefined => {
  if (text === undefined) return undefined;
  const pattern = allowNegative ? /^-?\d+$/ : /^\d+$/;
  if (!pattern.test(text)) {
    const kind = allowNegative ? 'a whole number' : 'a whole number of 0 or more';
    process.stderr.write(`${pc.red('error')}: --${name} must be ${kind}, not "${text}" (CR 107.1)\n`);
    process.exitCode = EXIT_BAD_INPUT;
    return undefined;
  }
  return Number(text);
};
