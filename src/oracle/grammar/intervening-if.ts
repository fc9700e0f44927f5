import type { Condition } from '../../effects/types.js';
import { map, type Parser, punct, seq, words } from '../parser.js';
import { ifCondition } from './conditions.js';

/**
 * CR 603.4: an intervening "if" clause right after a trigger condition, "At the beginning of your
 * upkeep, if you control an artifact, ...": the conditions static abilities take (611.3a) and
 * Ferocious's power bound, read by the engine both as the event happens and as the ability resolves.
 */
export const interveningIf: Parser<Condition> = map(seq(words('if'), ifCondition, punct(',')), ([, c]) => c);
