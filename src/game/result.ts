import type { GameEvent } from '../engine/events.js';
import type { GameState, PlayerId } from '../state/types.js';

/**
 * How a game ended (CR 104): the players who won, none for a draw (104.4a); the rule that ended
 * it (104.2a: one player left; 104.4a: all left lost at once; 104.4b: a loop of mandatory
 * actions); and each player who lost, with the rule they lost by (104.3a a concession, 704.5a
 * life, 704.5b an empty library, 704.5c poison).
 */
export interface GameResult {
  readonly winners: readonly PlayerId[];
  readonly rule: string;
  readonly losses: readonly { readonly player: PlayerId; readonly rule: string }[];
}

/** The result of a game that is over, from its final state and every event of the game; null while it goes on. */
export const gameResult = (state: GameState, events: readonly GameEvent[]): GameResult | null => {
  if (state.over === undefined) return null;
  const losses = events.flatMap((e) => (e.kind === 'playerLost' ? [{ player: e.player, rule: e.rule }] : []));
  return { winners: state.over.winners, rule: state.over.rule, losses };
};
