import type { CardPool } from '../../cards/pool.js';
import { ok, optional, type Result } from '../../result.js';
import type { DamageDivision } from '../../state/answers.js';
import type { TriggeredAbility } from '../../state/stack.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { type Announced, checkAnnounced } from '../resolution/announce.js';
import { type View, viewOf } from '../view.js';
import { whoActs } from './priority.js';
import { pushTriggers, sourceOf, type TriggerPut } from './put-triggers.js';

/**
 * CR 603.3b-d: a player puts the triggered abilities they control that wait on the stack, in the
 * order they choose, with the modes and targets they choose for each; the first one named goes
 * lowest, so it resolves last.
 */
export interface OrderTriggersAction {
  readonly kind: 'orderTriggers';
  readonly order: readonly {
    /**
     * The waiting ability: its id (`a<n>`), as the state's `triggered` names it; or its source's
     * id, when that source has only one ability of the player's waiting.
     */
    readonly trigger: ObjectId;
    readonly targets?: readonly string[];
    readonly modes?: readonly number[];
    /** CR 603.3d, 601.2d: how it divides its damage among its targets. */
    readonly division?: DamageDivision;
  }[];
}

/** What is chosen for one waiting ability as it goes on the stack (603.3c-d). */
export type TriggerAnnouncement = OrderTriggersAction['order'][number];

/**
 * CR 603.3c-d, 601.2c-d: the modes, targets and division chosen for one waiting ability, checked
 * as its own (nothing chosen for another reads them): the targets as announced, and the division,
 * or the refusal at the choice's own path (`$.targets[i]`, `$.modes`). `legalActions` asks it of
 * each ability's choices before trying a whole `orderTriggers` action.
 */
export const announceTrigger = (
  view: View,
  pool: CardPool,
  trigger: TriggeredAbility,
  choice: TriggerAnnouncement,
): Result<Announced> =>
  checkAnnounced(
    view,
    pool,
    sourceOf(view, trigger),
    trigger.def.targets ?? null,
    trigger.def.instructions,
    // CR 107.3m: its X is the one of the spell that became its source.
    { controller: trigger.controller, ...optional('x', trigger.x), ...choice },
  );

export const orderTriggers = (
  state: GameState,
  pool: CardPool,
  action: OrderTriggersAction,
): Result<Outcome> => {
  const act = whoActs(state);
  if (act.kind !== 'orderTriggers')
    return refuse(
      'no triggered abilities wait for their controller to put them on the stack',
      '$.kind',
      '603.3b',
    );
  const mine = state.triggered.filter((t) => t.controller === act.player);
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const puts: TriggerPut[] = [];
  for (const [k, choice] of action.order.entries()) {
    const at = `$.order[${k}]`;
    const named = mine.filter((t) => t.id === choice.trigger);
    const found = named.length > 0 ? named : mine.filter((t) => t.source === choice.trigger);
    const [trigger, another] = found;
    if (!trigger)
      return refuse(
        `${choice.trigger} is not one of ${act.player}'s triggered abilities waiting (${mine.map((t) => `${t.id} of ${t.source}`).join(', ')})`,
        `${at}.trigger`,
        '603.3b',
      );
    if (another)
      return refuse(
        `${choice.trigger} has several triggered abilities waiting; name one by its id (${found.map((t) => t.id).join(', ')})`,
        `${at}.trigger`,
        '603.3b',
      );
    if (puts.some((p) => p.trigger === trigger))
      return refuse(`${choice.trigger} is named twice`, `${at}.trigger`, '603.3b');
    const targets = announceTrigger(view.value, pool, trigger, choice);
    if (!targets.ok)
      return { ok: false, error: { ...targets.error, path: `${at}${(targets.error.path ?? '').slice(1)}` } };
    puts.push({
      trigger,
      ...targets.value,
      ...optional('modes', choice.modes),
    });
  }
  const missing = mine.filter((t) => !puts.some((p) => p.trigger === t));
  if (missing.length > 0)
    return refuse(
      `${act.player} puts all their waiting triggered abilities on the stack at once: ${missing.map((t) => t.id).join(', ')} must be named too`,
      '$.order',
      '603.3b',
    );
  return ok(pushTriggers(state, puts));
};
