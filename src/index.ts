/** mtg-rules: the public surface. The CLI imports only this. */
export * from './mana/index.js';
export * from './numbers/index.js';
export { ERROR_CODES, type ErrorCode, err, ok, type Result, type RulesError } from './result.js';
export { CR_EDITION, type RuleCitation, type RuleNumber } from './rules.js';
export * from './symbols/index.js';
