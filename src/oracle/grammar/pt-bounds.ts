import type { Filter, LayerOp, PTBound } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, seq, token, words } from '../parser.js';

/**
 * "with power 2 or less", "with toughness 4 or greater" (CR 208.1): a bound on a creature's
 * power or toughness, or "with toughness greater than its power", its other one. Only a number:
 * "power X or less" is a target's bound alone (target-bounds.ts).
 */
export const ptBound: Parser<PTBound> = alt<PTBound>(
  map(
    seq(words('with'), anyOf('power', 'toughness'), token('num'), anyOf('or greater', 'or less')),
    ([, of, n, side]): PTBound => ({
      of: of === 'power' ? 'power' : 'toughness',
      side: side === 'or greater' ? 'atLeast' : 'atMost',
      n: n.n,
    }),
  ),
  // "with toughness greater than its power" (Ancient Lumberknot): its own other characteristic.
  map(
    words('with toughness greater than its power'),
    (): PTBound => ({
      of: 'toughness',
      side: 'atLeast',
      n: 1,
      plusOther: true,
    }),
  ),
  map(
    words('with power greater than its toughness'),
    (): PTBound => ({
      of: 'power',
      side: 'atLeast',
      n: 1,
      plusOther: true,
    }),
  ),
);

/**
 * Whether a static effect on "creatures with power 2 or less" is one the layers apply as the CR
 * says: only a P/T change in 7c reads power as 613.8a orders it there. A bound read in an earlier
 * layer (an ability granted in layer 6) would see power before layer 7 has made it, so that is
 * no template here.
 */
export const boundReadableIn = (affects: Filter, ops: readonly LayerOp[]): boolean =>
  affects.ptBound === undefined || ops.every((op) => op.kind === 'modifyPT');
