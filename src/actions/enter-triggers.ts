import type { CardPool } from '../cards/pool.js';
import { selectObjects } from '../layers/select.js';
import { ok, type Result } from '../result.js';
import type { GameState, ObjectId } from '../state/types.js';
import type { Outcome } from './outcome.js';
import { type Pending, resolveTriggers, triggeredAbilities } from './triggers.js';
import { type View, viewOf } from './view.js';

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
): Result<Outcome> => {
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const object = view.value.objects.get(id);
  if (!object) return ok({ state, events: [] });
  const found = triggeredAbilities(view.value, pool, id, (t) => t.kind === 'entersBattlefield').map((p) => ({
    ...p,
    ...(targets === undefined ? {} : { targets }),
    // CR 107.3m: X in an enters-the-battlefield ability is the X of the spell that became it.
    ...(object.choices.x === undefined ? {} : { x: object.choices.x }),
  }));
  const watching = othersSeeEnter(view.value, pool, id);
  return watching.ok ? resolveTriggers(state, pool, [...found, ...watching.value]) : watching;
};

/**
 * CR 603.6a: the "Whenever a [kind of permanent] enters" abilities of every permanent (the one
 * that entered included) whose filter, seen from that permanent, matches the one that entered.
 */
const othersSeeEnter = (view: View, pool: CardPool, id: ObjectId): Result<Pending[]> => {
  const found: Pending[] = [];
  for (const watcher of view.state.objects) {
    if (watcher.zone !== 'battlefield') continue;
    for (const p of triggeredAbilities(view, pool, watcher.id, (t) => t.kind === 'permanentEnters', id)) {
      if (p.def.trigger.kind !== 'permanentEnters') continue;
      const seen = selectObjects(view.state, pool, p.def.trigger.filter, {
        source: watcher.id,
        controller: p.controller,
      });
      if (!seen.ok) return seen;
      if (seen.value.includes(id)) found.push(p);
    }
  }
  return ok(found);
};
