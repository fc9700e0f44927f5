import type { CardPool } from '../../cards/pool.js';
import { map, ok, type Result } from '../../result.js';
import type { ObjectId } from '../../state/types.js';
import { evolveTriggers } from '../keyword-actions/evolve.js';
import { soulbondTriggers } from '../keyword-actions/soulbond.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';
import { watchersOf } from './watchers.js';

/**
 * CR 603.6a: the "When [this object] enters" abilities of objects that have just entered
 * together, read in `after`, the game just after (603.6a: if they have them after the layers,
 * their own or granted), with the X of the spell that became each (107.3m); the "Whenever a
 * [kind of permanent] enters" abilities that see them enter; evolve (702.100a) and soulbond (702.95a).
 */
export const enterTriggers = (after: View, pool: CardPool, ids: readonly ObjectId[]): Result<Pending[]> => {
  const present = ids.filter((id) => after.chars.get(id)?.zone === 'battlefield');
  if (present.length === 0) return ok([]);
  const own = present.flatMap((id) => {
    const x = after.objects.get(id)?.choices.x;
    return triggeredAbilities(after, pool, id, (t) => t.kind === 'entersBattlefield').map((p) =>
      x === undefined ? p : { ...p, x },
    );
  });
  return map(watchersOf(after, pool, 'permanentEnters', present), (watching) => [
    ...evolveTriggers(after, pool, present),
    ...soulbondTriggers(after, pool, present),
    ...own,
    ...watching,
  ]);
};
