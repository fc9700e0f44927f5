import type { CardPool } from '../../cards/pool.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { evolveTriggers } from '../keyword-actions/evolve.js';
import type { Outcome } from '../outcome.js';
import { viewOf } from '../view.js';
import { resolveTriggers, triggeredAbilities } from './triggers.js';
import { watchersOf } from './watchers.js';

/**
 * CR 603.6a: the "When [this object] enters" abilities of an object that has just entered,
 * if it has them after the layers (its own, or granted). With no stack yet they resolve at
 * once (triggers.ts), controlled by the object's controller (603.3a). One with targets takes
 * `targets` when they are given (chosen as it triggers, 603.3d); without them it is reported
 * as waiting, for the caller to resolve with a `resolve` action naming the object and ability.
 */
export const enterTriggers = (
  state: GameState,
  pool: CardPool,
  id: ObjectId,
  targets?: readonly string[],
): Result<Outcome> => enteredTogether(state, pool, [id], targets);

/** `enterTriggers` for objects that entered at the same time, such as tokens created together (603.6a). */
export const enteredTogether = (
  state: GameState,
  pool: CardPool,
  ids: readonly ObjectId[],
  targets?: readonly string[],
): Result<Outcome> => {
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const found = ids.flatMap((id) => {
    const object = view.value.objects.get(id);
    if (!object) return [];
    return triggeredAbilities(view.value, pool, id, (t) => t.kind === 'entersBattlefield').map((p) => ({
      ...p,
      ...(targets === undefined ? {} : { targets }),
      // CR 107.3m: X in an enters-the-battlefield ability is the X of the spell that became it.
      ...(object.choices.x === undefined ? {} : { x: object.choices.x }),
    }));
  });
  // CR 603.6a: and the "Whenever a [kind of permanent] enters" abilities that see them enter.
  const present = ids.filter((id) => view.value.objects.has(id));
  if (present.length === 0) return ok({ state, events: [] });
  const watching = watchersOf(view.value, pool, 'permanentEnters', present);
  if (!watching.ok) return watching;
  // CR 603.3b: its controller orders them; evolve first, while the creature that entered is surely still there to compare.
  return resolveTriggers(state, pool, [
    ...evolveTriggers(view.value, pool, present),
    ...found,
    ...watching.value,
  ]);
};
