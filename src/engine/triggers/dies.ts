import type { CardPool } from '../../cards/pool.js';
import type { Instruction, Trigger } from '../../effects/types.js';
import { all, map, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';
import { blitzDiesTriggers } from '../casting/cast-options.js';
import { counterCount, hasKeyword, type View } from '../view.js';
import { SACRIFICE_RULES } from '../zones/player-action-rules.js';
import { instances, pending } from './keyword-triggers.js';
import type { Pending } from './triggers.js';
import { triggeredAbilities } from './triggers.js';
import { watchersOf } from './watchers.js';

/** A permanent that left the battlefield, the zone it went to, and the rule it left under. */
export interface Departure {
  readonly object: ObjectId;
  readonly to: ZoneName;
  readonly rule: string;
}

/**
 * What triggers as permanents leave the battlefield: their "when this leaves the battlefield"
 * abilities (603.6c), and for those that died (700.4: put into a graveyard from the battlefield),
 * however they died: destroyed (701.8a), sacrificed (701.21a), or put there by 704.5f, their "when
 * this dies" abilities, others' "whenever a creature dies", blitz's card draw, persist and
 * undying, and "whenever you sacrifice" for those sacrificed. All are read in `before`, the game as they left (603.10a looks back in time). A
 * card's own abilities can find the card it became in a public zone (400.7e), as `after` has it.
 */
export const leavesTriggers = (
  before: View,
  after: GameState,
  pool: CardPool,
  left: readonly Departure[],
): Result<Pending[]> => {
  const died = left.flatMap((e) => (e.to === 'graveyard' ? [e.object] : []));
  // CR 701.21a: "Whenever you sacrifice a [permanent]", read as it last was (603.10a).
  const sacrificed = left.flatMap((e) =>
    e.to === 'graveyard' && SACRIFICE_RULES.has(e.rule) ? [e.object] : [],
  );
  const watched = [
    ['permanentDies', died],
    ['permanentSacrificed', sacrificed],
  ] as const;
  const watching = all(watched, ([kind, ids]) => watchersOf(before, pool, kind, ids));
  const own = left.flatMap(({ object: id, to }) => {
    const card = after.objects.find((o) => o.id === id);
    const became =
      card && !card.token && PUBLIC_ZONES.has(card.zone)
        ? { zone: card.zone, timestamp: card.timestamp }
        : undefined;
    const matches = (t: Trigger): boolean =>
      t.kind === 'leavesBattlefield' || (t.kind === 'dies' && to === 'graveyard');
    return [
      ...triggeredAbilities(before, pool, id, matches),
      ...(to === 'graveyard' ? returnKeywords(before, pool, id) : []),
    ].map((p) => (became ? { ...p, became } : p));
  });
  return map(watching, (found) => [...own, ...found.flat(), ...blitzDiesTriggers(before, pool, died)]);
};

/** CR 400.7e: the zones in which a leaves-the-battlefield ability can find the card its source became. */
const PUBLIC_ZONES: ReadonlySet<ZoneName> = new Set(['graveyard', 'exile']);

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
