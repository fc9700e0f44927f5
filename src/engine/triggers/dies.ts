import type { CardPool } from '../../cards/pool.js';
import type { Instruction } from '../../effects/types.js';
import { map, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { blitzDiesTriggers } from '../casting/cast-options.js';
import { counterCount, hasKeyword, type View } from '../view.js';
import { instances, pending } from './keyword-triggers.js';
import type { Pending } from './triggers.js';
import { triggeredAbilities } from './triggers.js';
import { watchersOf } from './watchers.js';

/**
 * What triggers as permanents die (CR 700.4: put into a graveyard from the battlefield), however
 * they died: destroyed (701.8a), sacrificed (701.21a), or put there by 704.5f. Their "when this
 * dies" abilities, others' "whenever a creature dies", blitz's card draw, persist and undying,
 * all read in `before`, the game as they died (603.10a looks back in time). A card's dies
 * abilities can find the card it became in its graveyard (400.7e), as `after` has it.
 */
export const diesTriggers = (
  before: View,
  after: GameState,
  pool: CardPool,
  died: readonly ObjectId[],
): Result<Pending[]> => {
  const watching = watchersOf(before, pool, 'permanentDies', died);
  const own = died.flatMap((id) => {
    const card = after.objects.find((o) => o.id === id);
    const became = card && !card.token ? { zone: card.zone, timestamp: card.timestamp } : undefined;
    return [
      ...triggeredAbilities(before, pool, id, (t) => t.kind === 'dies'),
      ...returnKeywords(before, pool, id),
    ].map((p) => (became ? { ...p, became } : p));
  });
  return map(watching, (watching) => [...own, ...watching, ...blitzDiesTriggers(before, pool, died)]);
};

/**
 * CR 702.79a, 702.93a: persist, "When this permanent is put into a graveyard from the
 * battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its owner's
 * control with a -1/-1 counter on it", and undying, the same with +1/+1 counters. The "if" is
 * about the permanent as it died, so it is read once, as it triggers (603.4). A token is no card
 * to return (111.7, 704.5d): its ability triggers and does nothing.
 */
const returnKeywords = (before: View, pool: CardPool, id: ObjectId): Pending[] => {
  const was = before.objects.get(id);
  const c = before.chars.get(id);
  if (!was || !c || c.zone !== 'battlefield') return [];
  return RETURNING.flatMap(([keyword, counter, rule]) =>
    hasKeyword(c, keyword) && counterCount(was, counter) === 0
      ? instances(before, pool, id, keyword).flatMap((inst) =>
          pending(before, id, inst, { kind: 'dies' }, rule, returnWith(counter)),
        )
      : [],
  );
};

const RETURNING = [
  ['Persist', '-1/-1', '702.79a'],
  ['Undying', '+1/+1', '702.93a'],
] as const;

/** "Return it to the battlefield under its owner's control with a [kind] counter on it." */
const returnWith = (counter: string): Instruction => ({
  kind: 'fromGraveyard',
  on: 'self',
  to: 'battlefield',
  underOwner: true,
  counter,
});
