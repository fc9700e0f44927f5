import type { PTBound } from '../../effects/types.js';
import { anyOf, map, type Parser, seq, token, words } from '../parser.js';

/**
 * "with power 2 or less", "with toughness 4 or greater" (CR 208.1): a bound on a creature's
 * power or toughness. Only a number: "power X or less" is no template here.
 */
export const ptBound: Parser<PTBound> = map(
  seq(words('with'), anyOf('power', 'toughness'), token('num'), anyOf('or greater', 'or less')),
  ([, of, n, side]): PTBound => ({
    of: of === 'power' ? 'power' : 'toughness',
    side: side === 'or greater' ? 'atLeast' : 'atMost',
    n: n.n,
  }),
);
