import type { AbilityDef } from '../effects/types.js';

/**
 * Keywords that stand for one triggered ability, compiled as that ability with the keyword's
 * text, so that each instance triggers on its own (702.112c renown).
 */

/**
 * CR 702.112a: "Renown N" means "When this creature deals combat damage to a player, if it isn't
 * renowned, put N +1/+1 counters on it and it becomes renowned."
 */
const renown = (n: number, text: string): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'dealsCombatDamageToPlayer' },
  condition: { kind: 'sourceIs', state: 'renowned', not: true },
  instructions: [{ kind: 'renown', amount: { kind: 'constant', n } }],
});

/** The ability a keyword-line part stands for, or undefined for any other part. */
export const triggerKeyword = (part: string, text: string): AbilityDef | undefined => {
  const found = /^(renown) (\d+)$/.exec(part.trim().toLowerCase());
  const n = Number(found?.[2]);
  if (!found || !Number.isSafeInteger(n)) return undefined;
  return renown(n, text);
};
