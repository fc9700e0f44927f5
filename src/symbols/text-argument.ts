import { type Err, type ErrorCode, err, type RulesError, rulesError } from '../result.js';
import { kindOf } from '../value-kind.js';

/**
 * A parser's text argument that is not a string, refused with the parser's own error code at
 * `$`, or null for a string. The types say string, but a JavaScript caller can pass anything,
 * and `parseManaCost(42)` used to answer an empty cost.
 */
export const notText = (value: unknown, code: ErrorCode, what: string): Err<RulesError> | null =>
  typeof value === 'string'
    ? null
    : err(rulesError(code, `${what} is written as text, not as ${kindOf(value)}`, { path: '$' }));
