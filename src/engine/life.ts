import type { GameState, PlayerId } from '../state/types.js';

/**
 * CR 119.3: a player's life total goes up (`amount` > 0, life gained) or down (< 0, life lost:
 * paid, 119.4, or to damage, 120.3a), and the turn keeps how much each player gained and lost for
 * "if you gained life this turn". Every change of a life total passes here, so none is missed; a
 * change of 0 is no gain or loss at all (119.10).
 */
export const changeLife = (state: GameState, player: PlayerId, amount: number): GameState => {
  if (amount === 0) return state;
  const key = amount > 0 ? 'lifeGained' : 'lifeLost';
  const totals = state.turn[key];
  return {
    ...state,
    players: state.players.map((p) => (p.id === player ? { ...p, life: p.life + amount } : p)),
    turn: { ...state.turn, [key]: { ...totals, [player]: (totals?.[player] ?? 0) + Math.abs(amount) } },
  };
};
