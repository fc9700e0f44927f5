import type { AbilityDef } from '../effects/types.js';
import { hasPlayer, mentions } from './that-much.js';

/**
 * "Defending player controls" and "that player controls" (CR 109.4) name a player only a
 * triggered or activated ability knows, as its targets are chosen and as it resolves: the player
 * its source, an attacking creature, attacks (508.5), and the player of the event that triggered
 * it (603.2c). A spell or a static ability knows neither (a spell's defending player is the
 * combat's, 506.2, which these filters don't read), nor does the event a trigger waits for; and
 * beside a target player, "that player" could be either. There the ability stays unsupported.
 */

type Part = Readonly<Record<string, unknown>>;

/**
 * Only these words make the relations (grammar/subjects.ts, grammar/values.ts: "the number of
 * cards in their hand"): most abilities need no walk.
 */
const RELATION_WORDS = /\b(?:defending|that) player controls\b|\b(?:their|that player's) hand\b/i;
const THAT_PLAYER_WORDS = /\b(?:that player controls|their hand|that player's hand)\b/i;

const defending = (r: Part): boolean => r.controller === 'defendingPlayer';
const thatPlayer = (r: Part): boolean => r.controller === 'triggerPlayer' || r.whose === 'triggerPlayer';
const aPlayerTarget = (r: Part): boolean => r.players === true || r.orPlayer === true || r.anyTarget === true;

const unsupported = (a: AbilityDef, words: string, why: string): AbilityDef => ({
  kind: 'unsupported',
  text: a.text,
  reason: `"${words}" ${why}`,
});

/** Why neither relation can be read where it stands in `a`, or null when both can. */
const misplaced = (a: AbilityDef): readonly [string, string] | null => {
  if (a.kind === 'triggered' && mentions(a.trigger, (r) => defending(r) || thatPlayer(r)))
    return ['player controls', 'in the event it waits for names no player yet (CR 603.2)'];
  if (a.kind !== 'triggered' && a.kind !== 'activated' && mentions(a, defending))
    return [
      'defending player controls',
      "names its attacking source's defending player (CR 508.5): only a triggered or activated ability has one",
    ];
  if (!mentions(a, thatPlayer)) return null;
  const words = a.text.match(THAT_PLAYER_WORDS)?.[0] ?? 'that player';
  if (!hasPlayer(a)) return [words, 'names nothing of an event that triggered it (CR 603.2c)'];
  return a.kind === 'triggered' && mentions(a.targets, aPlayerTarget)
    ? [words, "could name its target player or its trigger event's (CR 608.2c)"]
    : null;
};

export const withNamedPlayers = (a: AbilityDef): AbilityDef => {
  if (!RELATION_WORDS.test(a.text)) return a;
  const why = misplaced(a);
  return why === null ? a : unsupported(a, ...why);
};
