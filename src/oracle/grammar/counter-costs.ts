import type { CostPart } from '../../effects/types.js';
import { anyOf, map, type Parser, seq, token, words } from '../parser.js';
import { counterKind } from './counter-kind.js';
import { count } from './numbers.js';

/**
 * Counters removed from the ability's own permanent as a cost (CR 118.3, 122.1, 602.1a):
 * "Remove three spore counters from [this]", "Remove a charge counter from [this]"; that many
 * must be on it.
 */
export const counterCost: Parser<CostPart> = map(
  seq(words('remove'), count, counterKind, anyOf('counters', 'counter'), words('from'), token('self')),
  ([, n, counter]): CostPart | null => (n > 0 ? { kind: 'removeCounters', counter, amount: n } : null),
);
