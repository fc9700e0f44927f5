import { isChoiceWord } from '../effects/choice-words.js';
import { all, chain, ok, type Result } from '../result.js';
import type { Decision } from '../state/answers.js';

/** The lists of a decision that name objects (cards and permanents), and the one that may name players too. */
const OBJECT_LISTS = ['top', 'bottom', 'graveyard', 'cards', 'permanents'] as const;

/** A check of one id at its JSON path. */
type Check = (id: string, path: string) => Result<unknown>;

/**
 * The ids a player's decisions name (CR 608.2d): cards and permanents are objects; what
 * proliferate or bolster chose (`chosen`, 701.34a) may be a player too, or else a word a choice
 * names (a colour, "tap", a creature type).
 */
export const checkDecisions = (
  decisions: readonly Decision[] | undefined,
  at: (...keys: (string | number)[]) => string,
  object: Check,
  either: Check,
): Result<unknown> =>
  all(decisions ?? [], (decision, k) =>
    chain(
      all(OBJECT_LISTS, (list) =>
        all(decision[list] ?? [], (id, j) => object(id, at('decisions', k, list, j))),
      ),
      // A word ("R", "untap", "Island") is checked by the engine against what the choice allows.
      () =>
        all(decision.chosen ?? [], (id, j) =>
          isChoiceWord(id) ? ok(id) : either(id, at('decisions', k, 'chosen', j)),
        ),
    ),
  );
