import type { CardPool } from '../../cards/pool.js';
import type { TargetingController, Trigger } from '../../effects/types.js';
import { map, ok, type Result } from '../../result.js';
import type { ObjectId, PlayerId } from '../../state/types.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';
import { watchersOf } from './watchers.js';

/** Whether a trigger waiting for a spell [or ability] controlled by `by` sees this one, whose controller is `targeter`. */
const sees = (
  t: { readonly abilities: boolean; readonly by: TargetingController },
  byAbility: boolean,
  targeter: PlayerId,
  watcher: PlayerId | undefined,
): boolean => (!byAbility || t.abilities) && (t.by === 'any' || (t.by === 'you') === (targeter === watcher));

/**
 * "Whenever [this] becomes the target of a spell or ability": the permanents a spell or ability
 * just put on the stack targets, as the spell is cast (601.2c), the ability activated (602.2b)
 * or put on the stack (603.3d). A permanent chosen for two instances of "target" (115.3) became
 * a target once: one event, one trigger (603.2c). Who controls the spell or ability is seen from
 * each ability's controller; a player targeted has no abilities to trigger. The spell or ability
 * and its controller are the trigger object and player, "that spell or ability" and "that
 * player" (ward, 702.21a). "Whenever a creature you control becomes the target …" watches the
 * permanents its filter matches, each the trigger object, its controller "that player".
 */
export const targetTriggers = (view: View, pool: CardPool, targeting: ObjectId): Result<Pending[]> => {
  const entry = view.state.stack.find((s) => s.id === targeting);
  if (!entry) return ok([]);
  const targets = [...new Set(entry.targets)];
  const byAbility = entry.kind === 'ability';
  const targeter = entry.controller;
  const own = targets.flatMap((id) => {
    const controller = view.chars.get(id)?.controller;
    const matches = (t: Trigger): boolean =>
      t.kind === 'becomesTarget' && sees(t, byAbility, targeter, controller);
    return triggeredAbilities(view, pool, id, matches, targeting).map((p) => ({
      ...p,
      triggerPlayer: targeter,
    }));
  });
  return map(watchersOf(view, pool, 'permanentBecomesTarget', targets), (watching) => [
    ...own,
    ...watching
      .filter((p) => {
        const t = p.def.trigger;
        return t.kind === 'permanentBecomesTarget' && sees(t, byAbility, targeter, p.controller);
      })
      .map((p) => ({ ...p, triggerPlayer: targeter })),
  ]);
};
