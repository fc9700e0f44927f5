import type { AbilityDef } from '../../effects/types.js';
import { optional } from '../../result.js';
import { anyOf, map, opt, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { puttableCounterKind } from './counter-kind.js';
import { keywordList } from './keywords.js';
import { count } from './numbers.js';
import { wasKicked } from './was-kicked.js';

/**
 * Abilities linked to kicker (CR 702.33e): "If [this] was kicked, it enters with N +1/+1
 * counters on it [and with first strike]" (614.1c, only if it was kicked), read from how the
 * spell that became the permanent was cast. "For each time it was kicked" (702.33d) is a number
 * like any other (values.ts).
 */

/** "enters [the battlefield] with". */
export const entersWith = seq(words('enters'), opt(words('the battlefield')), words('with'));
/** "two +1/+1 counters on it": how many counters, of which kind. */
export const countersOnIt = seq(count, puttableCounterKind, anyOf('counters', 'counter'), words('on it'));
/** CR 614.1c: "enters with N [kind] counters on it" only if its spell was cast with this cost (kicker, escape). */
export const countersIfCastWith = (
  text: string,
  n: number,
  counter: string,
  cost: 'kicker' | 'escape',
): Extract<AbilityDef, { kind: 'entersWithCounters' }> => ({
  kind: 'entersWithCounters',
  text,
  counter,
  amount: { kind: 'constant', n },
  condition: { kind: 'castWith', cost },
});

/**
 * "If [this] was kicked, it enters the battlefield with two +1/+1 counters on it [and with
 * first strike]." The keywords stay with it for as long as it is on the battlefield (614.1c).
 * "If [this] was kicked with its {1}{U} kicker, …" (the Volvers): only if that one of its two
 * kicker costs was paid (702.33f).
 */
export const kickedAbility: AbilityParser = map(
  seq(
    words('if'),
    token('self'),
    wasKicked,
    punct(','),
    words('it'),
    entersWith,
    countersOnIt,
    opt(seq(words('and with'), keywordList)),
    punct('.'),
  ),
  ([, , kicked, , , , [n, counter], keywords]) =>
    (text: string): AbilityDef => ({
      ...countersIfCastWith(text, n, counter, 'kicker'),
      condition: kicked,
      ...optional('keywords', keywords?.[1]),
    }),
);
