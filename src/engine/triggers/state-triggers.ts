import type { CardPool } from '../../cards/pool.js';
import { conditionNow } from '../../layers/select.js';
import { appendAll } from '../../lists.js';
import type { GameState } from '../../state/types.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * CR 603.8: a state-triggered ability ("When you control no Islands, sacrifice [this]")
 * triggers as soon as the game state matches its condition, and doesn't trigger again until
 * the ability has resolved, been countered, or otherwise left the stack: one of its source
 * waiting to be put on the stack or on the stack holds it back. It is looked for each time
 * state-based actions have settled (704.3, 117.5).
 */
export const stateTriggers = (view: View, pool: CardPool): Pending[] => {
  const pending: Pending[] = [];
  for (const object of view.state.objects) {
    const c = view.chars.get(object.id);
    if (c?.zone !== 'battlefield' || !c.abilities.some((a) => a.kind === 'triggered')) continue;
    appendAll(
      pending,
      triggeredAbilities(view, pool, object.id, (t) => {
        if (t.kind !== 'stateHolds') return false;
        const holds = conditionNow(view.state, pool, t.condition, {
          source: object.id,
          controller: c.controller,
        });
        return holds.ok && holds.value;
      }).filter((p) => !alreadyTriggered(view.state, p)),
    );
  }
  return pending;
};

/** Whether this state trigger already waits or is on the stack (603.8). */
const alreadyTriggered = (state: GameState, p: Pending): boolean =>
  state.triggered.some((t) => t.source === p.source && t.ability === p.ability) ||
  state.stack.some((s) => s.kind === 'ability' && s.source === p.source && s.ability === p.ability);
