import type { Condition } from '../../effects/types.js';
import { alt, map, type Parser, punct, seq, words } from '../parser.js';
import { ifCondition } from './conditions.js';
import { count } from './numbers.js';

/**
 * CR 603.4: an intervening "if" clause right after a trigger condition, "At the beginning of your
 * upkeep, if you control an artifact, ...": the conditions static abilities take (611.3a) and
 * Ferocious's power bound, read by the engine both as the event happens and as the ability resolves.
 */
const interveningIf: Parser<Condition> = map(seq(words('if'), ifCondition, punct(',')), ([, c]) => c);

/**
 * CR 603.10a, 608.2h: "When [this] dies, if its power was 3 or greater, …" (Deathknell Berserker):
 * its power as it last existed on the battlefield. `lastKnown` marks a condition only a trigger on
 * its own object leaving the battlefield may take (triggers.ts).
 */
interface Clause {
  readonly condition: Condition;
  readonly lastKnown: boolean;
}

export const interveningIfOrWas: Parser<Clause> = alt<Clause>(
  map(interveningIf, (condition) => ({ condition, lastKnown: false })),
  map(seq(words('if its power was'), count, words('or greater'), punct(',')), ([, n]) => ({
    condition: { kind: 'valueAtLeast', value: { kind: 'powerOfSource' }, n },
    lastKnown: true,
  })),
);
