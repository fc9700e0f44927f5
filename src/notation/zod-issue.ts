import type { z } from 'zod';
import { excerpt, excerptJson } from '../excerpt.js';
import { integerProblem } from '../numbers/game-integer.js';
import { type RulesError, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import { didYouMean } from '../state/suggest.js';

type Issue = z.core.$ZodIssue;

/**
 * The issue to report for a failed union: the branch that got furthest into the input, since
 * that is the form the writer meant. Paths inside a branch are relative to the union.
 */
const deepest = (issue: Issue): Issue => {
  if (issue.code !== 'invalid_union') return issue;
  let best: Issue = issue;
  for (const branch of issue.errors) {
    const first = branch[0];
    if (first === undefined) continue;
    const inner = deepest(first);
    const candidate = { ...inner, path: [...issue.path, ...inner.path] };
    if (candidate.path.length > best.path.length) best = candidate;
  }
  return best;
};

/** The bad value, as much of it as a message quotes. */
const show = (value: unknown): string => (value === undefined ? 'nothing' : excerptJson(value, SHOWN_LENGTH));

/** Short enough that the expected form, after it, stays in view. */
const SHOWN_LENGTH = 40;

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
  null: 'null',
};

const expected = (issue: Issue): string[] =>
  issue.code === 'invalid_type'
    ? [EXPECTED[issue.expected] ?? issue.expected]
    : issue.code === 'invalid_union'
      ? issue.errors.flatMap((branch) => (branch[0] ? expected(branch[0]) : []))
      : [];

const lastKey = (path: readonly PropertyKey[]): string => String(path[path.length - 1] ?? 'value');

/** A discriminated union's issue: its input is the whole object, its path ends at the key. */
const badDiscriminator = (issue: Issue, key: string): string => {
  const known = ('options' in issue ? (issue.options ?? []) : []).map(String);
  const input = issue.input;
  const given: unknown = typeof input === 'object' && input !== null ? Reflect.get(input, key) : undefined;
  if (given === undefined) return `"${key}" is required: one of ${known.join(', ')}`;
  const typo = typeof given === 'string' ? didYouMean(given, known) : '';
  return `${key} ${show(given)} is not one of: ${known.join(', ')}${typo}`;
};

const message = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `missing "${lastKey(issue.path)}": expected ${expected(issue).join(' or ')}`
        : `expected ${expected(issue).join(' or ')}, got ${show(issue.input)}`;
    case 'invalid_union':
      if (issue.discriminator !== undefined) return badDiscriminator(issue, issue.discriminator);
      return `expected ${[...new Set(expected(issue))].join(' or ')}, got ${show(issue.input)}`;
    case 'too_small':
      if (issue.origin === 'string') return 'must not be empty';
      if (issue.origin === 'array') return `needs at least ${issue.minimum} entries`;
      return `${show(issue.input)} is less than the minimum, ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${show(issue.input)} is longer than ${issue.maximum} characters`;
      return `${show(issue.input)} is more than the maximum, ${issue.maximum}`;
    case 'unrecognized_keys':
      return `unknown field "${excerpt(issue.keys[0] ?? '')}"`;
    case 'invalid_value': {
      const known = issue.values.map(String);
      const input = typeof issue.input === 'string' ? issue.input : '';
      return `${show(issue.input)} is not one of: ${known.join(', ')}${didYouMean(input, known)}`;
    }
    case 'invalid_key':
      return `invalid key: ${issue.issues[0] ? message(issue.issues[0]) : issue.message}`;
    default:
      return issue.message;
  }
};

/** Whether the issue is about an integer: a number where one belongs, or one beyond safe integers. */
const aboutInteger = (issue: Issue): boolean => {
  if (issue.code === 'invalid_type') return issue.expected === 'int';
  return (issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'int';
};

/** CR 107.1: a number that is not a whole number gets the numbers' error and rule. */
const numberError = (issue: Issue, path: string): RulesError | null => {
  const problem = typeof issue.input === 'number' && aboutInteger(issue) ? integerProblem(issue.input) : null;
  if (problem === null) return null;
  return rulesError('ERR_NUMBER', problem.message, { path, rule: problem.rule });
};

/** A person's error for the first problem zod found, with the JSON path of the value. */
export const issueToError = (first: Issue): RulesError => {
  const issue = deepest(first);
  const segments = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
  const path = jsonPath(segments);
  return numberError(issue, path) ?? rulesError('ERR_BOARD_SCHEMA', message(issue), { path });
};
