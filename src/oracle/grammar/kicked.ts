import type { AbilityDef, Value } from '../../effects/types.js';
import { alt, anyOf, map, opt, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { puttableCounterKind } from './counter-kind.js';
import { count } from './numbers.js';

/**
 * Abilities linked to kicker (CR 702.33e): "If [this] was kicked, it enters with N +1/+1
 * counters on it" (614.1c, only if it was kicked) and "[This] enters with a +1/+1 counter on
 * it for each time it was kicked" (702.33d), read from how the spell that became the permanent
 * was cast.
 */

const entersWith = seq(words('enters'), opt(words('the battlefield')), words('with'));
const counters = seq(count, puttableCounterKind, anyOf('counters', 'counter'), words('on it'));
const kicked = { kind: 'castWith', cost: 'kicker' } as const;

const entering = (counter: string, amount: Value, text: string, ifKicked: boolean): AbilityDef => ({
  kind: 'entersWithCounters',
  text,
  counter,
  amount,
  ...(ifKicked ? { condition: kicked } : {}),
});

/** "If [this] was kicked, it enters the battlefield with two +1/+1 counters on it." */
const ifKicked: AbilityParser = map(
  seq(
    words('if'),
    token('self'),
    words('was kicked'),
    punct(','),
    words('it'),
    entersWith,
    counters,
    punct('.'),
  ),
  ([, , , , , , [n, counter]]) =>
    (text: string) =>
      entering(counter, { kind: 'constant', n }, text, true),
);

/** "[This] enters the battlefield with a +1/+1 counter on it for each time it was kicked." */
const forEachKick: AbilityParser = map(
  seq(token('self'), entersWith, counters, words('for each time it was kicked'), punct('.')),
  ([, , [n, counter]]) =>
    (text: string) =>
      entering(counter, { kind: 'times', n, of: { kind: 'timesKicked' } }, text, false),
);

export const kickedAbility: AbilityParser = alt(ifKicked, forEachKick);
