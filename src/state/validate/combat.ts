import type { Step } from '../vocabulary.js';
import { STEPS } from '../vocabulary.js';
import { type At, broken, type Found, firstOf, objectRef, type Scope, top, within } from './problem.js';

const from = (step: Step, than: Step): boolean => STEPS.indexOf(step) >= STEPS.indexOf(than);

/** CR 506.4: only permanents are in combat: one that leaves the battlefield is removed from it. */
const inCombat = (scope: Scope, id: string, at: At): Found => {
  const object = scope.objects.get(id);
  if (object === undefined) return objectRef(scope, id, at, 'id');
  return object.zone === 'battlefield'
    ? null
    : broken(`"${id}" is in the ${object.zone}: only permanents are in combat`, at('id'), '506.4');
};

/**
 * CR 508.1b, 506.3: what an attacker attacks is a player, planeswalker or battle, never the
 * attacking player. A planeswalker or battle may have ceased to exist since (a token, 704.5d):
 * the creature still attacks, attacking nothing (506.4c), so any id but a player's is an object.
 */
const defender = (scope: Scope, id: string, at: At): Found =>
  id === scope.state.turn.active
    ? broken(`${id} is the active player, who can't be attacked`, at('attacking'), '508.1b')
    : null;

/**
 * Combat (CR 506-511), from the declare attackers step to the end of combat (508.1, 511.3):
 * attackers and blockers are permanents (506.4), each attacker listed once (508.1a); blockers
 * only once declared (509.1), each pair once; an attacker blocked exactly when a blocker blocks
 * it, unless it stayed blocked after they left combat (509.1h); first-strike damage only from its
 * step on (510.4). A blocker whose attacker has been removed from combat still blocks (506.4,
 * 510.1d), a creature that dealt first-strike damage may have left combat since, and what an
 * attacker attacks may have ceased to exist (506.4c), so those name any object.
 */
export const checkCombat = (scope: Scope): Found => {
  const { combat, turn } = scope.state;
  if (combat === undefined) return null;
  if (!from(turn.step, 'declareAttackers'))
    return broken(
      `there is no combat yet in the ${turn.step} step: attackers are declared in the declare attackers step`,
      ['combat'],
      '508.1',
    );
  if (from(turn.step, 'main2'))
    return broken(
      `combat is over in the ${turn.step} step: it ends with the end of combat step`,
      ['combat'],
      '511.3',
    );
  const { attackers, blockers, dealtFirstStrike } = combat;
  return (
    firstOf(attackers, (a, i) => {
      const at = within(top, 'combat', 'attackers', i);
      const blockedNow = blockers?.some((b) => b.blocking === a.id) ?? false;
      return (
        inCombat(scope, a.id, at) ??
        (attackers.findIndex((x) => x.id === a.id) === i
          ? null
          : broken(`"${a.id}" is listed twice`, at('id'), '508.1a')) ??
        defender(scope, a.attacking, at) ??
        (a.blocked && blockers === null
          ? broken(`"${a.id}" is blocked before blockers are declared`, at('blocked'), '509.1h')
          : null) ??
        (!a.blocked && blockedNow
          ? broken(`"${a.id}" is blocked: a blocker blocks it`, at('blocked'), '509.1h')
          : null)
      );
    }) ??
    (blockers !== null && !from(turn.step, 'declareBlockers')
      ? broken(
          `blockers are declared in the declare blockers step, after ${turn.step}`,
          ['combat', 'blockers'],
          '509.1',
        )
      : null) ??
    firstOf(blockers ?? [], (b, i) => {
      const at = within(top, 'combat', 'blockers', i);
      return (
        inCombat(scope, b.id, at) ??
        ((blockers ?? []).findIndex((x) => x.id === b.id && x.blocking === b.blocking) === i
          ? null
          : broken(`"${b.id}" blocks "${b.blocking}" twice`, at('id'), '509.1a'))
      );
    }) ??
    damageAssigning(scope) ??
    (dealtFirstStrike.length > 0 && !from(turn.step, 'firstStrikeDamage')
      ? broken(
          `no first-strike combat damage has been dealt yet in the ${turn.step} step`,
          ['combat', 'dealtFirstStrike', 0],
          '510.4',
        )
      : null)
  );
};

/**
 * CR 510.1: combat damage is being assigned only as a combat damage step begins, before anyone
 * has priority: some player is still to announce theirs, in that step, and each creature asked
 * about is in combat.
 */
const damageAssigning = (scope: Scope): Found => {
  const { combat, turn, priority } = scope.state;
  const pending = combat?.damageAssignment;
  if (pending === undefined) return null;
  const at = within(top, 'combat', 'damageAssignment');
  const step = turn.step === 'firstStrikeDamage' || turn.step === 'combatDamage';
  if (!step || priority !== null || pending.asked.length === 0)
    return broken(
      `combat damage is assigned as a combat damage step begins, with a player still to announce it and nobody holding priority, not in the ${turn.step} step`,
      at(),
      '510.1',
    );
  return firstOf(
    pending.asked,
    (q, i) =>
      (scope.state.players.some((p) => p.id === q.player)
        ? null
        : broken(`no player has id "${q.player}"`, at('asked', i, 'player'), '510.1')) ??
      (q.firstStrike === (turn.step === 'firstStrikeDamage')
        ? null
        : broken(
            `a question of the ${q.firstStrike ? 'first-strike' : 'regular'} step in the ${turn.step} step`,
            at('asked', i, 'firstStrike'),
            '510.4',
          )) ??
      firstOf(q.creatures, (c, k) =>
        combat?.attackers.some((a) => a.id === c.creature) ||
        combat?.blockers?.some((b) => b.id === c.creature)
          ? null
          : broken(
              `"${c.creature}" is neither attacking nor blocking`,
              at('asked', i, 'creatures', k, 'creature'),
              '510.1',
            ),
      ),
  );
};
