import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef } from '../../effects/types.js';
import { conditionNow, selectObjects, valueNow } from '../../layers/select.js';
import { map, ok, type Result } from '../../result.js';
import type { EntryChoices, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { battlefieldAbilities, type View } from '../view.js';
import { changeCounters } from './counters.js';

/**
 * CR 614.1c: "[This] enters with N counters on it [for each ...] [if ...]": a replacement
 * effect read as the object enters, so a condition ("if you attacked this turn", raid; "if a
 * creature died this turn", morbid) and a count ("for each creature that died this turn") are
 * those of that moment, seen from the object and its controller. X is the spell's (107.3m).
 */
export const entryCounters = (
  state: GameState,
  pool: CardPool,
  id: ObjectId,
  controller: PlayerId,
  ability: Pick<Extract<AbilityDef, { kind: 'entersWithCounters' }>, 'counter' | 'amount' | 'condition'>,
  choices: EntryChoices,
): Result<Outcome> => {
  const from = { source: id, controller };
  if (ability.condition !== undefined) {
    const holds = conditionNow(state, pool, ability.condition, from);
    if (!holds.ok) return holds;
    if (!holds.value) return ok({ state, events: [] });
  }
  const { amount } = ability;
  const n =
    amount.kind === 'constant'
      ? ok(amount.n)
      : amount.kind === 'x'
        ? ok(choices.x ?? 0)
        : valueNow(state, pool, amount, from);
  return map(n, (n) => changeCounters(state, id, ability.counter, n, '614.1c'));
};

/**
 * CR 614.1c, 614.12: the counters the permanents already on the battlefield (`before`, the board
 * as the object began to enter) give it as it enters ("Each other Warrior creature you control
 * enters with an additional +1/+1 counter on it"): whether each applies is read from the object
 * as it would exist on the battlefield (`state`, after it moved there), and how many from the
 * permanent whose ability it is.
 */
export const countersFromOthers = (
  before: View,
  state: GameState,
  pool: CardPool,
  id: ObjectId,
): Result<Outcome> => {
  const run = new Sequence(state);
  for (const { def, from } of battlefieldAbilities(before, pool, 'othersEnterWithCounters')) {
    const named = selectObjects(run.state, pool, def.on, from);
    if (!named.ok) return named;
    if (!named.value.includes(id)) continue;
    const n = valueNow(run.state, pool, def.amount, from);
    if (!n.ok) return n;
    run.step((s) => changeCounters(s, id, def.counter, n.value, '614.1c'));
  }
  return ok(run.done());
};
