import type { Instruction } from '../effects/types.js';
import { announcedDivisionIn } from '../engine/resolution/division.js';
import type { DamageDivision } from '../state/answers.js';

/**
 * CR 601.2d: what a spell or ability divides among its targets as announced: the amount, when it
 * is a number printed on it; null when it divides nothing as chosen; `unlisted` when the amount
 * is known only as it is announced (X, a count), which `legalActions` doesn't search.
 */
export const divisionAmount = (instructions: readonly Instruction[]): number | null | 'unlisted' => {
  const divided = announcedDivisionIn(instructions);
  if (divided === undefined) return null;
  return divided.amount.kind === 'constant' ? divided.amount.n : 'unlisted';
};

/**
 * CR 601.2d: one division of `amount` among the targets, each at least 1 (the first takes the
 * rest); none for fewer than two targets, where the one target takes it all unannounced.
 */
export const firstDivision = (targets: readonly string[], amount: number): DamageDivision | undefined => {
  if (targets.length < 2) return undefined;
  const division: Record<string, number> = {};
  for (const [i, t] of targets.entries()) division[t] = i === 0 ? amount - (targets.length - 1) : 1;
  return division;
};
