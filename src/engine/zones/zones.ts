import { appendAll } from '../../lists.js';
import type { GameObject, GameState, ObjectId, PlayerId, Unearthed } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';
import type { GameEvent } from '../events.js';
import { SOURCE_BOUND } from '../for-as-long-as.js';
import type { Outcome } from '../outcome.js';
import { unpairPartnerOf } from './unpair.js';

export interface Arrival {
  /** Who controls it on the battlefield or the stack; elsewhere its owner (108.4a). */
  readonly controller?: PlayerId;
  readonly choices?: GameObject['choices'];
  readonly tapped?: boolean;
  /** CR 702.84a: returned by unearth (the object's `unearthed`). */
  readonly unearthed?: Unearthed;
  /** CR 702.37c: a face-down spell resolving enters the battlefield face down. */
  readonly faceDown?: boolean;
  /** CR 702.145b, 712.14a: it enters transformed, its back face up; or a spell cast by its back face (712.11). */
  readonly backFace?: boolean;
  /** CR 715.3b: a spell cast as an Adventure. */
  readonly adventure?: boolean;
  /** CR 715.3d: an Adventure exiled as it resolved, on an adventure. */
  readonly onAdventure?: boolean;
}

/**
 * An object just come into being in a zone (CR 400.7): no counters, damage, attachment or
 * status, the next timestamp (613.7d), and controlled since this turn (302.6). Its fields are
 * written out rather than spread from `o`: a literal of one shape is built many times faster,
 * and every zone change builds one.
 */
export const newObject = (
  state: GameState,
  o: Pick<GameObject, 'id' | 'card' | 'zone' | 'owner' | 'controller'>,
): GameObject => ({
  id: o.id,
  card: o.card,
  zone: o.zone,
  owner: o.owner,
  controller: o.controller,
  token: false,
  timestamp: state.next.timestamp,
  counters: [],
  damage: 0,
  attachedTo: null,
  tapped: false,
  faceDown: false,
  choices: {},
  controlledSince: state.turn.number,
});

/**
 * CR 608.2h: the last known information of the permanent a card last was stays with the card
 * while it moves between other zones, as it has been no permanent since, and goes as it becomes
 * a permanent again. What a permanent leaving the battlefield was is kept by the trigger driver
 * (triggers/note.ts), which has the game as it left.
 */
const lastKnown = (object: GameObject, to: ZoneName): Pick<GameObject, 'lastKnown'> =>
  to !== 'battlefield' && object.zone !== 'battlefield' && object.lastKnown
    ? { lastKnown: object.lastKnown }
    : {};

/**
 * What an object that changes zones keeps or gains beside a new object's fields, or null for
 * nothing (most moves): built only when there is something, as every zone change passes here.
 */
const keptThroughMove = (object: GameObject, to: ZoneName, arrival: Arrival): Partial<GameObject> | null => {
  const face = (to === 'battlefield' || to === 'stack') && arrival.backFace === true;
  const adventure = to === 'stack' && arrival.adventure === true;
  const onAdventure = to === 'exile' && arrival.onAdventure === true;
  const unearthed = to === 'battlefield' ? arrival.unearthed : undefined;
  const known = lastKnown(object, to);
  if (!object.tokenDef && !face && !adventure && !onAdventure && unearthed === undefined && !known.lastKnown)
    return null;
  return {
    // CR 111.7: a token that left the battlefield keeps its characteristics until it ceases to exist.
    ...(object.tokenDef ? { tokenDef: object.tokenDef } : {}),
    ...(face ? { backFace: true } : {}),
    ...(adventure ? { adventure: true } : {}),
    ...(onAdventure ? { onAdventure: true } : {}),
    ...(unearthed !== undefined ? { unearthed } : {}),
    ...known,
  };
};

/**
 * Moves an object to another zone. CR 400.7: it becomes a new object with no memory of its
 * previous existence, so its counters, damage, attachments, status, shields and "as enters"
 * choices go; it takes a new timestamp (613.7d) and a new start of control (302.6), effects
 * locked onto it no longer apply to it (611.2c), and it leaves combat (506.4). The object
 * keeps its id, so that board files and callers can follow it.
 */
export const moveObject = (
  state: GameState,
  id: ObjectId,
  to: ZoneName,
  rule: string,
  arrival: Arrival = {},
): Outcome => {
  const object = state.objects.find((o) => o.id === id);
  if (!object) return { state, events: [] };
  // CR 702.84a, 614.1a: an unearthed permanent that would leave the battlefield is exiled instead.
  if (
    object.zone === 'battlefield' &&
    object.unearthed !== undefined &&
    to !== 'exile' &&
    to !== 'battlefield'
  )
    return moveObject(state, id, 'exile', '702.84a', arrival);
  // CR 614.1a: "If that creature would die this turn, exile it instead."
  if (object.zone === 'battlefield' && object.exileIfDies && to === 'graveyard')
    return moveObject(state, id, 'exile', '614.1a', arrival);
  // CR 702.34a: a spell whose flashback cost was paid is exiled instead of going anywhere else.
  if (object.zone === 'stack' && object.choices.paid === 'flashback' && to !== 'exile')
    return moveObject(state, id, 'exile', '702.34a', arrival);
  const controller =
    to === 'battlefield' || to === 'stack' ? (arrival.controller ?? object.controller) : object.owner;
  const fresh: GameObject = {
    ...newObject(state, { id, card: object.card, zone: to, owner: object.owner, controller }),
    token: object.token,
    tapped: arrival.tapped ?? false,
    faceDown: arrival.faceDown ?? false,
    choices: arrival.choices ?? {},
  };
  const kept = keptThroughMove(object, to, arrival);
  const moved = kept === null ? fresh : { ...fresh, ...kept };
  const leaving = object.zone === 'battlefield';
  const events: GameEvent[] = [{ kind: 'zoneChange', object: id, from: object.zone, to, rule }];
  // CR 708.9: a face-down permanent or spell that leaves for a zone where it isn't face down is revealed.
  if (object.faceDown && !moved.faceDown && (leaving || object.zone === 'stack'))
    events.push({ kind: 'faceDownRevealed', object: id, card: object.card, rule: '708.9' });
  const effects = effectsWithout(state.effects, id, leaving, events);
  // CR 702.95e: the creature it was paired with is unpaired; it is a new, unpaired object (400.7).
  const unpaired = unpairPartnerOf(
    state.objects.filter((o) => o.id !== id),
    object,
  );
  appendAll(events, unpaired.events);
  // A library is ordered top first: a card put into it goes on top unless told otherwise.
  const others = unpaired.objects;
  const objects = to === 'library' ? [moved, ...others] : [...others, moved];
  return {
    state: {
      ...state,
      objects,
      effects,
      next: { ...state.next, timestamp: state.next.timestamp + 1 },
      ...(state.combat ? { combat: withoutCombatant(state.combat, id) } : {}),
    },
    events,
  };
};

/**
 * The effects as an object leaves its zone. CR 611.2b: "for as long as" its source stays on the
 * battlefield (remains tapped, is controlled by you) ends as the source leaves: it is a new
 * object if it returns (400.7). CR 611.2c: effects locked onto it no longer apply to it. The
 * list itself is kept when nothing changes, so that what was worked out from it still holds.
 */
const effectsWithout = (
  effects: GameState['effects'],
  id: ObjectId,
  leaving: boolean,
  events: GameEvent[],
): GameState['effects'] => {
  const touches = (e: GameState['effects'][number]) =>
    (leaving && e.source === id && SOURCE_BOUND.has(e.duration)) || e.lockedTo?.includes(id) === true;
  if (!effects.some(touches)) return effects;
  return effects.flatMap((e) => {
    if (leaving && e.source === id && SOURCE_BOUND.has(e.duration)) {
      events.push({ kind: 'effectEnded', effect: e.id, rule: '611.2b' });
      return [];
    }
    return e.lockedTo?.includes(id) ? [{ ...e, lockedTo: e.lockedTo.filter((x) => x !== id) }] : [e];
  });
};

/** CR 506.4: an object that leaves the battlefield, or is removed from combat, stops attacking or blocking. */
export const withoutCombatant = (combat: NonNullable<GameState['combat']>, id: ObjectId) => ({
  ...combat,
  attackers: combat.attackers.filter((a) => a.id !== id),
  blockers: combat.blockers === null ? null : combat.blockers.filter((b) => b.id !== id),
});
