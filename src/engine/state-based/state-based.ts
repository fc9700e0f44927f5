import type { CardPool } from '../../cards/pool.js';
import { isBestowed, unbestowed } from '../../layers/bestowed.js';
import type { Characteristics } from '../../layers/result.js';
import { type ObjectTest, objectTest } from '../../layers/select.js';
import { appendAll } from '../../lists.js';
import { map, ok, type Result } from '../../result.js';
import type { GameObject, GameState, ObjectId } from '../../state/types.js';
import { protectionFrom } from '../damage/protection.js';
import type { GameEvent } from '../events.js';
import { monarchLeaves } from '../monarch/leaves.js';
import { type Outcome, Sequence } from '../outcome.js';
import { noteTriggers } from '../triggers/note.js';
import { bindDayNight } from '../turn/day-night.js';
import { abilitiesNow, counterCount, isCreature, type View, viewOf } from '../view.js';
import { auraFits } from '../zones/aura-fits.js';
import { changeCounters } from '../zones/counters.js';
import { destroy } from '../zones/destroy.js';
import { moveObject } from '../zones/zones.js';
import { ascendPermanents } from './ascend.js';
import { legendChoicesAwaited, legendRule } from './legend-rule.js';
import { sourceOfPendingTrigger } from './pending-source.js';
import { surplusRoles } from './roles.js';
import { sagaIsDone } from './sagas.js';
import { worldRuleLosers } from './world-rule.js';

/**
 * CR 704.3: checks state-based actions, performs all that apply at once, and repeats until
 * none apply. Each round is one event for the trigger driver (triggers/note.ts): what it
 * triggered waits for the stack. Returns the final state, its events, and the view of that
 * state. It always ends: no round brings back what an earlier one removed, since abilities
 * that could (persist, undying) now wait on the stack.
 */
export const checkStateBasedActions = (
  state: GameState,
  pool: CardPool,
): Result<Outcome & { readonly view: View }> => {
  const events: GameEvent[] = [];
  const reported = new Set<ObjectId>();
  let current = state;
  for (;;) {
    const view = viewOf(current, pool);
    if (!view.ok) return view;
    // CR 104.1: once the game has ended, nothing more happens in it, state-based actions included.
    if (current.over) return ok({ state: current, events, view: view.value });
    // CR 702.145c-g, 702.131b: daybound, nightbound and ascend act at any time, not as
    // state-based actions; the engine applies them whenever it checks the game, before those.
    const bound = bindDayNight(view.value, pool);
    const ascended = bound.events.length > 0 ? bound : ascendPermanents(view.value);
    const performed = ascended.events.length > 0 ? ok(ascended) : oneRound(view.value, pool);
    if (!performed.ok) return performed;
    // CR 704.5j, 704.3: the round waits for the legend rule's choices, performed once all are made.
    if (legendChoicesAwaited(performed.value.state).length > 0)
      return map(viewOf(performed.value.state, pool), (waiting) => ({
        state: waiting.state,
        events,
        view: waiting,
      }));
    // An indestructible creature with lethal damage stays and is reported once, not each round.
    const fresh = performed.value.events.filter((e) => e.kind !== 'notDestroyed' || !reported.has(e.object));
    for (const e of fresh) if (e.kind === 'notDestroyed') reported.add(e.object);
    if (performed.value.state === current) {
      appendAll(events, fresh);
      return ok({ state: current, events, view: view.value });
    }
    const noted = noteTriggers(current, { state: performed.value.state, events: fresh }, pool);
    if (!noted.ok) return noted;
    appendAll(events, noted.value.events);
    current = noted.value.state;
  }
};

/**
 * CR 704.5: everything that applies now, performed simultaneously (704.3); or, while a player
 * has still to choose which legendary permanent they keep (704.5j), nothing yet but the state
 * recording the choices asked for.
 */
const oneRound = (view: View, pool: CardPool): Result<Outcome> => {
  const legends = legendRule(view);
  if (legends.kind === 'ask')
    return ok({ state: { ...view.state, legendRule: legends.choices }, events: [] });
  // CR 704.5j, k, y: the permanents put into their owners' graveyards by a rule over several.
  const putAway = new Map<ObjectId, string>([
    ...[...legends.lose].map((id) => [id, '704.5j'] as const),
    ...[...worldRuleLosers(view)].map((id) => [id, '704.5k'] as const),
    ...[...surplusRoles(view)].map((id) => [id, '704.5y'] as const),
  ]);
  const run = new Sequence(view.state);
  // CR 704.3: one check looks at one state, so the layers run once for every Aura's enchant
  // abilities (303.4c), not once for each.
  let tested: Result<ObjectTest> | undefined;
  const enchantTest = (): Result<ObjectTest> => {
    tested ??= objectTest(view.state, pool);
    return tested;
  };
  if (view.state.legendRule !== undefined)
    run.step(({ legendRule: _made, ...s }) => ({ state: s, events: [] }));
  playersLose(run);
  for (const object of view.state.objects) {
    const c = view.chars.get(object.id);
    if (!c) continue;
    // CR 704.5d: a token in a zone other than the battlefield ceases to exist.
    if (object.token && object.zone !== 'battlefield' && object.zone !== 'stack') {
      run.step((s) => ({
        state: { ...s, objects: s.objects.filter((o) => o.id !== object.id) },
        events: [{ kind: 'ceasedToExist', object: object.id, rule: '704.5d' }],
      }));
      continue;
    }
    if (object.zone !== 'battlefield') continue;
    const rule = leavingRule(view, pool, object, c, putAway);
    if (rule === '704.5g' || rule === '704.5h') {
      // Destroyed: regeneration and indestructible may keep it (701.19, 702.12b).
      run.step((s) => destroy(s, object.id, c, { rule }));
    } else if (rule !== null) {
      // Not destroyed (704.5f; a Saga is sacrificed, 701.21a). What else would apply to it is moot.
      run.step((s) => moveObject(s, object.id, 'graveyard', rule));
      continue;
    }
    const attached = attachment(run, view, pool, enchantTest, object.id, c);
    if (!attached.ok) return attached;
    annihilate(run, object.id, counterCount(object, '+1/+1'), counterCount(object, '-1/-1'));
    limitCounters(run, pool, object, c);
  }
  // Deathtouch damage is remembered only until this check (704.5h).
  run.step((s) => ({
    state: s.objects.some((o) => o.deathtouchDamage)
      ? { ...s, objects: s.objects.map(({ deathtouchDamage: _seen, ...o }) => o) }
      : s,
    events: [],
  }));
  return ok(run.done());
};

/**
 * The rule under which a permanent leaves for its owner's graveyard in this check, or null: one
 * leaving under 704.5g-h is destroyed, which regeneration and indestructible may stop.
 */
const leavingRule = (
  view: View,
  pool: CardPool,
  object: GameObject,
  c: Characteristics,
  putAway: ReadonlyMap<ObjectId, string>,
): string | null => {
  const fate = creatureFate(c, object.damage, object.deathtouchDamage === true);
  if (fate !== null) return fate;
  if (c.types.includes('Planeswalker') && (c.loyalty ?? 0) <= 0) return '704.5i';
  if (
    c.types.includes('Battle') &&
    (c.defense ?? 0) <= 0 &&
    !sourceOfPendingTrigger(view.state, object, () => true)
  )
    return '704.5v';
  if (sagaIsDone(view, pool, object, c)) return '704.5s';
  return putAway.get(object.id) ?? null;
};

/** CR 704.5f-h, in that order: toughness 0 or less; lethal damage; deathtouch damage. */
const creatureFate = (c: Characteristics, damage: number, deathtouched: boolean): string | null => {
  if (!isCreature(c)) return null;
  const toughness = c.toughness ?? 0;
  if (toughness <= 0) return '704.5f';
  if (damage > 0 && damage >= toughness) return '704.5g';
  // Not only marked damage: deathtouch damage dealt as -1/-1 counters (wither, infect) counts too.
  if (deathtouched) return '704.5h';
  return null;
};

/**
 * CR 704.5a-c: 0 or less life, a draw from an empty library, ten or more poison counters; a
 * monarch among the losers passes the monarch on as they leave (724.4).
 */
const playersLose = (run: Sequence): void => {
  const leaving = new Set<string>();
  for (const p of run.state.players) {
    if (p.lost) continue;
    const rule =
      p.life <= 0
        ? '704.5a'
        : p.drewFromEmptyLibrary
          ? '704.5b'
          : (p.counters.poison ?? 0) >= 10
            ? '704.5c'
            : null;
    if (rule === null) continue;
    leaving.add(p.id);
    run.step((s) => ({
      state: { ...s, players: s.players.map((q) => (q.id === p.id ? { ...q, lost: true } : q)) },
      events: [{ kind: 'playerLost', player: p.id, rule }],
    }));
  }
  if (leaving.size > 0) run.step((s) => monarchLeaves(s, leaving));
};

/**
 * CR 704.5m-n, 704.5p: an Aura attached to nothing or to an illegal object (one with protection
 * from it, 702.16c-d, among them) goes to its owner's graveyard; an Equipment or Fortification
 * attached illegally becomes unattached; and so does a creature or battle attached to anything
 * (an Equipment that became a creature, 301.5c; an Aura creature, which the next check puts into
 * the graveyard for being attached to nothing, as 303.4d says), and any other permanent that is
 * neither an Aura, an Equipment nor a Fortification.
 */
const attachment = (
  run: Sequence,
  view: View,
  pool: CardPool,
  enchantTest: () => Result<ObjectTest>,
  id: ObjectId,
  c: Characteristics,
): Result<null> => {
  const object = view.objects.get(id);
  if (!object) return ok(null);
  const host = object.attachedTo === null ? undefined : view.chars.get(object.attachedTo);
  const kind = attachedKind(c);
  // CR 704.5p, 310.9: a creature or battle is never attached, whatever its subtypes; nor is another kind of permanent.
  if (object.attachedTo !== null && (kind === null || isCreature(c) || c.types.includes('Battle'))) {
    run.step((s) => unattach(s, id, '704.5p'));
    return ok(null);
  }
  if (kind === 'Aura') {
    const fits =
      host?.zone === 'battlefield'
        ? map(enchantTest(), (test) => auraFits(test, pool, object, c, host))
        : ok(false);
    if (!fits.ok) return fits;
    // CR 702.16c: protection from the Aura's colour makes the permanent an illegal object for it.
    // CR 702.103f: a bestowed Aura becomes unattached and ceases to be bestowed instead.
    if ((!fits.value || protectionFrom(host, c) !== null) && isBestowed(object))
      run.step((s) => unattach(unbestowed(s, id), id, '702.103f'));
    else if (!fits.value || protectionFrom(host, c) !== null)
      run.step((s) => moveObject(s, id, 'graveyard', '704.5m'));
    return ok(null);
  }
  if (kind === null || object.attachedTo === null) return ok(null);
  // CR 301.5, 301.6: an Equipment equips a creature, a Fortification fortifies a land; CR
  // 702.16d: protection from the Equipment's or Fortification's colour makes it illegal too.
  const legal =
    host?.zone === 'battlefield' &&
    (kind === 'Equipment' ? isCreature(host) : host.types.includes('Land')) &&
    protectionFrom(host, c) === null;
  if (!legal) run.step((s) => unattach(s, id, '704.5n'));
  return ok(null);
};

/** The subtypes that make a permanent one that is attached (CR 303.4, 301.5, 301.6). */
const ATTACHED = ['Aura', 'Equipment', 'Fortification'] as const;

/** What lets it be attached, or null for a permanent with none of these subtypes (704.5p). */
const attachedKind = (c: Characteristics): (typeof ATTACHED)[number] | null =>
  ATTACHED.find((k) => c.subtypes.includes(k)) ?? null;

const unattach = (s: GameState, id: ObjectId, rule: string): Outcome => ({
  state: { ...s, objects: s.objects.map((o) => (o.id === id ? { ...o, attachedTo: null } : o)) },
  events: [{ kind: 'unattached', object: id, rule }],
});

/**
 * CR 704.5r: a permanent with an ability saying it can't have more than N counters of a kind
 * loses all but N of them. Only abilities it has now count (after the layers).
 */
const limitCounters = (run: Sequence, pool: CardPool, object: GameObject, c: Characteristics): void => {
  if (object.counters.length === 0 || !c.abilities.some((a) => a.kind === 'counterLimit')) return;
  for (const [, ability] of abilitiesNow(pool, object, c)) {
    if (ability.kind !== 'counterLimit') continue;
    const excess = counterCount(object, ability.counter) - ability.max;
    if (excess > 0) run.step((s) => changeCounters(s, object.id, ability.counter, -excess, '704.5r'));
  }
};

/** CR 704.5q: +1/+1 and -1/-1 counters on one permanent cancel out in pairs. */
const annihilate = (run: Sequence, id: ObjectId, plus: number, minus: number): void => {
  const pairs = Math.min(plus, minus);
  if (pairs === 0) return;
  run.step((s) => changeCounters(s, id, '+1/+1', -pairs, '704.5q'));
  run.step((s) => changeCounters(s, id, '-1/-1', -pairs, '704.5q'));
};
