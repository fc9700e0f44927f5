import type { CardPool } from '../../cards/pool.js';
import { selectObjects } from '../../layers/select.js';
import { ok, type Result } from '../../result.js';
import type { ObjectId } from '../../state/types.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * CR 603.2, 603.2c: the "Whenever a [kind of permanent] enters / dies / is turned face up" abilities of every
 * permanent, once for each watched object its filter matches, seen from that permanent; the
 * watched object is the trigger object. All is read in `view`: for dying, the game just before
 * (603.10a), so a watcher dying with the others sees them all, itself included when its filter
 * or `orSelf` ("[this] or another creature") matches it; for entering, the object that entered
 * is among the watchers, so "[this] or another Ally enters" sees itself.
 */
export const watchersOf = (
  view: View,
  pool: CardPool,
  kind: 'permanentEnters' | 'permanentDies' | 'permanentTurnedFaceUp',
  watched: readonly ObjectId[],
): Result<Pending[]> => {
  const found: Pending[] = [];
  if (watched.length === 0) return ok(found);
  for (const watcher of view.state.objects) {
    // CR 113.6m: a card in a graveyard may have an ability that triggers there.
    if (watcher.zone !== 'battlefield' && watcher.zone !== 'graveyard') continue;
    for (const p of triggeredAbilities(view, pool, watcher.id, (t) => t.kind === kind)) {
      const trigger = p.def.trigger;
      if (
        trigger.kind !== 'permanentEnters' &&
        trigger.kind !== 'permanentDies' &&
        trigger.kind !== 'permanentTurnedFaceUp'
      )
        continue;
      const seen = selectObjects(view.state, pool, trigger.filter, {
        source: watcher.id,
        controller: p.controller,
      });
      if (!seen.ok) return seen;
      const orSelf = trigger.orSelf === true;
      for (const id of watched) {
        if (seen.value.includes(id) || (orSelf && id === watcher.id)) found.push({ ...p, triggerObject: id });
      }
    }
  }
  return ok(found);
};
