import type { AbilityDef } from '../effects/types.js';

/**
 * "The number of cards revealed this way", "for each card discarded this way" (CR 608.2c) count
 * what the instruction before them revealed or discarded: only an instruction that follows
 * `fromHandAnyNumber` in the same ability has one (its `after`). Anywhere else the words name
 * cards the engine doesn't keep, and the ability stays unsupported.
 */

/** Whether a part of an ability counts cards "this way" outside the instructions after a reveal or discard. */
const outsideHandChoices = (part: unknown): boolean => {
  if (Array.isArray(part)) return part.some(outsideHandChoices);
  if (typeof part !== 'object' || part === null) return false;
  const record = part as Readonly<Record<string, unknown>>;
  if (record.kind === 'cardsThisWay') return true;
  if (record.kind === 'fromHandAnyNumber') return false;
  return Object.values(record).some(outsideHandChoices);
};

export const withCardsThisWay = (a: AbilityDef): AbilityDef =>
  /\bthis way\b/i.test(a.text) && outsideHandChoices(a)
    ? {
        kind: 'unsupported',
        text: a.text,
        reason:
          '"cards revealed / discarded this way" names no reveal or discard of any number of cards before it (CR 608.2c)',
      }
    : a;
