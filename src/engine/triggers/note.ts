import type { CardPool } from '../../cards/pool.js';
import type { Characteristics } from '../../layers/result.js';
import { ok, optional, type Result } from '../../result.js';
import type { TriggeredAbility } from '../../state/stack.js';
import type { GameObject, GameState, LastKnown, ObjectId, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { isCreature, type View, viewOf } from '../view.js';
import { detectTriggers, mayTrigger } from './detect.js';
import type { Pending } from './triggers.js';

/**
 * The one driver of triggered abilities (CR 603), its first half: after each step of the game
 * (an action, one instruction of a resolution, one round of state-based actions, a turn-based
 * action), the abilities its events triggered are found (detect.ts) and kept in the state, each
 * with an id, until a player would next receive priority (603.3, stack/put-triggers.ts puts
 * them on the stack). `before` is the game as the step began, for what looks back in time
 * (603.10a). Leaving the battlefield also leaves the object's last known information (608.2h)
 * and counts the creatures that died this turn (700.4, morbid); +1/+1 counters put on permanents
 * are counted for their controllers (122.6).
 */
export const noteTriggers = (before: GameState, done: Outcome, pool: CardPool): Result<Outcome> => {
  if (!done.events.some(mayTrigger)) return ok(done);
  const after = viewOf(done.state, pool);
  if (!after.ok) return after;
  const looked = (): Result<View> => viewOf(before, pool);
  const detected = detectTriggers(looked, after.value, pool, done.events);
  if (!detected.ok) return detected;
  const left = done.events.flatMap((e) => (e.kind === 'zoneChange' && e.from === 'battlefield' ? [e] : []));
  let state = countersPut(detected.value.state, after.value, done.events);
  if (left.length > 0) {
    const was = looked();
    if (!was.ok) return was;
    state = departed(state, was.value, left);
  }
  const recorded = recordTriggers(state, detected.value.pending);
  return ok({ state: recorded.state, events: [...done.events, ...recorded.events] });
};

/**
 * CR 603.2: abilities that triggered wait in the state, each issued an id (`a<n>`, from the
 * state's counter) and announced by a `triggered` event.
 */
export const recordTriggers = (state: GameState, pending: readonly Pending[]): Outcome => {
  if (pending.length === 0) return { state, events: [] };
  const first = state.next.id;
  // By id, not a search of every object for each ability: 10,000 at once made that quadratic (issue 18).
  const objects = new Map(state.objects.map((o) => [o.id, o]));
  const triggered: TriggeredAbility[] = pending.map((p, i) => ({
    id: `a${first + i}`,
    ...p,
    at: state.next.timestamp,
    ...lastKnownOf(objects.get(p.source), p),
  }));
  return {
    state: {
      ...state,
      triggered: [...state.triggered, ...triggered],
      next: { ...state.next, id: first + triggered.length },
    },
    events: triggered.map((t) => ({
      kind: 'triggered',
      object: t.source,
      ability: t.ability,
      trigger: t.def.trigger.kind,
      rule: t.rule,
    })),
  };
};

/**
 * CR 608.2h: an ability of a permanent that triggered as it left the battlefield ("When [this]
 * dies") keeps what its source last was there, whatever becomes of the card.
 */
const lastKnownOf = (
  source: GameObject | undefined,
  p: Pending,
): Pick<TriggeredAbility, 'sourceLastKnown'> => {
  const expected = p.def.zone ?? 'battlefield';
  return source?.lastKnown && expected === 'battlefield' && source.zone !== 'battlefield'
    ? { sourceLastKnown: source.lastKnown }
    : {};
};

/**
 * CR 122.6: the +1/+1 counters put on permanents in the step (entering with them too), counted
 * this turn for the player who controls each permanent just after, as "if a +1/+1 counter was put
 * on a permanent under your control this turn" asks.
 */
const countersPut = (state: GameState, after: View, events: readonly GameEvent[]): GameState => {
  let put: Record<PlayerId, number> | undefined;
  for (const e of events) {
    if (e.kind !== 'countersChanged' || e.counter !== '+1/+1' || e.change <= 0) continue;
    const c = after.chars.get(e.object);
    if (c?.zone !== 'battlefield') continue;
    put ??= { ...state.turn.plusOneCountersPut };
    put[c.controller] = (put[c.controller] ?? 0) + e.change;
  }
  return put ? { ...state, turn: { ...state.turn, plusOneCountersPut: put } } : state;
};

type Departure = Extract<GameEvent, { kind: 'zoneChange' }>;

/**
 * CR 608.2h, 700.4: each object that left the battlefield keeps what it last was there, and the
 * creatures among those put into a graveyard are counted as having died this turn; each is
 * counted too for the player who controlled it there (revolt).
 */
const departed = (state: GameState, was: View, departures: readonly Departure[]): GameState => {
  const lastKnown = new Map<ObjectId, LastKnown>();
  let deaths = 0;
  const left: Record<PlayerId, number> = { ...state.turn.permanentsLeft };
  for (const e of departures) {
    const c = was.chars.get(e.object);
    const object = was.objects.get(e.object);
    if (!c || !object || c.zone !== 'battlefield') continue;
    lastKnown.set(e.object, snapshot(c, object));
    left[c.controller] = (left[c.controller] ?? 0) + 1;
    if (e.to === 'graveyard' && isCreature(c)) deaths++;
  }
  const objects = state.objects.map((o) => {
    const known = lastKnown.get(o.id);
    return known && o.zone !== 'battlefield' ? { ...o, lastKnown: known } : o;
  });
  const turn =
    lastKnown.size === 0
      ? state.turn
      : {
          ...state.turn,
          ...(deaths === 0 ? {} : { creaturesDied: (state.turn.creaturesDied ?? 0) + deaths }),
          permanentsLeft: left,
        };
  // CR 113.7a, 608.2h: an ability of the object, on the stack or waiting, keeps what it last was.
  const keep = <T extends { readonly source: ObjectId; readonly sourceLastKnown?: LastKnown }>(a: T): T => {
    const known = lastKnown.get(a.source);
    return known && !a.sourceLastKnown ? { ...a, sourceLastKnown: known } : a;
  };
  const stack = state.stack.map((s) => (s.kind === 'ability' ? keep(s) : s));
  return { ...state, objects, turn, stack, triggered: state.triggered.map(keep) };
};

/** CR 608.2h: a permanent's characteristics and counters as it last existed on the battlefield. */
const snapshot = (c: Characteristics, object: GameObject): LastKnown => ({
  controller: c.controller,
  owner: c.owner,
  power: c.power,
  toughness: c.toughness,
  colors: c.colors,
  types: c.types,
  subtypes: c.subtypes,
  keywords: c.abilities.flatMap((a) => (a.keyword === undefined ? [] : [a.keyword])),
  counters: Object.fromEntries(object.counters.filter((p) => p.count > 0).map((p) => [p.kind, p.count])),
  ...optional('attachedTo', object.attachedTo ?? undefined),
});
