import { all, chain, ok, optional, type Result } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import type { Attacker, Blocker, Combat, Player, Turn } from '../state/types.js';
import { type BoardContext, onceRef } from './board-context.js';
import type { BoardCombat } from './board-types.js';
import { defaultDefender } from './defaults.js';

const at = (...keys: (string | number)[]): string => jsonPath(['combat', ...keys]);

/** The blockers as written, in order; null when not yet declared. */
const writtenBlockers = (blockers: BoardCombat['blockers']): Blocker[] | null => {
  if (blockers === undefined || blockers === null) return null;
  if (Array.isArray(blockers)) return blockers.map((b) => ({ id: b.id, blocking: b.blocking }));
  return Object.entries(blockers).map(([id, blocking]) => ({ id, blocking }));
};

/**
 * The combat of the file, with its defaults: what an attacker attacks (the next player who has
 * not lost), and whether it is blocked (whether a blocker blocks it, 509.1h). Whether it holds
 * together is validateState's. What a blocker blocks, what an attacker attacks and the creatures
 * that dealt first-strike damage may have been removed from combat since (506.4, 506.4c, 510.1d),
 * a token even ceased to exist: those are players, objects of the file or listed in `gone`.
 */
export const resolveCombat = (
  ctx: BoardContext,
  combat: BoardCombat | undefined,
  players: readonly Player[],
  turn: Turn,
): Result<Combat | undefined> => {
  if (combat === undefined) return ok(undefined);
  const blockers = writtenBlockers(combat.blockers);
  const keyed = combat.blockers !== null && !Array.isArray(combat.blockers);
  const blocking = all(blockers ?? [], (b, i) =>
    onceRef(ctx, b.blocking, keyed ? at('blockers', b.id) : at('blockers', i, 'blocking')),
  );
  const attacked = chain(blocking, () =>
    all(combat.attackers ?? [], (a, i) =>
      typeof a === 'string' || a.attacking === undefined || ctx.players.includes(a.attacking)
        ? ok(a)
        : onceRef(ctx, a.attacking, at('attackers', i, 'attacking')),
    ),
  );
  const refs = chain(attacked, () =>
    all(combat.dealtFirstStrike ?? [], (id, i) => onceRef(ctx, id, at('dealtFirstStrike', i))),
  );
  if (!refs.ok) return refs;
  const attackers: Attacker[] = (combat.attackers ?? []).map((a) => {
    const { id, attacking, blocked, neverAttacked } = typeof a === 'string' ? { id: a } : a;
    return {
      id,
      attacking: attacking ?? defaultDefender(players, turn.active),
      blocked: blocked ?? blockers?.some((b) => b.blocking === id) ?? false,
      ...optional('neverAttacked', neverAttacked),
    };
  });
  return ok({
    attackers,
    blockers,
    dealtFirstStrike: [...(combat.dealtFirstStrike ?? [])],
    ...optional('damageAssignment', combat.damageAssignment),
  });
};
