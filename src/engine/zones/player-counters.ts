import type { GameState, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';

/**
 * Gives a player `amount` counters of a kind (CR 122.1: poison, energy), or removes them when
 * `amount` is negative, no more than they have; a kind down to none leaves their record.
 */
export const changePlayerCounters = (
  state: GameState,
  player: PlayerId,
  kind: string,
  amount: number,
  rule: string,
): Outcome => {
  const found = state.players.find((p) => p.id === player);
  const had = found?.counters[kind] ?? 0;
  const change = Math.max(amount, -had);
  if (found === undefined || change === 0) return { state, events: [] };
  const players = state.players.map((p) => {
    if (p.id !== player) return p;
    if (had + change > 0) return { ...p, counters: { ...p.counters, [kind]: had + change } };
    return { ...p, counters: Object.fromEntries(Object.entries(p.counters).filter(([k]) => k !== kind)) };
  });
  return {
    state: { ...state, players },
    events: [{ kind: 'countersChanged', object: player, counter: kind, change, rule }],
  };
};
