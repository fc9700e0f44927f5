import type { RulesError } from '../../src/browser.js';

/** An error for people: its message, where it applies and the rule it cites. */
export const errorText = (e: RulesError): string =>
  `${e.message}${e.path ? ` (at ${e.path})` : ''}${e.rule ? ` (CR ${e.rule})` : ''}`;
