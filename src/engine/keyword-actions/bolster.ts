import type { KeywordActionInstruction } from '../../effects/keyword-actions.js';
import { smallest } from '../../lists.js';
import { chain, ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { Decisions } from '../resolution/decision.js';
import { amountOf, type Resolving } from '../resolution/resolving.js';
import { isCreature, viewOf } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';

const RULE = '701.39a';

/**
 * CR 701.39a: "Bolster N": its controller chooses a creature they control with the least
 * toughness (after the layers, 613), or one tied for it (their decision's `chosen`, asked only
 * when there is a tie), and puts N +1/+1 counters on it. With no creature, nothing happens.
 */
export const bolster = (
  state: GameState,
  r: Resolving,
  i: Extract<KeywordActionInstruction, { kind: 'bolster' }>,
): Result<Outcome> => {
  const n = amountOf(i.amount, r, state);
  if (!n.ok) return n;
  const view = viewOf(state, r.pool);
  if (!view.ok) return view;
  const mine = [...view.value.chars.values()].filter(
    (c) => c.zone === 'battlefield' && isCreature(c) && c.controller === r.action.controller,
  );
  const least = smallest(
    mine.map((c) => c.toughness ?? 0),
    0,
  );
  const tied = mine.filter((c) => (c.toughness ?? 0) === least).map((c) => c.id);
  const only = tied.length === 1 ? tied[0] : undefined;
  if (tied.length === 0) return ok({ state, events: [] });
  if (only !== undefined) return putCounters(state, r.pool, only, '+1/+1', n.value, RULE);
  const chosen = (r.decisions ?? new Decisions([])).nextOneOf(
    `which creature to bolster, of ${tied.join(', ')} tied for the least toughness`,
    RULE,
    tied,
  );
  return chain(chosen, (id) => putCounters(state, r.pool, id, '+1/+1', n.value, RULE));
};
