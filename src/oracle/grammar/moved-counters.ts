import type { Instruction, TargetSpec } from '../../effects/types.js';
import { alt, map, type Parser, seq, token, words } from '../parser.js';
import { anotherTarget } from './counted-targets.js';
import { puttableCounterKind } from './counter-kind.js';
import type { RawInstruction } from './references.js';
import { target } from './targets.js';
import { withSecondTarget } from './two-targets.js';

/**
 * CR 122.5: "Move a +1/+1 counter from [A] onto [B]": a counter removed from one permanent and
 * put onto another, or, if either can't be done (the same object, no such counter on the first,
 * either gone from the battlefield), none at all. [A] and [B] are the object itself and a
 * target (Weapon Rack, Cytoplast Root-Kin), or the targets of two instances of "target"
 * (Combine Guildmage's "onto another target creature you control", Daghatar's "onto a second
 * target creature": the same creature may be chosen for both, 115.3, and then nothing moves).
 */

const moveA = seq(words('move a'), puttableCounterKind, words('counter from'));

/** A move between the object itself and one target, either way. */
const withItself = (
  counter: string,
  spec: TargetSpec,
  from: 'self' | 'targets',
  to: 'self' | 'targets',
): RawInstruction => ({
  ref: { kind: 'target', spec },
  build: (on): Instruction | null => (on === 'targets' ? { kind: 'moveCounter', counter, from, to } : null),
});

/** "a second target creature": a further instance of "target", which may name the first's creature (115.3). */
const secondTarget: Parser<TargetSpec> = map(seq(words('a second'), target), ([, spec]) => spec);

export const moveCounterInstruction: Parser<RawInstruction> = alt<RawInstruction>(
  map(seq(moveA, token('self'), words('onto'), target), ([[, counter], , , spec]) =>
    withItself(counter, spec, 'self', 'targets'),
  ),
  map(seq(moveA, target, words('onto'), token('self')), ([[, counter], spec]) =>
    withItself(counter, spec, 'targets', 'self'),
  ),
  map(
    seq(moveA, target, words('onto'), alt(anotherTarget, secondTarget)),
    ([[, counter], first, , second]) => {
      const moved: Instruction = { kind: 'moveCounter', counter, from: 'targets', to: 'secondTarget' };
      const spec = withSecondTarget(first, second, moved);
      return spec === null
        ? null
        : {
            ref: { kind: 'target', spec },
            build: (on): Instruction | null => (on === 'targets' ? moved : null),
          };
    },
  ),
);
