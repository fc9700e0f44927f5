import type { CardPool } from '../../cards/pool.js';
import { conditionNow } from '../../layers/select.js';
import { ok, type Result } from '../../result.js';
import type { Outcome } from '../outcome.js';
import type { View } from '../view.js';
import { type Pending, resolveTriggers, triggeredAbilities } from './triggers.js';

/**
 * CR 603.8: a state-triggered ability ("When you control no Islands, sacrifice [this]")
 * triggers as soon as the game state matches its condition, and not again until it has
 * resolved. With no stack, it resolves at once: it is looked for each time state-based
 * actions have settled (704.3, 117.5), and a condition still true afterwards triggers it anew.
 */
export const stateTriggers = (view: View, pool: CardPool): Result<Outcome> => {
  const pending: Pending[] = [];
  for (const object of view.state.objects) {
    const c = view.chars.get(object.id);
    if (c?.zone !== 'battlefield' || !c.abilities.some((a) => a.kind === 'triggered')) continue;
    pending.push(
      ...triggeredAbilities(view, pool, object.id, (t) => {
        if (t.kind !== 'stateHolds') return false;
        const holds = conditionNow(view.state, pool, t.condition, {
          source: object.id,
          controller: c.controller,
        });
        return holds.ok && holds.value;
      }),
    );
  }
  return pending.length === 0
    ? ok({ state: view.state, events: [] })
    : resolveTriggers(view.state, pool, pending);
};
