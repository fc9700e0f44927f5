import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef } from '../../effects/types.js';
import { conditionNow, valueNow } from '../../layers/select.js';
import { map, ok, type Result } from '../../result.js';
import type { EntryChoices, GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
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
