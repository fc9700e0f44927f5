import type { Color } from '../symbols/colors.js';
import type { EntryChoices } from './types.js';

/**
 * CR 601.2h: the mana spent to cast the spell that became an object: in all, of one colour, or
 * (`same`) the most of any one colour ("at least three mana of the same color"); none for an
 * object that wasn't cast (107.2).
 */
export const manaSpentOf = (choices: EntryChoices | undefined, color?: Color | 'same'): number => {
  if (color === undefined) return choices?.manaSpent ?? 0;
  const byColor = choices?.manaSpentByColor ?? {};
  return color === 'same'
    ? Object.values(byColor).reduce((most, n) => Math.max(most, n), 0)
    : (byColor[color] ?? 0);
};
