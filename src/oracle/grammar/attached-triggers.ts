import type { AttachedCreatureEvent, Trigger } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, token, words } from '../parser.js';
import { attached } from './subjects.js';

/**
 * Triggers on the events of the creature an Aura enchants or an Equipment equips (CR 303.4,
 * 301.5): the permanent the source is attached to as the event happens (603.2) is the trigger
 * object.
 */

/**
 * CR 510.3a, 603.2c: "Whenever equipped / enchanted creature deals combat damage to a player"
 * (Mask of Riddles, Goldvein Pick), and "Whenever [this] or equipped creature …" (`orSelf`,
 * Ogre-Head Helm): a watcher of combat damage whose filter is the attached-to creature.
 */
export const attachedDealsCombatDamage: Parser<Trigger> = map(
  seq(
    anyOf('when', 'whenever'),
    alt(
      map(attached, () => false),
      map(seq(token('self'), words('or'), attached), () => true),
    ),
    words('deals combat damage to a player'),
  ),
  ([, orSelf]): Trigger => ({
    kind: 'creatureDealsCombatDamageToPlayer',
    filter: { attachedToSource: true },
    ...(orSelf ? { orSelf: true } : {}),
  }),
);

const ATTACHED_EVENT: Parser<AttachedCreatureEvent> = alt<AttachedCreatureEvent>(
  map(words('attacks'), () => 'attacks'),
  map(words('blocks'), () => 'blocks'),
  map(words('becomes blocked'), () => 'becomesBlocked'),
  map(words('becomes tapped'), () => 'becomesTapped'),
);

/**
 * CR 508.3a, 509.3a, 509.3c, 701.26a: "Whenever enchanted / equipped creature attacks / blocks /
 * becomes blocked / becomes tapped", or two of them joined by "or" ("attacks or blocks",
 * Contaminated Bond; "blocks or becomes blocked", Ferocity).
 */
export const attachedCreatureEvent: Parser<Trigger> = map(
  seq(anyOf('when', 'whenever'), attached, ATTACHED_EVENT, opt(seq(words('or'), ATTACHED_EVENT))),
  ([, , first, second]): Trigger | null =>
    second?.[1] === first
      ? null
      : { kind: 'attachedCreatureEvent', events: second ? [first, second[1]] : [first] },
);

/**
 * CR 508.5: "defending player" is the player the ability's source attacks; an Aura or an
 * Equipment attacks no one, and the engine doesn't read the player its creature attacks
 * instead (Heart-Piercer Bow's "target creature defending player controls").
 */
export const DEFENDING_PLAYER_UNREAD =
  '"defending player" of an Aura\'s or Equipment\'s trigger is the player its creature attacks, which the engine reads only of the attacking source itself (CR 508.5)';

/** Whether `t` waits for an event of the permanent its source is attached to. */
export const aboutAttached = (t: Trigger): boolean =>
  t.kind === 'attachedCreatureEvent' || ('filter' in t && t.filter.attachedToSource === true);
