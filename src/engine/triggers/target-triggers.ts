import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import type { ObjectId } from '../../state/types.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

type BecomesTarget = Extract<Trigger, { kind: 'becomesTarget' }>;

/**
 * "Whenever [this] becomes the target of a spell or ability": the permanents a spell or ability
 * just put on the stack targets, as the spell is cast (601.2c), the ability activated (602.2b)
 * or put on the stack (603.3d). A permanent chosen for two instances of "target" (115.3) became
 * a target once: one event, one trigger (603.2c). Who controls the spell or ability is seen from
 * each ability's controller; a player targeted has no abilities to trigger. The spell or ability
 * and its controller are the trigger object and player, "that spell or ability" and "that
 * player" (ward, 702.21a).
 */
export const targetTriggers = (view: View, pool: CardPool, targeting: ObjectId): Pending[] => {
  const entry = view.state.stack.find((s) => s.id === targeting);
  if (!entry) return [];
  const byAbility = entry.kind === 'ability';
  return [...new Set(entry.targets)].flatMap((id) => {
    const controller = view.chars.get(id)?.controller;
    const sees = (t: BecomesTarget): boolean =>
      (!byAbility || t.abilities) &&
      (t.by === 'any' || (t.by === 'you') === (entry.controller === controller));
    return triggeredAbilities(view, pool, id, (t) => t.kind === 'becomesTarget' && sees(t), targeting).map(
      (p) => ({ ...p, triggerPlayer: entry.controller }),
    );
  });
};
