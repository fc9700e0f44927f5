import type { KeywordActionInstruction } from '../../effects/keyword-actions.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { Decisions, placesExactly } from '../resolution/decision.js';
import { libraryOf } from '../resolution/library.js';
import type { Resolving } from '../resolution/resolving.js';
import { viewOf } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';
import { moveObject } from '../zones/zones.js';
import { sourceController, sourcePermanent } from './keyword-actions.js';

const RULE = '701.44a';

/**
 * CR 701.44a-c: the source explores. Its controller (as it last was, 701.44c) reveals the top
 * card of their library: a land goes to their hand; otherwise a +1/+1 counter goes on the
 * source if it is still on the battlefield, and they decide whether the card goes into their
 * graveyard (`graveyard`) or stays on top (`top`). With no card revealed, "otherwise" holds:
 * the counter, and nothing to decide. Whatever could not be done, it has explored (701.44b).
 */
export const explore = (
  state: GameState,
  r: Resolving,
  _i: Extract<KeywordActionInstruction, { kind: 'explore' }>,
): Result<Outcome> => {
  const player = sourceController(r);
  const top = libraryOf(state, player)[0];
  const run = new Sequence(state);
  if (top !== undefined) {
    run.note({ kind: 'revealed', player, object: top.id, rule: RULE });
    const view = viewOf(state, r.pool);
    if (!view.ok) return view;
    if (view.value.chars.get(top.id)?.types.includes('Land'))
      return ok(run.step((s) => moveObject(s, top.id, 'hand', RULE)).done());
  }
  const explorer = sourcePermanent(state, r);
  if (explorer) run.attempt((s) => putCounters(s, r.pool, explorer.id, '+1/+1', 1, RULE));
  if (top === undefined) return run.result();
  const given = (r.decisions ?? new Decisions([])).next(
    `whether ${top.id}, revealed by exploring, goes into the graveyard or back on top`,
    RULE,
    { kind: 'place', cards: [top.id], to: ['top', 'graveyard'] },
  );
  const decided = chain(given, ({ decision, path }) =>
    map(placesExactly(decision, ['top', 'graveyard'], [top.id], path, RULE), () => decision),
  );
  return chain(decided, (decision) => {
    if (decision.graveyard?.includes(top.id)) run.step((s) => moveObject(s, top.id, 'graveyard', RULE));
    return run.result();
  });
};
