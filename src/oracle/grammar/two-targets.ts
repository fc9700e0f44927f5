import type { Filter, FixedTargetSpec, Instruction, TargetSpec } from '../../effects/types.js';
import { CREATURE_TYPES } from '../../state/subtypes.js';
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

const CREATURE_TYPE: ReadonlySet<string> = new Set(CREATURE_TYPES);

/**
 * A creature, or a creature type alone ("Target Dinosaur you control", Huatli, Dinosaur Knight;
 * "Target Vampire you control", Markov Retribution, CR 205.3m): one that is no creature as the
 * effect happens deals and is dealt no damage there (701.14b; power-damage.ts).
 */
const namesCreatures = (filter: Filter): boolean =>
  filter.types?.includes('Creature') === true ||
  (filter.types === undefined &&
    filter.subtypes !== undefined &&
    filter.subtypes.length > 0 &&
    filter.subtypes.every((t) => CREATURE_TYPE.has(t)));

const oneCreature = (spec: TargetSpec): spec is FixedTargetSpec =>
  spec.count === 1 &&
  spec.upTo === undefined &&
  spec.also === undefined &&
  namesCreatures(spec.filter) &&
  !spec.players &&
  !spec.anyTarget &&
  !spec.orPlayer;

const oneTarget = (spec: TargetSpec): spec is FixedTargetSpec =>
  spec.count === 1 && spec.upTo === undefined && spec.also === undefined;

/**
 * What the second target must be for each instruction: any one target to be dealt damage
 * (120.2); otherwise a creature, to fight (701.14a) or to have a counter moved onto (122.5).
 */
const secondFits = (instruction: Instruction, second: TargetSpec): second is FixedTargetSpec =>
  instruction.kind === 'targetDealsPowerDamage' ? oneTarget(second) : oneCreature(second);

/**
 * The first target's spec with a second instance of "target", for a creature doing something
 * (`instruction`) to the second; null where they don't fit it.
 */
export const withSecondTarget = (
  first: TargetSpec,
  second: TargetSpec,
  instruction: Instruction,
): TargetSpec | null =>
  oneCreature(first) && secondFits(instruction, second) ? { ...first, also: [second] } : null;

/** A verb between the two targets, and the instruction it makes. */
const twoTargetVerb: Parser<Instruction> = alt<Instruction>(
  map(words('fights'), () => ({ kind: 'fightTargets' })),
  map(words('deals damage equal to its power to'), () => ({ kind: 'targetDealsPowerDamage' })),
);

/** The first target is read once for every verb: reading it is most of the work. */
export const twoTargetInstruction: Parser<RawInstruction> = map(
  seq(target, twoTargetVerb, alt(target, anotherTarget)),
  ([first, instruction, second]): RawInstruction | null => {
    const both = withSecondTarget(first, second, instruction);
    return both === null
      ? null
      : { ref: { kind: 'target', spec: both }, build: (on) => (on === 'targets' ? instruction : null) };
  },
);
