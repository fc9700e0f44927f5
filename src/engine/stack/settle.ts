import type { CardPool } from '../../cards/pool.js';
import { appendAll } from '../../lists.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { endLapsed } from '../for-as-long-as.js';
import type { Outcome } from '../outcome.js';
import { legendChoicesAwaited } from '../state-based/legend-rule.js';
import { checkStateBasedActions } from '../state-based/state-based.js';
import { noteTriggers, recordTriggers } from '../triggers/note.js';
import { stateTriggers } from '../triggers/state-triggers.js';
import { followChanges } from '../turn/sickness.js';
import { viewOf } from '../view.js';
import { breakPairs } from '../zones/unpair.js';
import { gameOver } from './game-over.js';
import { putTriggers } from './put-triggers.js';

/**
 * CR 117.5: what happens each time a player would receive priority: state-based actions, as
 * many rounds as apply (704.3); then the state-triggered abilities whose condition holds
 * (603.8); then the triggered abilities waiting are put on the stack (603.3b); repeated until
 * nothing more happens. Then `receiver` gets priority, with no passes counted after a player's
 * action (117.4), or with those `passed` before it when the receiver is the next to whom priority
 * is passed (117.3d: neither a state-based action nor a trigger is a player's action); null gives
 * it to nobody (the untap and cleanup steps, 502.4, 514.3). A player who must choose how their
 * triggered abilities go on the stack stops it there (`toAct`), the receiver kept in `priority`
 * for when they have; so does a player choosing the legendary permanent they keep (704.5j). `before` is the game as the step began, for what follows from control
 * changing (302.6, 506.4; turn/sickness.ts).
 */
export const settle = (
  before: GameState,
  done: Outcome,
  pool: CardPool,
  receiver: PlayerId | null,
  passed: readonly PlayerId[] = [],
): Result<Outcome> => {
  // CR 611.2b: "for as long as" effects whose duration no longer holds have ended.
  const lapsed = map(viewOf(done.state, pool), endLapsed);
  if (!lapsed.ok) return lapsed;
  // CR 702.95e: pairs whose creatures stopped being creatures or changed controller are broken,
  // before state-based actions read the toughness a pairing gave.
  const unpaired = breakPairs(before, lapsed.value.state, pool);
  if (!unpaired.ok) return unpaired;
  const events: GameEvent[] = [...done.events, ...lapsed.value.events, ...unpaired.value.events];
  let state = unpaired.value.state;
  for (;;) {
    const checked = checkStateBasedActions(state, pool);
    if (!checked.ok) return checked;
    appendAll(events, checked.value.events);
    state = checked.value.state;
    // CR 704.5j: a player must choose which legendary permanent they keep: the game waits (toAct).
    if (legendChoicesAwaited(state).length > 0)
      return ok({ state: { ...state, priority: receiver, passed }, events });
    const over = gameOver(state);
    if (over) return ok({ state: over.state, events: [...events, ...over.events] });
    const held = stateTriggers(checked.value.view, pool);
    if (held.length > 0) {
      const recorded = recordTriggers(state, held);
      appendAll(events, recorded.events);
      state = recorded.state;
    }
    if (state.triggered.length === 0) break;
    const put = putTriggers(state, pool);
    if (!put.ok) return put;
    const choosing = put.value.state.triggered.length > 0;
    // CR 603.3d: abilities put on the stack may target permanents whose abilities trigger; those
    // wait for the next time round (603.3b).
    const noted = noteTriggers(state, put.value, pool);
    if (!noted.ok) return noted;
    appendAll(events, noted.value.events);
    state = noted.value.state;
    // A player must choose how theirs go on the stack: the game waits for them (toAct).
    if (choosing) return ok({ state: { ...state, priority: receiver, passed }, events });
  }
  return map(follow(before, state, pool), (changed) => ({
    state: { ...changed.state, priority: receiver, passed },
    events: [...events, ...changed.events],
  }));
};

/** CR 302.6, 506.4: what control changes and creatures ceasing to be creatures bring about. */
const follow = (before: GameState, after: GameState, pool: CardPool): Result<Outcome> =>
  chain(viewOf(before, pool), (was) => map(viewOf(after, pool), (now) => followChanges(was, now)));
