import type { CardPool } from '../cards/pool.js';
import { ok, type Result } from '../result.js';
import type { GameState, ObjectId } from '../state/types.js';
import { changeCounters } from './counters.js';
import { enterTriggers } from './enter-triggers.js';
import { type Outcome, Sequence } from './outcome.js';
import { counterCount, hasKeyword, type View } from './view.js';
import { moveObject } from './zones.js';

/**
 * "When this creature dies" abilities of the keywords here, for creatures an effect destroyed
 * (701.8a): persist (702.79a) and undying (702.93a) return the card under its owner's control
 * with a counter if it had none of that kind, read from `before`, the game as it died
 * (603.10a looks back in time). With no stack yet they resolve at once; the returned object
 * is a new one (400.7), whose "when this enters" abilities trigger (603.6a).
 */
export const returnDying = (
  state: GameState,
  pool: CardPool,
  before: View,
  dying: readonly ObjectId[],
): Result<Outcome> => {
  const run = new Sequence(state);
  for (const id of dying) {
    const was = before.objects.get(id);
    const c = before.chars.get(id);
    const now = run.state.objects.find((o) => o.id === id);
    if (!was || !c || now?.zone !== 'graveyard' || was.token) continue;
    for (const [keyword, counter, rule] of [
      ['Persist', '-1/-1', '702.79a'],
      ['Undying', '+1/+1', '702.93a'],
    ] as const) {
      if (!hasKeyword(c, keyword) || counterCount(was, counter) > 0) continue;
      run.step((s) => moveObject(s, id, 'battlefield', rule, { controller: was.owner }));
      run.step((s) => changeCounters(s, id, counter, 1, rule));
      const entered = enterTriggers(run.state, pool, id);
      if (!entered.ok) return entered;
      run.step(() => entered.value);
      break;
    }
  }
  return ok(run.done());
};
