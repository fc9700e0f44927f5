import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import { apply } from '../engine/apply.js';
import { map, type Result } from '../result.js';
import type { GameState } from '../state/types.js';

/**
 * Whether `apply` accepts the action now: legality is the engine's own, never a second copy of
 * its checks, so what is listed is exactly what is accepted (issue 14).
 */
export const accepts = (state: GameState, pool: CardPool, action: PlayerAction): Result<true> =>
  map(apply(state, pool, action), () => true as const);

/** The players, and the objects that may be targets: on the battlefield, on the stack, in graveyards and exile (115.1). */
export const targetUniverse = (state: GameState): readonly string[] => [
  ...state.players.filter((p) => !p.lost).map((p) => p.id),
  ...state.objects.filter((o) => o.zone !== 'hand' && o.zone !== 'library').map((o) => o.id),
  ...state.stack.filter((s) => s.kind === 'ability').map((s) => s.id),
];
