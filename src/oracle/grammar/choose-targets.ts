import { alt, map, type Parser, punct, sepBy1, seq, words } from '../parser.js';
import { countedTarget } from './counted-targets.js';
import type { RawInstruction } from './references.js';
import { target } from './targets.js';

/**
 * "Choose any number of target creatures. Put a +1/+1 counter on each of them." (Nature's
 * Panoply), "Choose target creature. Mill three cards, then put a +1/+1 counter on that creature
 * for each creature card in your graveyard." (Grave Strength): the first sentence only announces
 * the targets (CR 601.2c, 115.1, any number of them none too, 115.6); "that creature", "each of
 * them" and "each of those creatures" in the sentences after are those targets (608.2c), one
 * instance of "target". Sentences that name none of them leave it unread.
 */
export const chooseTargets = (clause: Parser<RawInstruction[]>): Parser<RawInstruction[]> =>
  map(
    seq(words('choose'), alt(countedTarget, target), punct('.'), sepBy1(clause, punct('.'))),
    ([, spec, , sentences]): RawInstruction[] | null => {
      const raw = sentences.flat();
      const named = (r: RawInstruction): boolean => r.ref.kind === 'that' || r.ref.kind === 'them';
      if (!raw.some(named)) return null;
      return raw.map((r) => (named(r) ? { ...r, ref: { kind: 'target', spec } } : r));
    },
  );
