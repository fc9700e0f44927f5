import type { AbilityDef } from '../effects/types.js';

/**
 * "The result" (CR 706.2, 706.4) is what the roll before it rolled: only an instruction that
 * follows a roll in the same ability has one (`rollDice`'s `after`). Anywhere else the words name
 * no roll the engine knows, and the ability stays unsupported.
 */

/** Whether a part of an ability names a result outside the instructions that follow a roll. */
const outsideRolls = (part: unknown): boolean => {
  if (Array.isArray(part)) return part.some(outsideRolls);
  if (typeof part !== 'object' || part === null) return false;
  const record = part as Readonly<Record<string, unknown>>;
  if (record.kind === 'dieResult') return true;
  if (record.kind === 'rollDice') return outsideRolls(record.count);
  return Object.values(record).some(outsideRolls);
};

export const withDieResults = (a: AbilityDef): AbilityDef =>
  /\bresults?\b/i.test(a.text) && outsideRolls(a)
    ? { kind: 'unsupported', text: a.text, reason: '"the result" names no die roll before it (CR 706.2)' }
    : a;
