import type { CardPool } from '../../cards/pool.js';
import type { DelayedWatch, DelayedWhen } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { appendAll } from '../../lists.js';
import { all, chain, map, ok, type Result } from '../../result.js';
import type { DelayedTrigger, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { blockingCreatures } from '../combat/multiple-blocks.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';
import { delayedPending } from './delayed-triggers.js';
import type { Pending } from './triggers.js';

/**
 * CR 603.7b: delayed triggered abilities with a stated duration ("When that creature dies this
 * turn", "Whenever a creature attacks this turn"). Each triggers every time its event occurs
 * until the duration ends, and stays in the state until then (514.2, 611.2a).
 */

type Watching = DelayedTrigger & { readonly at: DelayedWatch };

const isWatching = (d: DelayedTrigger): d is Watching => typeof d.at !== 'string';

/** The events of the object the ability remembers ("that creature"), rather than of any creature its filter matches. */
export const ABOUT_REMEMBERED: ReadonlySet<DelayedWhen['kind']> = new Set([
  'dies',
  'leavesBattlefield',
  'becomesBlocked',
]);

/** What happened that such an ability may wait for, gathered from one step's events. */
interface Happened {
  readonly attacked: boolean;
  readonly blocked: boolean;
  readonly newlyBlocked: readonly ObjectId[];
  readonly entered: readonly ObjectId[];
  /** Permanents that left the battlefield, and whether each went to a graveyard (died, 700.4). */
  readonly left: readonly { readonly object: ObjectId; readonly died: boolean }[];
}

const happenings = (events: readonly GameEvent[]): Happened => {
  const newlyBlocked: ObjectId[] = [];
  const entered: ObjectId[] = [];
  const left: { object: ObjectId; died: boolean }[] = [];
  let attacked = false;
  let blocked = false;
  for (const e of events) {
    if (e.kind === 'attackersDeclared') attacked = true;
    else if (e.kind === 'blockersDeclared') {
      blocked = true;
      appendAll(newlyBlocked, e.newlyBlocked);
    } else if (e.kind === 'tokenCreated') entered.push(e.object);
    else if (e.kind === 'zoneChange' && e.to === 'battlefield') entered.push(e.object);
    else if (e.kind === 'zoneChange' && e.from === 'battlefield')
      left.push({ object: e.object, died: e.to === 'graveyard' });
  }
  return { attacked, blocked, newlyBlocked, entered, left };
};

/** The trigger objects of a remembered object's event: it, while it is still that object (400.7, 603.7c). */
const ofRemembered = (
  d: Watching,
  happened: Happened,
  before: () => Result<View>,
  after: View,
): Result<ObjectId[]> => {
  const that = d.triggerObject;
  if (that === undefined) return ok([]);
  if (d.at.when.kind === 'becomesBlocked')
    return ok(
      happened.newlyBlocked.includes(that.object) &&
        after.objects.get(that.object)?.timestamp === that.timestamp
        ? [that.object]
        : [],
    );
  const dies = d.at.when.kind === 'dies';
  const leaving = happened.left.filter((l) => l.object === that.object && (l.died || !dies));
  if (leaving.length === 0) return ok([]);
  // CR 603.10a: it left as the object it remembers, looked for as it last was.
  return map(before(), (was) =>
    was.objects.get(that.object)?.timestamp === that.timestamp ? [that.object] : [],
  );
};

/** The objects of `ids` its filter matches, seen from its source and controller in `view` (603.2, 603.10a). */
const matching = (view: View, pool: CardPool, d: Watching, ids: readonly ObjectId[]): Result<ObjectId[]> => {
  if (ids.length === 0 || !('filter' in d.at.when)) return ok([]);
  return map(
    selectObjects(view.state, pool, d.at.when.filter, { source: d.object, controller: d.controller }),
    (matched) => ids.filter((id) => matched.includes(id)),
  );
};

/** The trigger objects of one ability: each object its event happened to, once each (603.2c). */
const triggerObjects = (
  d: Watching,
  happened: Happened,
  before: () => Result<View>,
  after: View,
  pool: CardPool,
): Result<ObjectId[]> => {
  switch (d.at.when.kind) {
    case 'dies':
    case 'leavesBattlefield':
    case 'becomesBlocked':
      return ofRemembered(d, happened, before, after);
    case 'creatureAttacks':
      // CR 508.3a: each creature declared as an attacker.
      return happened.attacked
        ? matching(
            after,
            pool,
            d,
            (after.state.combat?.attackers ?? []).map((a) => a.id),
          )
        : ok([]);
    case 'creatureBlocks':
      // CR 509.3a: each creature declared as a blocker, once however many it blocks.
      return happened.blocked
        ? matching(after, pool, d, blockingCreatures(after.state.combat?.blockers ?? []))
        : ok([]);
    case 'permanentEnters':
      return matching(after, pool, d, happened.entered);
    case 'permanentDies': {
      const died = happened.left.flatMap((l) => (l.died ? [l.object] : []));
      if (died.length === 0) return ok([]);
      // CR 603.10a: read as they last were on the battlefield.
      return chain(before(), (was) => matching(was, pool, d, died));
    }
  }
};

/**
 * The delayed abilities with a stated duration that this step's events triggered, each with its
 * trigger object. One whose instructions act on its source does nothing once the source has
 * changed zones (603.7c): "sacrifice Heart Wolf".
 */
export const watchedDelayed = (
  before: () => Result<View>,
  after: View,
  pool: CardPool,
  events: readonly GameEvent[],
): Result<Pending[]> => {
  const watching = (after.state.delayed ?? []).filter(isWatching);
  if (watching.length === 0) return ok([]);
  const happened = happenings(events);
  return map(
    all(watching, (d) =>
      map(triggerObjects(d, happened, before, after, pool), (ids) =>
        ids.map(
          (id): Pending =>
            delayedPending(d, after, { kind: 'delayedEvent', when: d.at.when }, true, '603.7b', id),
        ),
      ),
    ),
    (found) => found.flat(),
  );
};

/**
 * CR 514.2, 611.2a: the state without the delayed abilities whose stated duration ends now:
 * "this turn" ones in the cleanup step (`endOfTurn`), "until your next turn" ones of the players
 * in `reached` as their turn begins.
 */
export const delayedEnded = (
  state: GameState,
  until: DelayedWatch['until'],
  reached?: ReadonlySet<PlayerId>,
): GameState => {
  const delayed = state.delayed ?? [];
  const rest = delayed.filter(
    (d) => !isWatching(d) || d.at.until !== until || (reached !== undefined && !reached.has(d.controller)),
  );
  if (rest.length === delayed.length) return state;
  const { delayed: _, ...without } = state;
  return rest.length === 0 ? without : { ...without, delayed: rest };
};
