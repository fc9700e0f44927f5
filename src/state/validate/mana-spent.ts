import { isColor } from '../../symbols/colors.js';
import type { EntryChoices } from '../types.js';
import { whole } from './numbers.js';
import { type At, broken, type Found, within } from './problem.js';

/**
 * CR 601.2h: the mana of each colour spent on the spell that became it, by colour letter (105.1),
 * each a whole number from 1; as many colours as it says were spent (702.44a), and no more mana
 * in all than was spent. `choicesAt` is the path of the object's choices.
 */
export const checkManaSpentByColor = (choices: EntryChoices, choicesAt: At): Found => {
  const byColor = choices.manaSpentByColor;
  if (byColor === undefined) return null;
  const at = within(choicesAt, 'manaSpentByColor');
  let total = 0;
  for (const [color, n] of Object.entries(byColor)) {
    if (!isColor(color))
      return broken(`"${color}" is not a colour of mana: W, U, B, R or G`, at(color), '105.1');
    const found = whole(n, at, color, 1);
    if (found !== null) return found;
    total += n;
  }
  const colors = Object.keys(byColor).length;
  if (colors !== (choices.colorsSpent ?? 0))
    return broken(
      `mana of ${colors} colours was spent, so colorsSpent is ${colors}, not ${choices.colorsSpent ?? 0}`,
      choicesAt('colorsSpent'),
      '702.44a',
    );
  return total <= (choices.manaSpent ?? 0)
    ? null
    : broken(
        `${total} coloured mana was spent, more than the ${choices.manaSpent ?? 0} mana spent in all`,
        choicesAt('manaSpent'),
        '601.2h',
      );
};
