import type { GameState, Player, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { goadsEnded } from '../keyword-actions/goad.js';
import { delayedEnded } from '../triggers/delayed-watch.js';

/**
 * The players whose turn began, or would have begun (800.4m), as the turn passed from `previous`
 * to `active`: each seat after `previous`, in turn order, up to and including `active`. Seats of
 * players who left the game are passed over (500.1), so their turns "would have begun" then.
 */
const seatsReached = (players: readonly Player[], previous: PlayerId, active: PlayerId): Set<PlayerId> => {
  const seats = players.map((p) => p.id);
  const from = seats.indexOf(previous);
  const reached = new Set<PlayerId>();
  for (let step = 1; step <= seats.length; step++) {
    const seat = seats[(from + step) % seats.length] as PlayerId;
    reached.add(seat);
    if (seat === active) break;
  }
  return reached;
};

/**
 * CR 611.2a: "until your next turn" lasts until its controller's next turn begins, so it ends
 * as that turn begins, before its untap step untaps anything; 800.4m: if that player has left
 * the game, it ends as that turn would have begun. So do the goads of those players (701.15a).
 * The same state when nothing ended.
 */
export const atTurnStart = (state: GameState, active: PlayerId, events: GameEvent[]): GameState => {
  const reached = seatsReached(state.players, state.turn.active, active);
  const effects = state.effects.filter((e) => {
    if (e.duration !== 'untilYourNextTurn' || !reached.has(e.controller)) return true;
    events.push({ kind: 'effectEnded', effect: e.id, rule: e.controller === active ? '611.2a' : '800.4m' });
    return false;
  });
  const ended = effects.length === state.effects.length ? state : { ...state, effects };
  return goadsEnded(delayedEnded(ended, 'untilYourNextTurn', reached), reached);
};
