import type { CardPool } from '../../cards/pool.js';
import { chain, err, ok, type Result, rulesError } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { STEPS, type Step } from '../../state/vocabulary.js';
import { type CombatDamageDivision, checkDivisionNames } from '../combat/combat-damage.js';
import { damagePending } from '../combat/pending.js';
import { type Outcome, refuse } from '../outcome.js';
import { hasRestriction, viewOf } from '../view.js';
import { passUntil } from './pass-until.js';

/**
 * A shortcut for all players passing in succession until the turn reaches step `to` (CR 117.4,
 * 500.2), as `passUntil` passes; a step at or before the current one is reached in the next
 * turn, and one skipped this turn (508.8) is passed over to the step after it.
 * `damage` answers the combat damage assignments asked on the way (510.1), each player's
 * creatures' entries; a creature asked about that it doesn't name gets the documented default
 * (each blocker in declared order gets lethal damage). `keepTapped` are permanents with "You may choose not to untap" that stay
 * tapped in the untap steps passed (502.3).
 */
export const advance = (
  state: GameState,
  pool: CardPool,
  to: Step,
  damage: CombatDamageDivision = {},
  keepTapped: readonly ObjectId[] = [],
): Result<Outcome> => {
  if (!STEPS.includes(to))
    return err(
      rulesError('ERR_ACTION', `"${String(to)}" is not a step; the steps are ${STEPS.join(', ')}`, {
        path: '$.to',
        rule: '500.1',
      }),
    );
  const checked = chain(checkDivisionNames(state.combat, damage), () =>
    checkKeepTapped(state, pool, keepTapped, to),
  );
  if (!checked.ok) return checked;
  const from = STEPS.indexOf(state.turn.step);
  const target = STEPS.indexOf(to);
  const turn = target > from ? state.turn.number : state.turn.number + 1;
  // CR 510.1: a combat damage step reached is reached once its damage is assigned and dealt.
  const arrived = (s: GameState): boolean =>
    (s.turn.number > turn || (s.turn.number === turn && STEPS.indexOf(s.turn.step) >= target)) &&
    !damagePending(s);
  return passUntil(state, pool, arrived, `the ${to} step`, { damage, keepTapped });
};

/**
 * CR 502.3: only a permanent whose own ability lets its controller choose not to untap it
 * ("You may choose not to untap [this] during your untap step") may be kept tapped, and only
 * if the advance passes an untap step.
 */
const checkKeepTapped = (
  state: GameState,
  pool: CardPool,
  keepTapped: readonly ObjectId[],
  to: Step,
): Result<true> => {
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  for (const [k, id] of keepTapped.entries()) {
    const c = view.value.chars.get(id);
    if (c?.zone !== 'battlefield') return refuse(`${id} is not a permanent`, `$.keepTapped[${k}]`, '502.3');
    if (!hasRestriction(c, 'mayNotUntap'))
      return refuse(
        `${id} has no ability letting its controller choose not to untap it, so it untaps`,
        `$.keepTapped[${k}]`,
        '502.3',
      );
  }
  const passesUntap = STEPS.indexOf(to) <= STEPS.indexOf(state.turn.step);
  if (keepTapped.length > 0 && !passesUntap)
    return refuse(`the turn reaches no untap step on the way to ${to}`, '$.keepTapped', '502.3');
  return ok(true);
};
