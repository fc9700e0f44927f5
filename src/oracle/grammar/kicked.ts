import type { AbilityDef, Keyword } from '../../effects/types.js';
import { anyOf, map, opt, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import type { CastCostParser } from './cast-costs.js';
import { puttableCounterKind } from './counter-kind.js';
import { grant } from './instructions.js';
import { keywordList } from './keywords.js';
import { count } from './numbers.js';

/**
 * Abilities linked to kicker (CR 702.33e): "If [this] was kicked, it enters with N +1/+1
 * counters on it [and with first strike]" (614.1c, only if it was kicked), read from how the
 * spell that became the permanent was cast. "For each time it was kicked" (702.33d) is a number
 * like any other (values.ts).
 */

const entersWith = seq(words('enters'), opt(words('the battlefield')), words('with'));
const counters = seq(count, puttableCounterKind, anyOf('counters', 'counter'), words('on it'));
const kicked = { kind: 'castWith', cost: 'kicker' } as const;

const entering = (counter: string, n: number, text: string): AbilityDef => ({
  kind: 'entersWithCounters',
  text,
  counter,
  amount: { kind: 'constant', n },
  condition: kicked,
});

/** "If [this] was kicked, it enters the battlefield with two +1/+1 counters on it" */
const ifKickedCounters = map(
  seq(words('if'), token('self'), words('was kicked'), punct(','), words('it'), entersWith, counters),
  ([, , , , , , [n, counter]]) => ({ n, counter }),
);

/** "If [this] was kicked, it enters the battlefield with two +1/+1 counters on it." */
export const kickedAbility: AbilityParser = map(
  seq(ifKickedCounters, punct('.')),
  ([{ n, counter }]) =>
    (text: string) =>
      entering(counter, n, text),
);

/**
 * CR 614.1c, 702.33e: "... and with first strike." The keywords it enters with stay with it for
 * as long as it is on the battlefield; like dash's haste (702.109a), they are a static ability
 * that holds while the permanent's spell was kicked, which the permanent keeps (cast-options.ts).
 */
const hasWhileKicked = (text: string, keywords: readonly Keyword[]): AbilityDef => ({
  kind: 'static',
  text,
  effect: { affects: { self: true }, ops: [grant(keywords)] },
  condition: kicked,
});

/** "If [this] was kicked, it enters with two +1/+1 counters on it and with first strike.": two abilities of one text. */
export const kickedCountersAndKeywords: CastCostParser = map(
  seq(ifKickedCounters, words('and with'), keywordList, punct('.')),
  ([{ n, counter }, , keywords]) =>
    (text: string): AbilityDef[] => [entering(counter, n, text), hasWhileKicked(text, keywords)],
);
