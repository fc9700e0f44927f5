import type { AbilityDef } from '../effects/types.js';
import { instructionsIn } from '../effects/walk.js';

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

/**
 * CR 605.1a, 605.3b: an activated ability with no target that adds mana is a mana ability, which
 * resolves at once, where no question is asked: choosing cards to reveal there (Metalworker) isn't modelled.
 */
const manaAbilityChoosingCards = (a: AbilityDef): boolean => {
  if (a.kind !== 'activated' || a.targets !== null) return false;
  const all = instructionsIn(a.instructions);
  return all.some((i) => i.kind === 'addMana') && all.some((i) => i.kind === 'fromHandAnyNumber');
};

export const withCardsThisWay = (a: AbilityDef): AbilityDef => {
  if (manaAbilityChoosingCards(a))
    return {
      kind: 'unsupported',
      text: a.text,
      reason:
        'a mana ability that chooses cards to reveal or discard is not modelled: it resolves at once, where no question is asked (CR 605.3b, 608.2d)',
    };
  return /\bthis way\b/i.test(a.text) && outsideHandChoices(a)
    ? {
        kind: 'unsupported',
        text: a.text,
        reason:
          '"cards revealed / discarded this way" names no reveal or discard of any number of cards before it (CR 608.2c)',
      }
    : a;
};
