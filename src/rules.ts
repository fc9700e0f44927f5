/** The edition of the Comprehensive Rules this library implements, by its effective date. */
export const CR_EDITION = '2026-01-16';

/** A rule number as the Comprehensive Rules print it: `107.4h`, `613.1`, `704.5f`. */
export type RuleNumber = `${number}.${string}`;

/** A citation of a rule, as it appears in traces, plans and errors. */
export interface RuleCitation {
  readonly rule: RuleNumber;
  readonly text: string;
}
