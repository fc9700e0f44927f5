import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { map, ok, type Result } from '../../result.js';
import type { ObjectId, PlayerId } from '../../state/types.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities, watchesFrom } from './triggers.js';

/** The triggers about other permanents, each with a filter of the permanents it watches. */
type WatcherKind =
  | 'permanentEnters'
  | 'permanentDies'
  | 'permanentSacrificed'
  | 'cardDiscarded'
  | 'cardPutIntoGraveyard'
  | 'permanentTurnedFaceUp'
  | 'permanentBecomesTarget'
  | 'creaturesAttack'
  | 'creatureAttacksAlone'
  | 'creatureAttacks'
  | 'creatureBecomesBlocked'
  | 'creatureDealsCombatDamageToPlayer'
  | 'countersPut';
type Watching = Extract<Trigger, { kind: WatcherKind }>;

/** An ability that watches, as it would trigger, and those of the watched objects it sees. */
interface Sighting {
  readonly pending: Pending;
  readonly trigger: Watching;
  readonly seen: readonly ObjectId[];
}

const isWatching = (t: Trigger, kind: WatcherKind): t is Watching => t.kind === kind;

/**
 * CR 603.2: the abilities of every permanent (and card in a graveyard, 113.6m, and emblem, 114.4) that watch for
 * `kind`, each with the watched objects its filter matches, seen from that permanent, or itself
 * with `orSelf` ("[this] or another creature"). All is read in `view`: for dying, the game just
 * before (603.10a), so a watcher dying with the others sees them all; for entering, the object
 * that entered is among the watchers, so "[this] or another Ally enters" sees itself.
 */
const sightings = (
  view: View,
  pool: CardPool,
  kind: WatcherKind,
  watched: readonly ObjectId[],
): Result<Sighting[]> => {
  const found: Sighting[] = [];
  if (watched.length === 0) return ok(found);
  for (const watcher of view.state.objects) {
    if (!watchesFrom(watcher.zone)) continue;
    for (const pending of triggeredAbilities(view, pool, watcher.id, (t) => t.kind === kind)) {
      const trigger = pending.def.trigger;
      if (!isWatching(trigger, kind)) continue;
      const matched = selectObjects(view.state, pool, trigger.filter, {
        source: watcher.id,
        controller: pending.controller,
      });
      if (!matched.ok) return matched;
      const orSelf = 'orSelf' in trigger && trigger.orSelf === true;
      const seen = watched.filter((id) => matched.value.includes(id) || (orSelf && id === watcher.id));
      found.push({ pending, trigger, seen });
    }
  }
  return ok(found);
};

/**
 * CR 603.2, 603.2c: "Whenever a [kind of permanent] enters / dies / is sacrificed / is discarded / is turned face up / has
 * counters put on it / becomes the target of a spell / attacks (508.3a) / attacks alone (506.5) / becomes blocked (509.3c)", once for each watched object a watcher sees, which is the trigger object;
 * `also` is what else the trigger must say (the kind of counter).
 */
export const watchersOf = (
  view: View,
  pool: CardPool,
  kind:
    | 'permanentEnters'
    | 'permanentDies'
    | 'permanentSacrificed'
    | 'cardDiscarded'
    | 'cardPutIntoGraveyard'
    | 'permanentTurnedFaceUp'
    | 'permanentBecomesTarget'
    | 'creatureAttacksAlone'
    | 'creatureAttacks'
    | 'creatureAttacks'
    | 'creatureBecomesBlocked'
    | 'countersPut',
  watched: readonly ObjectId[],
  also: (t: Trigger) => boolean = () => true,
): Result<Pending[]> =>
  map(sightings(view, pool, kind, watched), (found) =>
    found.flatMap(({ pending, trigger, seen }) =>
      also(trigger) ? seen.map((id) => ({ ...pending, triggerObject: id })) : [],
    ),
  );

/**
 * CR 508.3a, 603.2c: "Whenever one or more [creatures you control] attack", once as attackers
 * are declared if a watcher sees any of them, with no trigger object; so "Whenever one or more
 * creature cards are put into your graveyard" (`also`: the trigger says "one or more").
 */
export const onceForAnyWatchers = (
  view: View,
  pool: CardPool,
  kind: 'creaturesAttack' | 'cardPutIntoGraveyard',
  watched: readonly ObjectId[],
  also: (t: Trigger) => boolean = () => true,
): Result<Pending[]> =>
  map(sightings(view, pool, kind, watched), (found) =>
    found.flatMap(({ pending, trigger, seen }) => (seen.length > 0 && also(trigger) ? [pending] : [])),
  );

/**
 * CR 510.3a, 603.2c: "Whenever a [creature you control] deals combat damage to a player", once for
 * each source in `dealt` (with the damage it dealt) a watcher sees, the trigger object; "one or more [creatures] deal", once if
 * it sees any. `player` was dealt the damage: "that player".
 */
export const combatDamageWatchers = (
  view: View,
  pool: CardPool,
  player: PlayerId,
  dealt: ReadonlyMap<ObjectId, number>,
): Result<Pending[]> =>
  map(sightings(view, pool, 'creatureDealsCombatDamageToPlayer', [...dealt.keys()]), (found) =>
    found.flatMap(({ pending, trigger, seen }) => {
      const p = { ...pending, triggerPlayer: player };
      if ('oneOrMore' in trigger && trigger.oneOrMore) return seen.length > 0 ? [p] : [];
      // CR 603.2c, 608.2h: "that much" / "that many" is the damage that creature dealt that player.
      return seen.map((id) => ({ ...p, triggerObject: id, amount: dealt.get(id) ?? 0 }));
    }),
  );
