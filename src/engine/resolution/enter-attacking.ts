import { err, ok, type Result, rulesError } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { Resolving } from './resolving.js';

/**
 * CR 508.4: creatures put onto the battlefield attacking. Their controller chooses what each
 * attacks among the defending players, the planeswalkers they control and the battles; where
 * there is one choice (an opponent with neither) it is that one, and where there are several the
 * choice is not supported and is refused, naming it. They were never declared as attackers, so
 * they never "attacked" (no event says they did), and they are unblocked. Outside combat, or
 * under the control of a player who isn't attacking (506.3b), they enter but don't attack.
 */
export const enterAttacking = (
  state: GameState,
  r: Resolving,
  controller: PlayerId,
  entered: readonly ObjectId[],
): Result<GameState> => {
  const { combat } = state;
  if (!combat || entered.length === 0 || controller !== state.turn.active) return ok(state);
  const defenders = [...defendingPlayers(state), ...attackablePermanents(state, r)];
  const [only, ...more] = defenders;
  if (only === undefined) return ok(state);
  if (more.length > 0)
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        `${r.source.name}: choosing what a creature put onto the battlefield attacking attacks, among ${defenders.join(', ')}, is not supported`,
        { rule: '508.4' },
      ),
    );
  const attackers = entered.map((id) => ({
    id,
    attacking: only,
    blocked: false,
    neverAttacked: true as const,
  }));
  return ok({ ...state, combat: { ...combat, attackers: [...combat.attackers, ...attackers] } });
};

/** CR 506.2, 102.3: in a two-player game the active player's opponent, still in the game (800.4a). */
const defendingPlayers = (state: GameState): PlayerId[] =>
  state.players.filter((p) => p.id !== state.turn.active && !p.lost).map((p) => p.id);

/** CR 506.3, 508.1b: the planeswalkers defending players control, and the battles, as the resolution began. */
const attackablePermanents = (state: GameState, r: Resolving): ObjectId[] =>
  state.objects.flatMap((o) => {
    const c = r.seen.get(o.id);
    if (o.zone !== 'battlefield' || !c) return [];
    const attackable =
      c.types.includes('Battle') || (c.types.includes('Planeswalker') && c.controller !== state.turn.active);
    return attackable ? [o.id] : [];
  });
