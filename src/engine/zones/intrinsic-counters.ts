import type { CardData } from '../../cards/card-data.js';
import { faceOf } from '../../cards/printed.js';
import { parsePrintedPT } from '../../cards/printed-pt.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { EntryChoices } from '../../state/types.js';

/**
 * CR 306.5b, 310.4b: a planeswalker enters with its printed loyalty in loyalty counters, a
 * battle with its printed defense in defense counters; a printed X is the X it was cast
 * with (107.3m).
 */
export const intrinsicCounters = (
  card: CardData,
  choices: EntryChoices,
): Result<(readonly [string, number, string])[]> => {
  const face = faceOf(card, 0);
  if (!face.ok) return face;
  const found: (readonly [string, number, string])[] = [];
  for (const [type, counter, text, rule] of [
    ['Planeswalker', 'loyalty', face.value.loyalty, '306.5b'],
    ['Battle', 'defense', face.value.defense, '310.4b'],
  ] as const) {
    if (!face.value.types.includes(type) || text === null) continue;
    const printed = parsePrintedPT(text);
    const amount =
      printed.ok && printed.value.kind === 'integer'
        ? printed.value.value
        : printed.ok && printed.value.kind === 'x'
          ? (choices.x ?? 0)
          : null;
    if (amount === null)
      return err(
        rulesError('ERR_UNSUPPORTED', `${card.name}: a printed ${counter} of "${text}" is not supported`, {
          path: '$.object',
          rule,
        }),
      );
    found.push([counter, amount, rule]);
  }
  return ok(found);
};
