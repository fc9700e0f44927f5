import type { CardPool } from '../cards/pool.js';
import type { Value } from '../effects/types.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { EntryChoices } from '../state/types.js';
import type { Action } from './action.js';
import { changeCounters } from './counters.js';
import { type Outcome, Sequence } from './outcome.js';
import type { View } from './view.js';
import { moveObject } from './zones.js';

/**
 * Puts an object onto the battlefield with its "as enters" choices (208.2b, 614.12) and X
 * (107.3m), and the counters its "enters with" abilities give it (614.1c).
 */
export const enterBattlefield = (
  view: View,
  pool: CardPool,
  action: Extract<Action, { kind: 'putOntoBattlefield' }>,
): Result<Outcome> => {
  const object = view.objects.get(action.object);
  if (!object)
    return err(rulesError('ERR_ACTION', `no object has id "${action.object}"`, { path: '$.object' }));
  if (object.zone === 'battlefield')
    return err(
      rulesError('ERR_ACTION', `${action.object} is already on the battlefield`, { path: '$.object' }),
    );
  const choices: EntryChoices = action.choices ?? {};
  const definition = pool.get(choices.copy?.card ?? object.card);
  const run = new Sequence(view.state).step((s) =>
    moveObject(s, action.object, 'battlefield', '400.7', {
      controller: action.controller ?? object.controller,
      choices,
    }),
  );
  for (const ability of definition?.abilities ?? []) {
    if (ability.kind !== 'entersWithCounters') continue;
    const amount = entryAmount(ability.amount, choices);
    if (amount === null)
      return err(
        rulesError(
          'ERR_UNSUPPORTED',
          `"${ability.text}": only fixed amounts and X are supported as it enters`,
          {
            path: '$.object',
          },
        ),
      );
    run.step((s) => changeCounters(s, action.object, ability.counter, amount, '614.1c'));
  }
  return ok(run.done());
};

/** The number of counters: a constant, or X as it entered (107.3m); null for what can't be known here. */
const entryAmount = (value: Value, choices: EntryChoices): number | null => {
  switch (value.kind) {
    case 'constant':
      return value.n;
    case 'x':
      return choices.x ?? 0;
    default:
      return null;
  }
};
