import type { GameState } from '../state/types.js';
import type { BoardCombat } from './board-types.js';
import { defaultDefender } from './defaults.js';
import { asKeyed } from './keyed.js';

/**
 * Combat as a file writes it: an attacker as its bare id when it attacks the default player
 * and is blocked exactly when a blocker blocks it; blockers as `{ "wall": "bear" }` when that
 * keeps their order; nothing for what is empty or not yet declared.
 */
export const makeCombat = (state: GameState): BoardCombat | undefined => {
  const combat = state.combat;
  if (combat === undefined) return undefined;
  const blockers = combat.blockers;
  const defender = defaultDefender(state.players, state.turn.active);
  const attackers = combat.attackers.map(({ id, attacking, blocked, neverAttacked }) => {
    const blockedNow = blockers?.some((b) => b.blocking === id) ?? false;
    const fields = {
      ...(attacking === defender ? {} : { attacking }),
      ...(blocked === blockedNow ? {} : { blocked }),
      ...(neverAttacked ? { neverAttacked } : {}),
    };
    return Object.keys(fields).length === 0 ? id : { id, ...fields };
  });
  const keyed = blockers && asKeyed(blockers.map((b) => [b.id, b.blocking] as const));
  return {
    ...(attackers.length === 0 ? {} : { attackers }),
    ...(blockers === null
      ? {}
      : { blockers: keyed ?? blockers.map(({ id, blocking }) => ({ id, blocking })) }),
    ...(combat.dealtFirstStrike.length === 0 ? {} : { dealtFirstStrike: combat.dealtFirstStrike }),
    ...(combat.damageAssignment === undefined ? {} : { damageAssignment: combat.damageAssignment }),
  };
};
