import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { appendAll } from '../../lists.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { blockingCreatures } from '../combat/multiple-blocks.js';
import type { GameEvent } from '../events.js';
import { monarchCombatDamage } from '../monarch/monarch-triggers.js';
import { counterCount, type View } from '../view.js';
import { attachedTriggers } from './attached-triggers.js';
import { blockPairTriggers, unblockedTriggers } from './block-triggers.js';
import { castTriggers } from './cast-triggers.js';
import { chapterTriggers, putsLore } from './chapter-triggers.js';
import { countersPutTriggers } from './counter-triggers.js';
import { combatDamageToPlayers, damageTriggers } from './damage-triggers.js';
import { DELAYED_AT, triggerDelayed } from './delayed-triggers.js';
import { watchedDelayed } from './delayed-watch.js';
import { dieRollTriggers } from './dice-triggers.js';
import { type Departure, leavesTriggers } from './dies.js';
import { discardTriggers } from './discard-triggers.js';
import { drawTriggers } from './draw-triggers.js';
import { enterTriggers } from './enter-triggers.js';
import { exertTriggers } from './exert-triggers.js';
import { graveyardTriggers } from './graveyard-triggers.js';
import { attackKeywordTriggers, blockKeywordTriggers } from './keyword-triggers.js';
import { lifeGainTriggers } from './life-triggers.js';
import { beginningOfStep } from './step-triggers.js';
import { targetTriggers } from './target-triggers.js';
import { type Pending, triggeredAbilities } from './triggers.js';
import { onceForAnyWatchers, watchersOf } from './watchers.js';

/**
 * CR 603.2, 603.10: the abilities that the events of one step of the game triggered. Most are
 * read in `after`, the game just after the events (603.2); leaving the battlefield looks back
 * in time, to `before` (603.10a), which is worked out only when something left. `state` is the
 * state to carry on from: delayed abilities that triggered are gone from it (603.7b).
 */
export interface Detected {
  readonly pending: readonly Pending[];
  readonly state: GameState;
}

/** Whether an event can trigger anything, or leaves last known information to keep (608.2h). */
export const mayTrigger = (e: GameEvent): boolean => {
  switch (e.kind) {
    case 'zoneChange':
      // CR 701.9a: a discard, from a hand to a graveyard, may trigger too.
      return (
        e.to === 'battlefield' || e.from === 'battlefield' || (e.from === 'hand' && e.to === 'graveyard')
      );
    case 'tokenCreated':
    case 'attackersDeclared':
    case 'blockersDeclared':
    case 'damageDealt':
    case 'lifeGained':
    case 'dieRolled':
    case 'cardDrawn':
    case 'spellCast':
    case 'putOnStack':
    case 'stepBegan':
    case 'turnedFaceUp':
    case 'crewed':
    case 'exploited':
    case 'becameLevel':
    case 'becameMonstrous':
    case 'becameRenowned':
    case 'exerted':
    case 'tapped':
    case 'untapped':
      return true;
    case 'countersChanged':
      // CR 122.6: counters put on an object may trigger, and so may removing them (702.63a).
      return e.change !== 0;
    default:
      return false;
  }
};

/** CR 702.63a: the permanent counters of this kind were removed from has none left. */
const lastRemoved = (after: View, id: ObjectId, counter: string): boolean => {
  const object = after.objects.get(id);
  return object?.zone === 'battlefield' && counterCount(object, counter) === 0;
};

export const detectTriggers = (
  before: () => Result<View>,
  after: View,
  pool: CardPool,
  events: readonly GameEvent[],
): Result<Detected> => {
  const found: Pending[] = [];
  let state = after.state;
  const entered = new Set<ObjectId>();
  const left: Departure[] = [];
  for (const e of events) {
    switch (e.kind) {
      case 'zoneChange':
        if (e.to === 'battlefield') entered.add(e.object);
        else if (e.from === 'battlefield') left.push({ object: e.object, to: e.to, rule: e.rule });
        break;
      case 'tokenCreated':
        entered.add(e.object);
        break;
      case 'attackersDeclared': {
        const attacking = attackTriggers(after, pool);
        if (!attacking.ok) return attacking;
        appendAll(found, attacking.value);
        break;
      }
      case 'exerted':
        appendAll(found, exertTriggers(after, pool, e.object));
        break;
      case 'blockersDeclared': {
        const blocked = blockTriggers(after, pool, e.newlyBlocked);
        if (!blocked.ok) return blocked;
        appendAll(found, blocked.value);
        break;
      }
      case 'spellCast': {
        const spell = after.state.stack.find((s) => s.id === e.object);
        const cast = castTriggers(after, pool, {
          id: e.object,
          caster: e.player,
          targets: spell?.targets ?? [],
        });
        if (!cast.ok) return cast;
        const targeted = targetTriggers(after, pool, e.object);
        if (!targeted.ok) return targeted;
        appendAll(found, cast.value, targeted.value);
        break;
      }
      case 'putOnStack': {
        const targeted = targetTriggers(after, pool, e.object);
        if (!targeted.ok) return targeted;
        appendAll(found, targeted.value);
        break;
      }
      case 'stepBegan': {
        appendAll(found, beginningOfStep(after, pool, e.step));
        // CR 603.7b, 503.1a, 513.1a: "at the beginning of the next upkeep / end step" delayed abilities trigger too.
        const event = DELAYED_AT[e.step];
        if (event) {
          const delayed = triggerDelayed({ ...after, state }, event);
          state = delayed.state;
          appendAll(found, delayed.triggered);
        }
        break;
      }
      case 'turnedFaceUp': {
        const faceUp = turnedFaceUpTriggers(after, pool, e.object, e.x);
        if (!faceUp.ok) return faceUp;
        appendAll(found, faceUp.value);
        break;
      }
      case 'crewed':
        // CR 702.122b: each creature tapped for the crew cost crews the Vehicle.
        for (const id of e.crew)
          appendAll(
            found,
            triggeredAbilities(after, pool, id, (t) => t.kind === 'crewsVehicle', e.vehicle),
          );
        break;
      case 'tapped':
      case 'untapped':
        // CR 110.5b, 614.1d: a permanent that entered tapped never became tapped.
        if (!entered.has(e.object)) appendAll(found, tapTriggers(after, pool, e.object, e.kind));
        break;
      case 'exploited': {
        // Ruling (Sidisi's Faithful, 2015-02-25): a creature may exploit itself, and its "when
        // [this] exploits a creature" still triggers: looked for as it last was (603.10a).
        const seen = after.objects.get(e.object)?.zone === 'battlefield' ? ok(after) : before();
        if (!seen.ok) return seen;
        appendAll(
          found,
          triggeredAbilities(seen.value, pool, e.object, (t) => t.kind === 'exploits', e.creature),
        );
        break;
      }
      case 'countersChanged':
        // CR 702.63a: "when the last [kind] counter is removed from [this]": it has none left.
        if (e.change < 0 && lastRemoved(after, e.object, e.counter))
          appendAll(
            found,
            triggeredAbilities(
              after,
              pool,
              e.object,
              (t) => t.kind === 'lastCounterRemovedFromSelf' && t.counter === e.counter,
            ),
          );
        break;
      case 'becameLevel':
        // CR 716.2a, 603.2e: "When this Class becomes level N", had once it is level N.
        appendAll(
          found,
          triggeredAbilities(after, pool, e.object, (t) => t.kind === 'becomesLevel' && t.level === e.level),
        );
        break;
      case 'becameMonstrous':
      case 'becameRenowned': {
        // CR 701.37a, 702.112a: "When [this] becomes monstrous / renowned"; its X is that of
        // the "monstrosity X" (701.37c).
        const kind = e.kind === 'becameMonstrous' ? 'becomesMonstrous' : 'becomesRenowned';
        const x = e.kind === 'becameMonstrous' ? e.x : undefined;
        appendAll(
          found,
          triggeredAbilities(after, pool, e.object, (t) => t.kind === kind).map((p) =>
            x === undefined ? p : { ...p, x },
          ),
        );
        break;
      }
      default:
        break;
    }
  }
  // Damage and life gained at once are one event each (120.3, 119.9): read together.
  const damaged = combatDamageToPlayers(after, pool, events);
  if (!damaged.ok) return damaged;
  const countersPut = countersPutTriggers(after, pool, events);
  if (!countersPut.ok) return countersPut;
  const discarding = discardTriggers(after, pool, events);
  if (!discarding.ok) return discarding;
  const intoGraveyards = graveyardTriggers(after, pool, events);
  if (!intoGraveyards.ok) return intoGraveyards;
  // CR 603.7b: delayed abilities that wait for an event "this turn" (or "until your next turn").
  const delayedWatching = watchedDelayed(before, after, pool, events);
  if (!delayedWatching.ok) return delayedWatching;
  appendAll(
    found,
    delayedWatching.value,
    damaged.value,
    countersPut.value,
    discarding.value,
    intoGraveyards.value,
    damageTriggers(after, pool, events),
    monarchCombatDamage(after, events),
    lifeGainTriggers(after, pool, events),
    dieRollTriggers(after, pool, events),
    drawTriggers(after, pool, events),
  );
  // CR 714.2b: lore counters, each event with the count before it.
  if (events.some(putsLore)) appendAll(found, chapterTriggers(after, pool, events));
  if (entered.size > 0) {
    const entering = enterTriggers(after, pool, [...entered]);
    if (!entering.ok) return entering;
    appendAll(found, entering.value);
  }
  if (left.length > 0) {
    const leaving = chain(before(), (looked) => leavesTriggers(looked, after.state, pool, left));
    if (!leaving.ok) return leaving;
    appendAll(found, leaving.value);
  }
  return ok({ pending: found, state });
};

/**
 * CR 508.3a, 506.5: "Whenever [this creature] attacks" for each creature declared as an
 * attacker, "attacks alone" when it is the only one, Battalion's "and at least N other creatures
 * attack", and the attack keywords (keyword-triggers.ts); each attacker is its trigger object.
 * Others' "Whenever one or more [creatures you control] attack" trigger once (603.2c),
 * "Whenever a [creature you control] attacks" once for each attacker (its trigger object), and
 * "Whenever a [creature you control] attacks alone" for the only attacker.
 */
const attackTriggers = (after: View, pool: CardPool): Result<Pending[]> => {
  const attackers = after.state.combat?.attackers ?? [];
  const others = attackers.length - 1;
  const attacks = (t: Trigger): boolean =>
    t.kind === 'attacks' ||
    (t.kind === 'attacksAlone' && others === 0) ||
    (t.kind === 'attacksWithOthers' && others >= t.others);
  const ids = attackers.map((a) => a.id);
  const alone = chain(
    chain(onceForAnyWatchers(after, pool, 'creaturesAttack', ids), (watching) =>
      map(watchersOf(after, pool, 'creatureAttacks', ids), (each) => [
        ...watching,
        ...each.filter((p) => attacksWatched(after, p)),
      ]),
    ),
    (watching): Result<Pending[]> =>
      others === 0
        ? map(watchersOf(after, pool, 'creatureAttacksAlone', ids), (lone) => [...watching, ...lone])
        : ok(watching),
  );
  return map(alone, (watching) => [
    ...attackers.flatMap((a) => [
      ...triggeredAbilities(after, pool, a.id, attacks, a.id),
      ...attachedTriggers(after, pool, a.id, 'attacks'),
    ]),
    ...attackKeywordTriggers(after, pool),
    ...watching,
  ]);
};

/**
 * CR 506.3: "Whenever a creature attacks you [or a planeswalker you control]" sees only an
 * attacker of the ability's controller, or of a planeswalker they control as attackers are declared.
 */
const attacksWatched = (after: View, p: Pending): boolean => {
  const trigger = p.def.trigger;
  if (trigger.kind !== 'creatureAttacks' || trigger.attacking === undefined) return true;
  const attacked = after.state.combat?.attackers.find((a) => a.id === p.triggerObject)?.attacking;
  if (attacked === p.controller) return true;
  if (trigger.attacking === 'you' || attacked === undefined) return false;
  const c = after.chars.get(attacked);
  return c?.controller === p.controller && c.types.includes('Planeswalker');
};

/**
 * CR 509.3a-g: as blockers are declared, "Whenever [this creature] blocks" once for a creature
 * however many attackers it blocks, "becomes blocked" once for each attacker that became
 * blocked (and others' "Whenever a [creature you control] becomes blocked", 509.3c), the pair triggers (block-triggers.ts), "attacks and isn't blocked" for the others,
 * and the block keywords; the characteristics are those as blockers are declared (509.3f).
 */
const blockTriggers = (after: View, pool: CardPool, newlyBlocked: readonly ObjectId[]): Result<Pending[]> => {
  const blockers = after.state.combat?.blockers ?? [];
  const blocks = blockingCreatures(blockers).flatMap((id) => [
    ...triggeredAbilities(after, pool, id, (t) => t.kind === 'blocks', id),
    ...attachedTriggers(after, pool, id, 'blocks'),
  ]);
  const blocked = newlyBlocked.flatMap((id) => [
    ...triggeredAbilities(after, pool, id, (t) => t.kind === 'becomesBlocked', id),
    ...attachedTriggers(after, pool, id, 'becomesBlocked'),
  ]);
  const watched = chain(blockPairTriggers(after, pool, blockers), (pairs) =>
    map(watchersOf(after, pool, 'creatureBecomesBlocked', newlyBlocked), (watching) => [
      ...pairs,
      ...watching,
    ]),
  );
  return map(watched, (pairs) => [
    ...blocks,
    ...blocked,
    ...pairs,
    ...unblockedTriggers(after, pool),
    ...blockKeywordTriggers(after, pool, newlyBlocked),
  ]);
};

/**
 * CR 702.37e, 708.8: "When [this] is turned face up" and others' "Whenever a permanent is turned
 * face up", seen as it is now face up; nothing about entering triggers. Its own ability's X is the
 * X paid for the morph cost (107.3d-e: Warbreak Trumpeter's "create X 1/1 … tokens").
 */
const turnedFaceUpTriggers = (
  after: View,
  pool: CardPool,
  id: ObjectId,
  x: number | undefined,
): Result<Pending[]> =>
  map(watchersOf(after, pool, 'permanentTurnedFaceUp', [id]), (watching) => [
    ...triggeredAbilities(after, pool, id, (t) => t.kind === 'turnedFaceUp').map((p) =>
      x === undefined ? p : { ...p, x },
    ),
    ...watching,
  ]);

/**
 * CR 701.26a-b: "Whenever [this] becomes tapped / untapped" (Inspired), and "Whenever enchanted
 * creature becomes tapped" (Betrayal), read as it now is.
 */
const tapTriggers = (after: View, pool: CardPool, id: ObjectId, event: 'tapped' | 'untapped'): Pending[] => [
  ...triggeredAbilities(
    after,
    pool,
    id,
    (t) => t.kind === (event === 'tapped' ? 'becomesTapped' : 'becomesUntapped'),
  ),
  ...(event === 'tapped' ? attachedTriggers(after, pool, id, 'becomesTapped') : []),
];
