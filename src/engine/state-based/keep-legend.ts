import type { CardPool } from '../../cards/pool.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { whoActs } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { legendChoicesAwaited } from './legend-rule.js';

/** CR 704.5j: the player the legend rule asks keeps one of their legendary permanents with one name. */
export interface KeepLegendAction {
  readonly kind: 'keepLegend';
  /** The permanent kept; the rest of those with its name go to their owners' graveyards. */
  readonly keep: ObjectId;
  /** The player choosing; if given, it must be the one asked (101.4: in APNAP order). */
  readonly player?: PlayerId;
}

/**
 * CR 704.5j, 101.4: the player asked keeps one permanent of a group; once every player has
 * chosen, the state-based actions are performed together (704.3) and the game goes on to the
 * player who would have received priority (117.5).
 */
export const keepLegend = (state: GameState, pool: CardPool, action: KeepLegendAction): Result<Outcome> => {
  const act = whoActs(state);
  if (act.kind !== 'keepLegend')
    return refuse('no player is choosing a legendary permanent to keep', '$.kind', '704.5j');
  if (action.player !== undefined && action.player !== act.player)
    return refuse(`${act.player} chooses first, in APNAP order`, '$.player', '101.4');
  const awaited = legendChoicesAwaited(state);
  const choice = awaited.find((c) => c.player === act.player && c.among.includes(action.keep));
  if (choice === undefined) {
    const offered = awaited.filter((c) => c.player === act.player).flatMap((c) => c.among);
    return refuse(
      `${action.keep} is not one of ${act.player}'s legendary permanents to choose among: ${offered.join(', ')}`,
      '$.keep',
      '704.5j',
    );
  }
  const legendRule = (state.legendRule ?? []).map((c) => (c === choice ? { ...c, kept: action.keep } : c));
  const chosen = { ...state, legendRule };
  if (legendChoicesAwaited(chosen).length > 0) return ok({ state: chosen, events: [] });
  return settle(state, { state: chosen, events: [] }, pool, state.priority);
};
