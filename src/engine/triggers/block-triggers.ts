import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { ok, type Result } from '../../result.js';
import type { Blocker, ObjectId } from '../../state/types.js';
import { hasKeyword, type View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * The triggers of blocking read creature by creature: "Whenever [this creature] blocks a
 * [filter]" once for each attacker it blocks (CR 509.3b), "becomes blocked by a [filter]" once
 * for each creature blocking it (509.3d), and "blocks or becomes blocked by a [filter]" for
 * either. The other creature of the pair is the trigger object ("that creature"); it must match
 * the filter, seen from the creature with the ability, as blockers are declared (509.3f).
 */

type PairTrigger = Extract<
  Trigger,
  { kind: 'blocksCreature' | 'becomesBlockedByCreature' | 'blocksOrBecomesBlockedByCreature' }
>;

const SIDES = [
  { side: 'blocker', kind: 'blocksCreature', rule: '509.3b' },
  { side: 'attacker', kind: 'becomesBlockedByCreature', rule: '509.3d' },
] as const;

const isPairTrigger = (t: Trigger, kind: PairTrigger['kind']): t is PairTrigger =>
  t.kind === kind || t.kind === 'blocksOrBecomesBlockedByCreature';

/** The pair triggers of the blocks just declared, each with the rule of its side. */
export const blockPairTriggers = (
  view: View,
  pool: CardPool,
  pairs: readonly Blocker[],
): Result<Pending[]> => {
  const found: Pending[] = [];
  for (const pair of pairs) {
    for (const { side, kind, rule } of SIDES) {
      const [watcher, other]: [ObjectId, ObjectId] =
        side === 'blocker' ? [pair.id, pair.blocking] : [pair.blocking, pair.id];
      for (const p of triggeredAbilities(view, pool, watcher, (t) => isPairTrigger(t, kind))) {
        const trigger = p.def.trigger;
        if (!isPairTrigger(trigger, kind)) continue;
        const seen = selectObjects(view.state, pool, trigger.filter, {
          source: watcher,
          controller: p.controller,
        });
        if (!seen.ok) return seen;
        const k = trigger.kind === 'blocksCreature' ? trigger.keyword : undefined;
        if (k && hasKeyword(view.chars.get(other), k.keyword) !== k.has) continue;
        if (seen.value.includes(other)) found.push({ ...p, triggerObject: other, rule });
      }
    }
  }
  return ok(found);
};

/**
 * CR 509.3g: "Whenever [this creature] attacks and isn't blocked" for each attacker no creature
 * was declared as a blocker for, read in `view`, the game as blockers were declared.
 */
export const unblockedTriggers = (view: View, pool: CardPool): Pending[] =>
  (view.state.combat?.attackers ?? [])
    .filter((a) => !a.blocked)
    .flatMap((a) => triggeredAbilities(view, pool, a.id, (t) => t.kind === 'attacksAndIsntBlocked', a.id));
