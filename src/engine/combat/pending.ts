import type { GameState, PlayerId } from '../../state/types.js';

/** CR 508.1: in the declare attackers step, the active player declares attackers before anyone gets priority. */
export const attackersPending = (state: GameState): boolean =>
  state.turn.step === 'declareAttackers' && state.combat === undefined;

/** CR 509.1: in the declare blockers step, the defending players declare blockers before anyone gets priority. */
export const blockersPending = (state: GameState): boolean =>
  state.turn.step === 'declareBlockers' &&
  state.combat !== undefined &&
  state.combat.blockers === null &&
  state.combat.attackers.length > 0;

/** CR 510.1: as a combat damage step begins, players assign combat damage before anyone gets priority. */
export const damagePending = (state: GameState): boolean => state.combat?.damageAssignment !== undefined;

/**
 * CR 506.2: the defending players: those attacked, and the controllers of the planeswalkers and
 * battles attacked (a battle's protector, 310.5, is not modelled), in turn order.
 */
export const defendingPlayers = (state: GameState): PlayerId[] => {
  const named = new Set(
    (state.combat?.attackers ?? []).map((a) =>
      state.players.some((p) => p.id === a.attacking)
        ? a.attacking
        : (state.objects.find((o) => o.id === a.attacking)?.controller ?? a.attacking),
    ),
  );
  return state.players.filter((p) => named.has(p.id)).map((p) => p.id);
};
