import type { CardPool } from '../../cards/pool.js';
import { chain, ok, type Result } from '../../result.js';
import type { CombatDamageDivision, CombatDamageQuestion } from '../../state/combat-damage.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { whoActs } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { noteTriggers } from '../triggers/note.js';
import { type View, viewOf } from '../view.js';
import { type Assigner, assigners } from './assigners.js';
import { combatDamage, damageQuestions, dealAssigned } from './combat-damage.js';
import { checkAssignment, defaultDivision } from './damage-division.js';

/** CR 510.1: a player announces how their creatures assign combat damage this step. */
export interface AssignCombatDamageAction {
  readonly kind: 'assignCombatDamage';
  readonly player: PlayerId;
  /** Each creature of the question (and, if given, any other of theirs dealing damage now) and its division. */
  readonly division: CombatDamageDivision;
}

/**
 * CR 510.1-510.2: as a combat damage step begins, where some creature's division is its
 * controller's choice, the game waits for them (`damageAssignment`); otherwise the damage is
 * assigned as `division` says (each creature's forced or default division where it says
 * nothing) and dealt at once.
 */
export const beginCombatDamage = (
  view: View,
  pool: CardPool,
  firstStrike: boolean,
  division: CombatDamageDivision,
): Result<Outcome> => {
  const combat = view.state.combat;
  if (!combat) return ok({ state: view.state, events: [] });
  // The assigners are found once: they say both who is asked and, if nobody is, what is dealt.
  return chain(assigners(view, pool, firstStrike), (all) => {
    const asked = damageQuestions(view, all, firstStrike);
    return asked.length === 0
      ? dealAssigned(view, all, firstStrike, division)
      : ok({
          state: { ...view.state, combat: { ...combat, damageAssignment: { asked, division: {} } } },
          events: [],
        });
  });
};

/**
 * CR 510.1, 510.1e: the player asked announces their whole assignment, checked as a whole; an
 * illegal one is refused and the game stays where it was. Once the last player asked has
 * announced, all of it is dealt at once (510.2), and the active player receives priority (510.3).
 */
export const assignCombatDamage = (
  state: GameState,
  pool: CardPool,
  action: AssignCombatDamageAction,
  path = '$.division',
): Result<Outcome> => {
  const act = whoActs(state);
  const pending = state.combat?.damageAssignment;
  if (act.kind !== 'assignCombatDamage' || !pending || !state.combat)
    return refuse(
      'combat damage is assigned as a combat damage step begins, before anyone has priority',
      '$.kind',
      '510.1',
    );
  if (action.player !== act.player)
    return refuse(`${act.player} assigns combat damage now, not ${action.player}`, '$.player', '510.1');
  const checked = checkAnswer(state, pool, act.question, action.division, path);
  if (!checked.ok) return checked;
  const division = { ...pending.division, ...action.division };
  const asked = pending.asked.slice(1);
  if (asked.length > 0)
    return ok({
      state: { ...state, combat: { ...state.combat, damageAssignment: { asked, division } } },
      events: [],
    });
  const dealt = chain(viewOf(state, pool), (view) =>
    combatDamage(view, pool, act.question.firstStrike, division),
  );
  const noted = chain(dealt, (dealt) => noteTriggers(state, dealt, pool));
  return chain(noted, (noted) => settle(state, noted, pool, state.turn.active));
};

/**
 * CR 510.1, 510.1e: whether `division` answers `question`: it names each creature asked about,
 * and no creature but the player's dealing damage now; the whole is checked at once.
 */
export const checkAnswer = (
  state: GameState,
  pool: CardPool,
  question: CombatDamageQuestion,
  division: CombatDamageDivision,
  path = '$.division',
): Result<true> =>
  chain(viewOf(state, pool), (view) =>
    chain(assigners(view, pool, question.firstStrike), (all) => {
      const mine = all.filter((a) => a.controller === question.player);
      const named = checkNames(mine, question, division, path);
      return named.ok ? chain(checkAssignment(view, mine, division, path), () => ok(true)) : named;
    }),
  );

const checkNames = (
  mine: readonly Assigner[],
  question: CombatDamageQuestion,
  division: CombatDamageDivision,
  path: string,
): Result<true> => {
  for (const [id, chosen] of Object.entries(division)) {
    if (!mine.some((a) => a.source.id === id))
      return refuse(
        `${id} is not a creature of ${question.player}'s assigning combat damage in this step`,
        `${path}.${id}`,
        '510.1',
      );
    if (typeof chosen !== 'object' || chosen === null || Array.isArray(chosen))
      return refuse(`${id}'s division is an object of amounts by recipient`, `${path}.${id}`, '510.1');
  }
  const missing = question.creatures.find((c) => division[c.creature] === undefined);
  if (missing)
    return refuse(
      `${question.player} must announce how ${missing.creature} assigns its combat damage`,
      path,
      '510.1',
    );
  return ok(true);
};

/**
 * The answer `advance` gives (a shortcut): `division`'s entries for the player's creatures
 * dealing damage now, and the documented default for each creature asked about that it doesn't name.
 */
export const answerWith = (
  state: GameState,
  pool: CardPool,
  question: CombatDamageQuestion,
  division: CombatDamageDivision,
): Result<AssignCombatDamageAction> =>
  chain(viewOf(state, pool), (view) =>
    chain(assigners(view, pool, question.firstStrike), (all) => {
      const given = all
        .filter((a) => a.controller === question.player && division[a.source.id] !== undefined)
        .map((a) => [a.source.id, division[a.source.id] ?? {}] as const);
      const defaults = question.creatures.map((d) => [d.creature, defaultDivision(d)] as const);
      return ok({
        kind: 'assignCombatDamage',
        player: question.player,
        division: Object.fromEntries([...defaults, ...given]),
      });
    }),
  );
