import type { FixedTargetSpec, Instruction, TargetSpec } from '../../effects/types.js';
import { refuse } from '../parser.js';
import { otherThanItself } from './counted-targets.js';

/**
 * The instances of the word "target" in one ability (CR 115.1, 601.2c). A sentence naming the
 * target phrase an earlier one named names the same targets; a different phrase in a later
 * sentence is a further instance with its own targets, announced after the earlier ones'
 * (Consume Strength: "Target creature gets +2/+2 until end of turn. Another target creature
 * gets -2/-2 until end of turn."), and "another target" can't name theirs (115.3). Every
 * instance's number of targets but the last's is fixed then, so that the announced targets
 * split among them in order (engine/resolution/target-shares.ts).
 */

const sameSpec = (a: TargetSpec, b: TargetSpec): boolean => JSON.stringify(a) === JSON.stringify(b);

const fixed = (spec: TargetSpec): spec is FixedTargetSpec =>
  spec.upTo === undefined && spec.also === undefined;

/** "another target creature" as the only instance: another than the ability's own object. */
const alone = (spec: TargetSpec): TargetSpec | null => {
  if (!spec.another) return spec;
  const { another: _, ...one } = spec;
  return otherThanItself(one);
};

/**
 * A later instance's "other" ("Up to one other target creature gets +0/+2", Rally Maneuver):
 * other than the targets of the instances before it, as "another target" is (115.3).
 */
const furtherInstance = (spec: TargetSpec): TargetSpec => {
  if (!spec.filter.other) return spec;
  const { other: _, ...filter } = spec.filter;
  return { ...spec, filter, another: true };
};

/** Where a sentence's target phrase stands: the ability's instances with it, and its number among them (0 the first). */
export interface PlacedTarget {
  readonly targets: TargetSpec;
  readonly word: number;
}

export const placeTarget = (targets: TargetSpec | null, spec: TargetSpec): PlacedTarget | null => {
  if (targets === null) {
    const only = alone(spec);
    return only === null ? null : { targets: only, word: 0 };
  }
  const { also = [], ...first } = targets;
  const word = [first, ...also].findIndex((w) => sameSpec(w, spec));
  if (word >= 0) return { targets, word };
  // CR 601.2c: only the last instance may have a variable number ("Put a +1/+1 counter on up to
  // one target creature you control", Closing Statement): it takes the targets beyond the others'.
  if (!fixed(first) || !also.every(fixed))
    return refuse(
      'an instance of the word "target" with a variable number of targets before another ("Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature."): which of the targets announced are whose is not read (CR 601.2c, 115.1)',
    );
  if (spec.also !== undefined) return null;
  return { targets: { ...first, also: [...also, furtherInstance(spec)] }, word: also.length + 1 };
};

/** An instruction acting on the targets of instance `word`: the first's are every instruction's own. */
export const onTargetWord = (word: number, made: Instruction): Instruction =>
  word === 0 ? made : { kind: 'ofTargetWord', word, instructions: [made] };
