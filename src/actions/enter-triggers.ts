import type { CardPool } from '../cards/pool.js';
import { ok, type Result } from '../result.js';
import type { GameState, ObjectId } from '../state/types.js';
import { type Outcome, Sequence } from './outcome.js';
import { resolve } from './resolve.js';
import { definedAbilities, viewOf } from './view.js';

/**
 * CR 603.6a: the "When [this object] enters" abilities of an object that has just entered,
 * if it still has them after the layers. With no stack yet, one that needs no target resolves
 * at once, controlled by the object's controller (113.8). One with targets resolves with
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
  const c = view.value.chars.get(id);
  const run = new Sequence(state);
  if (!object || c?.zone !== 'battlefield') return ok(run.done());
  for (const [index, ability] of definedAbilities(pool, object, c)) {
    if (ability.kind !== 'triggered' || ability.trigger.kind !== 'entersBattlefield') continue;
    if (ability.targets !== undefined && targets === undefined) {
      run.note({ kind: 'triggerWaiting', object: id, ability: index, rule: '603.3d' });
      continue;
    }
    const resolved = resolve(run.state, pool, {
      kind: 'resolve',
      source: id,
      ability: index,
      controller: c.controller,
      ...(ability.targets === undefined || targets === undefined ? {} : { targets }),
      // CR 107.3m: X in an enters-the-battlefield ability is the X of the spell that became it.
      ...(object.choices.x === undefined ? {} : { x: object.choices.x }),
    });
    if (!resolved.ok) return resolved;
    run.step(() => resolved.value);
  }
  return ok(run.done());
};
