import type { Instruction } from '../../effects/types.js';
import { alt, map, type Parser, seq, words } from '../parser.js';
import { countedTarget } from './counted-targets.js';
import type { RawInstruction, Ref } from './references.js';
import { creatureGroup } from './subjects.js';
import { target } from './targets.js';

/** What "goad" names one by one: a target, or "it" or "that creature" after one (608.2c). */
const goaded: Parser<Ref> = alt<Ref>(
  map(alt(target, countedTarget), (spec) => ({ kind: 'target', spec })),
  map(words('it'), () => ({ kind: 'it' })),
  map(words('that creature'), () => ({ kind: 'that' })),
);

/**
 * CR 701.15a: "goad target creature", "goad that creature", "goad each creature that player
 * controls", "goad all creatures you don't control": those creatures are goaded by the
 * ability's controller until their next turn. Goading the ability's own object, or what it is
 * attached to, is refused.
 */
export const goad: Parser<RawInstruction> = alt(
  map(seq(words('goad'), goaded), ([, ref]) => ({
    ref,
    build: (on): Instruction | null =>
      on === 'targets' || on === 'triggerObject' ? { kind: 'goad', on } : null,
  })),
  map(seq(words('goad'), creatureGroup), ([, filter]) => ({
    ref: { kind: 'none' },
    build: (): Instruction => ({ kind: 'goad', on: 'filter', filter }),
  })),
);
