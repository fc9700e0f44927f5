import { err, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import { didYouMean } from '../state/suggest.js';
import type { Attacker, Blocker, Combat, GameObject, ObjectId, Player, Turn } from '../state/types.js';
import { STEPS, type Step } from '../state/vocabulary.js';
import { type BoardContext, objectRef } from './board-context.js';
import type { BoardCombat } from './board-schema.js';
import { defaultDefender } from './defaults.js';

type At = (...keys: (string | number)[]) => string;

const at: At = (...keys) => jsonPath(['combat', ...keys]);

const state = (message: string, path: string, rule: string): Result<never> =>
  err(rulesError('ERR_BOARD_STATE', message, { path, rule }));

const after = (step: Step, than: Step): boolean => STEPS.indexOf(step) >= STEPS.indexOf(than);

/** CR 506.4: a permanent that leaves the battlefield is removed from combat. */
const inCombat = (
  ctx: BoardContext,
  objects: readonly GameObject[],
  id: ObjectId,
  path: string,
): Result<ObjectId> => {
  const ref = objectRef(ctx, id, path);
  if (!ref.ok) return ref;
  const zone = objects[ref.value]?.zone;
  return zone === 'battlefield'
    ? ok(id)
    : state(`"${id}" is in the ${zone}: only permanents are in combat`, path, '506.4');
};

/** CR 508.1b: what an attacker attacks is a player, planeswalker or battle, never the attacking player. */
const defender = (ctx: BoardContext, id: string, path: string): Result<string> => {
  if (id === ctx.active) return state(`${id} is the active player, who can't be attacked`, path, '508.1b');
  if (ctx.players.includes(id) || ctx.objects.includes(id)) return ok(id);
  const ids = [...ctx.players, ...ctx.objects];
  return err(
    rulesError('ERR_BOARD_REFERENCE', `no player or object has id "${id}"${didYouMean(id, ids)}`, { path }),
  );
};

/** The blockers as written, with the path of each part; null when not yet declared. */
const writtenBlockers = (
  blockers: BoardCombat['blockers'],
): { id: string; blocking: string; idAt: string; blockingAt: string }[] | null => {
  if (blockers === undefined || blockers === null) return null;
  if (Array.isArray(blockers))
    return blockers.map((b, i) => ({
      ...b,
      idAt: at('blockers', i, 'id'),
      blockingAt: at('blockers', i, 'blocking'),
    }));
  return Object.entries(blockers).map(([id, blocking]) => ({
    id,
    blocking,
    idAt: at('blockers', id),
    blockingAt: at('blockers', id),
  }));
};

const resolveBlockers = (
  ctx: BoardContext,
  objects: readonly GameObject[],
  combat: BoardCombat,
  step: Step,
  attackers: readonly ObjectId[],
): Result<Blocker[] | null> => {
  const written = writtenBlockers(combat.blockers);
  if (written === null) return ok(null);
  if (!after(step, 'declareBlockers'))
    return state(
      `blockers are declared in the declare blockers step, after ${step}`,
      at('blockers'),
      '509.1',
    );
  const blockers: Blocker[] = [];
  for (const b of written) {
    const blocker = inCombat(ctx, objects, b.id, b.idAt);
    if (!blocker.ok) return blocker;
    const ref = objectRef(ctx, b.blocking, b.blockingAt);
    if (!ref.ok) return ref;
    if (!attackers.includes(b.blocking))
      return state(`"${b.blocking}" is not an attacker, so it can't be blocked`, b.blockingAt, '509.1a');
    if (blockers.some((o) => o.id === b.id && o.blocking === b.blocking))
      return state(`"${b.id}" blocks "${b.blocking}" twice`, b.idAt, '509.1a');
    blockers.push({ id: b.id, blocking: b.blocking });
  }
  return ok(blockers);
};

/**
 * The combat of the file, every reference checked: only in the combat steps from the declare
 * attackers step to the end of combat (508.1, 511.3), with permanents only (506.4), blockers
 * only once declared (509.1) and blocking attackers, and an attacker blocked exactly when a
 * blocker blocks it unless it stayed blocked after they left (509.1h).
 */
export const resolveCombat = (
  ctx: BoardContext,
  combat: BoardCombat | undefined,
  players: readonly Player[],
  objects: readonly GameObject[],
  turn: Turn,
): Result<Combat | undefined> => {
  if (combat === undefined) return ok(undefined);
  if (!after(turn.step, 'declareAttackers'))
    return state(
      `there is no combat yet in the ${turn.step} step: attackers are declared in the declare attackers step`,
      at(),
      '508.1',
    );
  if (after(turn.step, 'main2'))
    return state(
      `combat is over in the ${turn.step} step: it ends with the end of combat step`,
      at(),
      '511.3',
    );
  const written = (combat.attackers ?? []).map((a, i) =>
    typeof a === 'string'
      ? { id: a, attacking: undefined, blocked: undefined, idAt: at('attackers', i), attackingAt: '' }
      : { ...a, idAt: at('attackers', i, 'id'), attackingAt: at('attackers', i, 'attacking') },
  );
  const ids: ObjectId[] = [];
  for (const a of written) {
    const attacker = inCombat(ctx, objects, a.id, a.idAt);
    if (!attacker.ok) return attacker;
    if (ids.includes(a.id)) return state(`"${a.id}" is listed twice`, a.idAt, '508.1a');
    ids.push(a.id);
    const attacked = a.attacking === undefined ? null : defender(ctx, a.attacking, a.attackingAt);
    if (attacked && !attacked.ok) return attacked;
  }
  const blockers = resolveBlockers(ctx, objects, combat, turn.step, ids);
  if (!blockers.ok) return blockers;
  const attackers: Attacker[] = [];
  for (const a of written) {
    const blockedNow = blockers.value?.some((b) => b.blocking === a.id) ?? false;
    const blocked = a.blocked ?? blockedNow;
    const blockedAt = a.idAt.endsWith('.id') ? a.idAt.replace(/\.id$/, '.blocked') : a.idAt;
    if (blocked && blockers.value === null)
      return state(`"${a.id}" is blocked before blockers are declared`, blockedAt, '509.1h');
    if (!blocked && blockedNow)
      return state(`"${a.id}" is blocked: a blocker blocks it`, blockedAt, '509.1h');
    attackers.push({ id: a.id, attacking: a.attacking ?? defaultDefender(players, turn.active), blocked });
  }
  const dealt: ObjectId[] = [];
  for (const [i, id] of (combat.dealtFirstStrike ?? []).entries()) {
    const path = at('dealtFirstStrike', i);
    const ref = objectRef(ctx, id, path);
    if (!ref.ok) return ref;
    if (!after(turn.step, 'firstStrikeDamage'))
      return state(
        `no first-strike combat damage has been dealt yet in the ${turn.step} step`,
        path,
        '510.4',
      );
    if (!ids.includes(id) && !blockers.value?.some((b) => b.id === id))
      return state(`"${id}" is neither attacking nor blocking`, path, '510.4');
    dealt.push(id);
  }
  return ok({ attackers, blockers: blockers.value, dealtFirstStrike: dealt });
};
