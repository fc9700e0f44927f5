import type { CostPart } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, seq, token, words } from '../parser.js';
import { counterKind } from './counter-kind.js';
import { count } from './numbers.js';

/**
 * Counters removed from the ability's own permanent as a cost (CR 118.3, 122.1, 602.1a):
 * "Remove three spore counters from [this]", "Remove a charge counter from [this]", "Remove X
 * +1/+1 counters from [this]" (X announced first, 601.2b, 107.3a); that many must be on it.
 */
export const counterCost: Parser<CostPart> = map(
  seq(
    words('remove'),
    alt<number | 'x'>(
      count,
      map(words('x'), () => 'x' as const),
    ),
    counterKind,
    anyOf('counters', 'counter'),
    words('from'),
    token('self'),
  ),
  ([, n, counter]): CostPart | null =>
    n === 'x' || n > 0 ? { kind: 'removeCounters', counter, amount: n } : null,
);
