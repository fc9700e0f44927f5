import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import { apply } from '../engine/apply.js';
import type { Outcome } from '../engine/outcome.js';
import { map, type Result } from '../result.js';
import { perState } from '../state/per-state.js';
import type { GameState } from '../state/types.js';

/**
 * What `apply` made of each action tried on a state, by the action's JSON: `apply` is pure, so
 * an answer once known stays true, and the action an agent picks from `legalActions` was most
 * often tried while listing (its example) or checking (`check`): playing it costs nothing more.
 * Weak references: a state's trials are freed with it.
 */
const trials = perState<Result<Outcome>>();

/** `apply`, remembered for the state: the same answer, computed once. */
export const applied = (state: GameState, pool: CardPool, action: PlayerAction): Result<Outcome> =>
  trials(state, pool, JSON.stringify(action), () => apply(state, pool, action));

/**
 * Whether `apply` accepts the action now: legality is the engine's own, never a second copy of
 * its checks, so what is listed is exactly what is accepted (issue 14).
 */
export const accepts = (state: GameState, pool: CardPool, action: PlayerAction): Result<true> =>
  map(applied(state, pool, action), () => true as const);

/** The players, and the objects that may be targets: on the battlefield, on the stack, in graveyards and exile (115.1). */
export const targetUniverse = (state: GameState): readonly string[] => [
  ...state.players.filter((p) => !p.lost).map((p) => p.id),
  ...state.objects.filter((o) => o.zone !== 'hand' && o.zone !== 'library').map((o) => o.id),
  ...state.stack.filter((s) => s.kind === 'ability').map((s) => s.id),
];
