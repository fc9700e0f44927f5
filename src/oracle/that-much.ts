import type { AbilityDef, Trigger } from '../effects/types.js';

/**
 * "That much" and "that player" (CR 603.2c, 608.2h) are the damage (or life gained, 119.9, or
 * counters put on, 122.6) of the event that triggered the ability and the player it was dealt to, or the player whose step
 * began (603.2b): only a triggered ability whose trigger is damage being dealt (to a player),
 * life being gained, counters being put on or a step beginning has them. Anywhere else the words refer to nothing the engine
 * knows, and the ability stays unsupported.
 */

const AMOUNT_TRIGGERS: readonly Trigger['kind'][] = [
  'dealsDamage',
  'dealsCombatDamageToPlayer',
  'isDealtDamage',
  'youGainLife',
];

type Part = Readonly<Record<string, unknown>>;

/** Whether a part of an ability, however deep, has a record that `test` accepts. */
export const mentions = (part: unknown, test: (record: Part) => boolean): boolean => {
  if (Array.isArray(part)) return part.some((p) => mentions(p, test));
  if (typeof part !== 'object' || part === null) return false;
  return test(part as Part) || Object.values(part).some((p) => mentions(p, test));
};

/**
 * "Whenever a creature … deals combat damage to a player" has the damage of that creature; "one or
 * more", none. "Whenever one or more [kind] counters are put on …" has the counters put on it.
 */
const hasAmount = (a: AbilityDef): boolean =>
  a.kind === 'triggered' &&
  (AMOUNT_TRIGGERS.includes(a.trigger.kind) ||
    (a.trigger.kind === 'creatureDealsCombatDamageToPlayer' && a.trigger.oneOrMore !== true) ||
    ((a.trigger.kind === 'countersPut' || a.trigger.kind === 'countersPutOnSelf') &&
      a.trigger.each !== true));

/** The kinds of trigger whose event is a step of a player's turn: that player's (603.2b). */
const STEP_TRIGGERS: readonly Trigger['kind'][] = [
  'beginningOfUpkeep',
  'beginningOfDrawStep',
  'beginningOfMainPhase',
  'beginningOfCombat',
  'beginningOfEndStep',
];

/**
 * A player was dealt the damage ("deals combat damage to a player", "deals damage to an
 * opponent"), it is the player whose step began, the controller of the spell or ability
 * that made a permanent a target ("becomes the target of a spell or ability an opponent controls"),
 * or the player who cast the spell ("Whenever an opponent casts a spell").
 */
export const hasPlayer = (a: AbilityDef): boolean =>
  a.kind === 'triggered' &&
  (STEP_TRIGGERS.includes(a.trigger.kind) ||
    a.trigger.kind === 'dealsCombatDamageToPlayer' ||
    a.trigger.kind === 'creatureDealsCombatDamageToPlayer' ||
    a.trigger.kind === 'becomesTarget' ||
    a.trigger.kind === 'permanentBecomesTarget' ||
    // CR 601.2i, 603.2c: "Whenever an opponent casts a spell, … that player …": its caster.
    a.trigger.kind === 'spellCast' ||
    (a.trigger.kind === 'dealsDamage' && (a.trigger.to === 'player' || a.trigger.to === 'opponent')));

const unsupported = (a: AbilityDef, words: string): AbilityDef => ({
  kind: 'unsupported',
  text: a.text,
  reason: `"${words}" names nothing of an event that triggered it (CR 603.2c)`,
});

/** Only these words are read as the trigger event's amount or player (grammar/numbers.ts, library.ts). */
const EVENT_WORDS = /\bthat (?:much|many|player)\b/i;

export const withTriggerEvent = (a: AbilityDef): AbilityDef => {
  // Most abilities say none of the words: they need no walk.
  if (!EVENT_WORDS.test(a.text)) return a;
  if (!hasAmount(a) && mentions(a, (r) => r.kind === 'thatMuch')) return unsupported(a, 'that much');
  const thatPlayer = (r: Part): boolean =>
    r.who === 'triggerPlayer' ||
    r.creator === 'triggerPlayer' ||
    (r.kind === 'dealDamage' && r.to === 'triggerPlayer');
  if (!hasPlayer(a) && mentions(a, thatPlayer)) return unsupported(a, 'that player');
  return a;
};
