import type { CardPool } from '../../cards/pool.js';
import { chain, err, ok, type Result, rulesError } from '../../result.js';
import type { CombatDamageDivision, CombatDamageQuestion } from '../../state/combat-damage.js';
import type { Combat, GameState } from '../../state/types.js';
import { dealDamageAtOnce } from '../damage/damage.js';
import { type Outcome, Sequence } from '../outcome.js';
import { apnap } from '../stack/priority.js';
import type { View } from '../view.js';
import { type Assigner, assigners, firstStrikers } from './assigners.js';
import { checkAssignment, hasChoice } from './damage-division.js';
import { blockedBy } from './multiple-blocks.js';

export type { CombatDamageDivision } from '../../state/combat-damage.js';

/**
 * CR 510.1-510.2, 510.4: each attacking and blocking creature that deals damage in this step
 * assigns its damage (assigners.ts), divided as `division` says or by the documented default
 * (damage-division.ts), the whole checked (510.1e); then all of it is dealt at once.
 */
export const combatDamage = (
  view: View,
  pool: CardPool,
  firstStrike: boolean,
  division: CombatDamageDivision,
): Result<Outcome> =>
  view.state.combat
    ? chain(assigners(view, pool, firstStrike), (all) => dealAssigned(view, all, firstStrike, division))
    : ok({ state: view.state, events: [] });

/** CR 510.1e-510.2: the assignment of these assigners, checked as a whole, then dealt at once. */
export const dealAssigned = (
  view: View,
  all: readonly Assigner[],
  firstStrike: boolean,
  division: CombatDamageDivision,
): Result<Outcome> => {
  const combat = view.state.combat;
  if (!combat) return ok({ state: view.state, events: [] });
  const assigned = checkAssignment(view, all, division, '$.damage');
  if (!assigned.ok) return assigned;
  const plans = assigned.value
    .filter((a) => a.to.length > 0)
    .map((a) => ({ source: a.assigner.source, to: a.to }));
  const { damageAssignment: _dealt, ...rest } = combat;
  const run = new Sequence({ ...view.state, combat: rest });
  run.step((s) => dealDamageAtOnce(s, plans, true, view.chars));
  // 510.4: those that had first or double strike as this step began, whether or not they dealt damage.
  const struck = firstStrikers(view, combat);
  run.step((s) => ({
    state: firstStrike && s.combat ? { ...s, combat: { ...s.combat, dealtFirstStrike: struck } } : s,
    events: [],
  }));
  return ok(run.done());
};

/**
 * CR 510.1: the questions of a combat damage step: for each player with a creature whose
 * division is their choice (damage-division.ts), those creatures; the active player first, then
 * the others in turn order (the defending players announce their blockers' after the active
 * player's attackers, 510.1). Empty when every division is forced.
 */
export const damageQuestions = (
  view: View,
  all: readonly Assigner[],
  firstStrike: boolean,
): CombatDamageQuestion[] => {
  const choosing = all.filter((a) => hasChoice(a, all));
  return apnap(view.state)
    .map((player) => ({
      player,
      firstStrike,
      creatures: choosing.filter((a) => a.controller === player).map((a) => a.division),
    }))
    .filter((q) => q.creatures.length > 0);
};

/**
 * A division may name only blocked attacking creatures (510.1c) and creatures blocking two or
 * more (510.1d): an unblocked one assigns all its damage to what it attacks (510.1b), and
 * anything else has no combat damage to divide.
 */
export const checkDivisionNames = (
  combat: Combat | undefined,
  division: CombatDamageDivision,
): Result<null> => {
  for (const id of Object.keys(division)) {
    const attacker = combat?.attackers.find((a) => a.id === id);
    const path = `$.damage.${id}`;
    // CR 510.1d: a blocker blocking two or more creatures divides its damage among them.
    if (!attacker && blockedBy(combat?.blockers ?? [], id).length >= 2) continue;
    if (!attacker)
      return err(
        rulesError(
          'ERR_ACTION',
          `${id} is neither an attacking creature nor blocking two or more, so it has no combat damage to divide`,
          {
            path,
            rule: '510.1',
          },
        ),
      );
    if (!attacker.blocked)
      return err(
        rulesError('ERR_ACTION', `${id} is unblocked: it assigns all its combat damage to what it attacks`, {
          path,
          rule: '510.1b',
        }),
      );
  }
  return ok(null);
};

/** CR 511.3: at the end of combat, creatures stop being attacking and blocking. */
export const endCombat = (state: GameState): GameState => {
  if (!state.combat) return state;
  const { combat: _over, ...rest } = state;
  return rest;
};
