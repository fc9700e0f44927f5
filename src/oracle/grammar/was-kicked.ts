import type { Condition } from '../../effects/types.js';
import { optional } from '../../result.js';
import { map, opt, type Parser, seq, words } from '../parser.js';
import { manaCost } from './mana.js';

/**
 * CR 702.33d-f: "was kicked", and "was kicked with its {1}{U} kicker", of a spell with two kicker
 * costs (702.33b): that one of them was paid, by its cost as printed. The subject ("[this]",
 * "it", "this spell") is the caller's.
 */
export const wasKicked: Parser<Condition> = map(
  seq(words('was kicked'), opt(seq(words('with its'), manaCost, words('kicker')))),
  ([, which]): Condition => ({ kind: 'castWith', cost: 'kicker', ...optional('kicker', which?.[1]) }),
);
