import { chosenValueProblem } from '../chosen-values.js';
import type { GameObject, LastKnown, PlayPermission } from '../types.js';
import { ZONE_NAMES } from '../vocabulary.js';
import { checkManaSpentByColor } from './mana-spent.js';
import { counts, whole, wholeIf } from './numbers.js';
import { checkDamagedBy, checkShields } from './players.js';
import { type At, broken, type Found, objectRef, playerRef, type Scope, top, within } from './problem.js';

/** CR 613.7c: counters of one kind share a timestamp, so an object has one pile of each kind. */
const checkCounters = (o: GameObject, at: At): Found => {
  for (let k = 0; k < o.counters.length; k++) {
    const pile = o.counters[k];
    if (pile === undefined) continue;
    if (o.counters.findIndex((p) => p.kind === pile.kind) !== k)
      return broken(
        `"${pile.kind}" counters are listed twice; counters of one kind share one timestamp`,
        at('counters', k, 'kind'),
        '613.7c',
      );
    const pileAt = within(at, 'counters', k);
    const found = whole(pile.count, pileAt, 'count', 0) ?? whole(pile.timestamp, pileAt, 'timestamp', 0);
    if (found !== null) return found;
  }
  return null;
};

/**
 * CR 303.4d, 301.5c: an object is attached to another object of the state, never to itself; and
 * only a permanent is attached, since an object that changes zones becomes a new one (400.7).
 * What it is attached to may have left the battlefield since: that is for state-based actions
 * (704.5m-n).
 */
const checkAttachment = (scope: Scope, o: GameObject, at: At): Found => {
  const to = o.attachedTo;
  if (to === null) return null;
  if (to === o.id) return broken('an object cannot be attached to itself', at('attachedTo'), '303.4d');
  return (
    objectRef(scope, to, at, 'attachedTo') ??
    (o.zone === 'battlefield'
      ? null
      : broken(
          `it is in the ${o.zone}: only a permanent is attached to something, and an object that changes zones becomes a new, unattached one`,
          at('attachedTo'),
          '400.7',
        ))
  );
};

/**
 * CR 702.95b, 702.95d: a paired creature is a permanent paired with one other permanent of the
 * state, which is paired with it. Whether both are creatures under one controller is for the
 * layers, and the engine unpairs them as that stops (702.95e).
 */
const checkPairing = (scope: Scope, o: GameObject, at: At): Found => {
  const other = o.pairedWith;
  if (other === undefined) return null;
  if (other === o.id)
    return broken('a creature is paired with another creature, not itself', at('pairedWith'), '702.95b');
  if (o.zone !== 'battlefield')
    return broken(`it is in the ${o.zone}: only a permanent is paired`, at('pairedWith'), '702.95e');
  const found = objectRef(scope, other, at, 'pairedWith');
  if (found) return found;
  const partner = scope.objects.get(other);
  return partner?.zone === 'battlefield' && partner.pairedWith === o.id
    ? null
    : broken(
        `${other} is not a permanent paired with ${o.id}: a creature is paired with only one other, each with the other`,
        at('pairedWith'),
        '702.95d',
      );
};

/** CR 302.6: the turn since which its controller has controlled it is this turn or earlier. */
const checkControlledSince = (scope: Scope, o: GameObject, at: At): Found => {
  const now = scope.state.turn.number;
  return (
    whole(o.controlledSince, at, 'controlledSince', 0) ??
    (o.controlledSince <= now
      ? null
      : broken(
          `controlledSince ${o.controlledSince} is after the current turn, ${now}`,
          at('controlledSince'),
          '302.6',
        ))
  );
};

/**
 * What was chosen as it entered: an opponent of its controller (CR 102.2-102.3), a colour
 * (105.1) or a creature type (205.3m), X (107.3m), kicks (702.33d), colours spent (702.44a) and
 * mana spent, in all and by colour (601.2h).
 */
const checkChoices = (scope: Scope, o: GameObject, at: At): Found => {
  const { opponent, x, kicked, kickedWith, colorsSpent, manaSpent, manaSpentByColor } = o.choices;
  const choicesAt = within(at, 'choices');
  const value = chosenValueProblem(o.choices);
  if (value) return broken(value.message, choicesAt(value.key), value.rule);
  if (
    opponent === undefined &&
    x === undefined &&
    kicked === undefined &&
    kickedWith === undefined &&
    colorsSpent === undefined &&
    manaSpent === undefined &&
    manaSpentByColor === undefined
  )
    return null;
  const chosen =
    opponent === undefined
      ? null
      : (playerRef(scope, opponent, choicesAt, 'opponent') ??
        (opponent === o.controller
          ? broken(
              `the chosen opponent "${opponent}" is the object's own controller`,
              choicesAt('opponent'),
              '102.3',
            )
          : null));
  // CR 702.33d: a spell kicked with some of its kicker costs was kicked that many times.
  const kicks =
    kickedWith !== undefined && kicked !== kickedWith.length
      ? broken(
          `kicked with ${kickedWith.length} kicker costs, so kicked ${kickedWith.length} times, not ${kicked ?? 0}`,
          choicesAt('kicked'),
          '702.33d',
        )
      : null;
  return (
    chosen ??
    kicks ??
    wholeIf(x, choicesAt, 'x', 0) ??
    wholeIf(kicked, choicesAt, 'kicked', 1) ??
    wholeIf(colorsSpent, choicesAt, 'colorsSpent', 1) ??
    wholeIf(manaSpent, choicesAt, 'manaSpent', 1) ??
    checkManaSpentByColor(o.choices, choicesAt)
  );
};

/** CR 608.2h: what a permanent was as it last existed on the battlefield: its controller a player, its numbers integers. */
export const checkLastKnown = (scope: Scope, known: LastKnown, at: At): Found =>
  playerRef(scope, known.controller, at, 'controller') ??
  (known.power === null ? null : whole(known.power, at, 'power')) ??
  (known.toughness === null ? null : whole(known.toughness, at, 'toughness')) ??
  counts(known.counters, within(at, 'counters'));

/** CR 601.3: a permission to play a card from exile, on a card in exile (400.7), given by a player in a turn begun. */
const checkPlayable = (scope: Scope, zone: string, playable: PlayPermission, at: At): Found =>
  (zone === 'exile'
    ? null
    : broken(`only a card in exile is played by this permission, not one in the ${zone}`, at(), '400.7')) ??
  playerRef(scope, playable.player, at, 'player') ??
  whole(playable.since, at, 'since', 1);

/** The sources that dealt it damage: each with a timestamp and a turn (its source may have left the file). */

/** What only some objects have: shields, activations, unearth, last known information, a play permission. */
const checkHistory = (scope: Scope, o: GameObject, at: At): Found =>
  wholeIf(o.regenerationShields, at, 'regenerationShields', 0) ??
  checkDamagedBy(o.damagedBy, within(at, 'damagedBy')) ??
  checkShields(o.preventionShields, at) ??
  wholeIf(o.loyaltyActivatedTurn, at, 'loyaltyActivatedTurn', 0) ??
  (o.activatedTurn === undefined ? null : counts(o.activatedTurn, within(at, 'activatedTurn'))) ??
  (o.activatedCount === undefined ? null : counts(o.activatedCount, within(at, 'activatedCount'))) ??
  (o.unearthed === undefined
    ? null
    : (playerRef(scope, o.unearthed.by, within(at, 'unearthed'), 'by') ??
      whole(o.unearthed.ability, within(at, 'unearthed'), 'ability', 0))) ??
  (o.lastKnown === undefined ? null : checkLastKnown(scope, o.lastKnown, within(at, 'lastKnown'))) ??
  (o.playable === undefined ? null : checkPlayable(scope, o.zone, o.playable, within(at, 'playable'))) ??
  (o.exileIfDies === undefined || o.zone === 'battlefield'
    ? null
    : broken(
        `"exile it instead" applies to a permanent, not a card in the ${o.zone}`,
        at('exileIfDies'),
        '400.7',
      )) ??
  (o.goadedBy === undefined ? null : checkGoadedBy(scope, o.zone, o.goadedBy, within(at, 'goadedBy')));

/** CR 701.15b-d: a permanent is goaded (400.7), by players, each once. */
const checkGoadedBy = (scope: Scope, zone: string, players: readonly string[], at: At): Found =>
  (zone === 'battlefield'
    ? null
    : broken(`only a permanent is goaded, not a card in the ${zone}`, at(), '701.15b')) ??
  players.reduce<Found>(
    (found, p, i) =>
      found ??
      playerRef(scope, p, at, i) ??
      (players.indexOf(p) === i ? null : broken(`${p} goaded it twice`, at(i), '701.15d')),
    null,
  );

/**
 * One object: in a zone (CR 400.1), owned and controlled by players (108.3, 110.2), its
 * timestamps, damage and counts whole numbers (107.1), and what it names there.
 */
export const checkObject = (scope: Scope, o: GameObject, i: number): Found => {
  const at = within(top, 'objects', i);
  return (
    (ZONE_NAMES.includes(o.zone) ? null : broken(`"${o.zone}" is not a zone`, at('zone'), '400.1')) ??
    playerRef(scope, o.owner, at, 'owner') ??
    playerRef(scope, o.controller, at, 'controller') ??
    whole(o.timestamp, at, 'timestamp', 0) ??
    wholeIf(o.enteredAt, at, 'enteredAt', 0) ??
    wholeIf(o.transformedAt, at, 'transformedAt', 0) ??
    whole(o.damage, at, 'damage', 0) ??
    checkControlledSince(scope, o, at) ??
    checkCounters(o, at) ??
    checkAttachment(scope, o, at) ??
    checkPairing(scope, o, at) ??
    checkChoices(scope, o, at) ??
    checkHistory(scope, o, at)
  );
};
