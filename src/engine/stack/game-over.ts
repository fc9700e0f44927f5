import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';

/**
 * CR 104.2a, 104.4a: the game ends when at most one player is left in it: the one left wins;
 * if every player left the game at once, it is a draw. A board of one player is a puzzle, not a
 * game between players, and never ends this way. Null while the game goes on.
 */
export const gameOver = (state: GameState): Outcome | null => {
  if (state.over || state.players.length < 2) return null;
  const left = state.players.filter((p) => !p.lost).map((p) => p.id);
  if (left.length > 1) return null;
  const over = { winners: left, rule: left.length === 1 ? '104.2a' : '104.4a' };
  return {
    state: { ...state, over, priority: null, passed: [] },
    events: [{ kind: 'gameOver', winners: left, rule: over.rule }],
  };
};
