import type { GameState, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { becomeMonarch, monarchOf, withMonarch } from './become.js';

/**
 * CR 724.4: the player who becomes the monarch as the monarch leaves the game with the players
 * `leaving`: the active player, or if they are leaving too, the next player in turn order who
 * stays (101.4); undefined if no one stays.
 */
const successor = (state: GameState, leaving: ReadonlySet<PlayerId>): PlayerId | undefined => {
  const order = state.players.map((p) => p.id);
  const from = Math.max(0, order.indexOf(state.turn.active));
  const staying = (id: PlayerId): boolean =>
    !leaving.has(id) && state.players.some((p) => p.id === id && !p.lost);
  return [...order.slice(from), ...order.slice(0, from)].find(staying);
};

/**
 * CR 724.4: as players leave the game, a monarch among them passes the monarch on at the same
 * time; with no player left to take it, the game goes on with no monarch. The state itself when
 * the monarch isn't leaving.
 */
export const monarchLeaves = (state: GameState, leaving: ReadonlySet<PlayerId>): Outcome => {
  const monarch = monarchOf(state);
  if (monarch === undefined || !leaving.has(monarch)) return { state, events: [] };
  const next = successor(state, leaving);
  return next === undefined
    ? { state: withMonarch(state, undefined), events: [] }
    : becomeMonarch(state, next, '724.4');
};
