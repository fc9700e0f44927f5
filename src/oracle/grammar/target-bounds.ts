import type { TargetPTBound, Value } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, seq, token, words } from '../parser.js';
import { ptBound } from './pt-bounds.js';
import { gameNumber } from './values.js';

/** How each comparison reads as a bound: its side, and what it adds to the number it compares with. */
const COMPARISONS = {
  'greater than or equal to': ['atLeast', 0],
  'less than or equal to': ['atMost', 0],
  'greater than': ['atLeast', 1],
  'less than': ['atMost', -1],
} as const satisfies Readonly<Record<string, readonly [TargetPTBound['side'], number]>>;

const characteristic = map(anyOf('power', 'toughness'), (of) => (of === 'power' ? 'power' : 'toughness'));

/** What a bound compares with: its source's power (608.2h), or a number of the game. */
const comparand: Parser<Value> = alt<Value>(
  map(seq(token('self'), words("'s power")), (): Value => ({ kind: 'powerOfSource' })),
  gameNumber,
);

/**
 * A target's bound on power or toughness (CR 208.1, 601.2c), read as targets are chosen and
 * again as it resolves (608.2b): a number ("with power 2 or less"), X ("with toughness X or
 * less", 107.3a), its source's power ("with power less than [this]'s power", Unliving
 * Psychopath) or a number of the game ("with power less than or equal to the number of
 * creatures you control", Beguiler of Wills; "greater than or equal to your life total", Blazing Hope).
 */
export const targetBound: Parser<TargetPTBound> = alt<TargetPTBound>(
  ptBound,
  map(
    seq(words('with'), characteristic, words('x'), anyOf('or greater', 'or less')),
    ([, of, , side]): TargetPTBound => ({
      of,
      side: side === 'or greater' ? 'atLeast' : 'atMost',
      n: 0,
      plus: { kind: 'x' },
    }),
  ),
  map(
    seq(words('with'), characteristic, anyOf(...Object.keys(COMPARISONS)), comparand),
    ([, of, comparison, plus]): TargetPTBound | null => {
      const found = Object.entries(COMPARISONS).find(([words]) => words === comparison);
      return found ? { of, side: found[1][0], n: found[1][1], plus } : null;
    },
  ),
);
