import type { FixedTargetSpec, Instruction, TargetSpec } from '../../effects/types.js';
import { alt, map, type Parser, seq, words } from '../parser.js';
import { anotherTarget } from './counted-targets.js';
import type { RawInstruction } from './references.js';
import { target } from './targets.js';

/**
 * Sentences with two instances of the word "target" (CR 115.1), each with its own targets:
 * "Target creature you control fights target creature you don't control" (701.14a) and
 * "Target creature you control deals damage equal to its power to target creature you don't
 * control / any target" (120.2). The first names one creature; the second is one target.
 */

const oneCreature = (spec: TargetSpec): spec is FixedTargetSpec =>
  spec.count === 1 &&
  spec.upTo === undefined &&
  spec.also === undefined &&
  spec.filter.types?.includes('Creature') === true &&
  !spec.players &&
  !spec.anyTarget &&
  !spec.orPlayer;

const oneTarget = (spec: TargetSpec): spec is FixedTargetSpec =>
  spec.count === 1 && spec.upTo === undefined && spec.also === undefined;

/** The first target's spec with a second instance of "target", for a creature doing something to a creature; null where not. */
export const withSecondTarget = (first: TargetSpec, second: TargetSpec): TargetSpec | null =>
  oneCreature(first) && oneCreature(second) ? { ...first, also: [second] } : null;

/** A verb between the two targets, with what the second must be and the instruction it makes. */
interface TwoTargetVerb {
  readonly fits: (second: TargetSpec) => second is FixedTargetSpec;
  readonly instruction: Instruction;
}

const twoTargetVerb: Parser<TwoTargetVerb> = alt<TwoTargetVerb>(
  map(words('fights'), () => ({ fits: oneCreature, instruction: { kind: 'fightTargets' } })),
  map(words('deals damage equal to its power to'), () => ({
    fits: oneTarget,
    instruction: { kind: 'targetDealsPowerDamage' },
  })),
);

/** The first target is read once for every verb: reading it is most of the work. */
export const twoTargetInstruction: Parser<RawInstruction> = map(
  seq(target, twoTargetVerb, alt(target, anotherTarget)),
  ([first, { fits, instruction }, second]): RawInstruction | null =>
    oneCreature(first) && fits(second)
      ? {
          ref: { kind: 'target', spec: { ...first, also: [second] } },
          build: (on) => (on === 'targets' ? instruction : null),
        }
      : null,
);
