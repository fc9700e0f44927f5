import type { AbilityDef, CounterChange, Filter } from '../../effects/types.js';
import { alt, anyOf, map, opt, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { counterKind } from './counter-kind.js';
import { singularNoun } from './nouns.js';
import { controlledBy } from './subjects.js';

/** "+1/+1 counters", or "counters" of any kind (undefined: `map` takes null for no match). */
const countersOf = alt<string | undefined>(
  map(seq(counterKind, words('counters')), ([kind]) => kind),
  map(words('counters'), () => undefined),
);

/** The kind named again after the number: "+1/+1 counters", or "of each of those kinds of counters" (any). */
const sameKinds = alt<string | undefined>(
  map(seq(counterKind, words('counters')), ([kind]) => kind),
  map(words('of each of those kinds of counters'), () => undefined),
);

/** "[this]", "a creature", "a creature you control", "an artifact or creature you control". */
const recipient = alt<Filter>(
  map(token('self'), (): Filter => ({ self: true })),
  map(seq(anyOf('a', 'an'), singularNoun, opt(controlledBy)), ([, noun, who]) =>
    who === null ? noun : { ...noun, controller: who },
  ),
);

/** "that many plus one [kind]", "twice that many [kind]", "that many [kind] minus one". */
const changed = alt<readonly [CounterChange, string | undefined]>(
  map(seq(words('that many plus one'), sameKinds), ([, kind]) => ['plusOne', kind] as const),
  map(seq(words('twice that many'), sameKinds), ([, kind]) => ['twice', kind] as const),
  map(seq(words('that many'), sameKinds, words('minus one')), ([, kind]) => ['minusOne', kind] as const),
);

/**
 * CR 614.1a, 122.6: "If one or more +1/+1 counters would be put on a creature you control, that
 * many plus one +1/+1 counters are put on it instead." (Hardened Scales), "twice that many"
 * (Corpsejack Menace). Read but reported unsupported: "that many -1/-1 counters minus one"
 * (Vizier of Remedies) and "If one or more counters would be put on an artifact or creature you
 * control, that many plus one of each of those kinds of counters ..." (Winding Constrictor).
 */
export const counterReplacement: AbilityParser = map(
  seq(
    words('if one or more'),
    countersOf,
    words('would be put on'),
    recipient,
    punct(','),
    changed,
    words('are put on'),
    anyOf('it', 'that creature', 'that permanent'),
    words('instead'),
    punct('.'),
  ),
  ([, counter, , on, , [change, again]]) => {
    if (counter !== again) return null;
    if (counter === undefined || counter === '-1/-1')
      return (text): AbilityDef => ({ kind: 'unsupported', text, reason: BY_DAMAGE });
    return (text): AbilityDef => ({ kind: 'counterReplacement', text, counter, on, change });
  },
);

/** Why a replacement of -1/-1 counters (or of counters of any kind) is not modelled. */
const BY_DAMAGE =
  "damage from a source with wither or infect puts -1/-1 counters too (CR 120.3d), where the engine doesn't apply counter replacement effects yet";
