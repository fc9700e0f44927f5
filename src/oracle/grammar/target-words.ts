import type { FixedTargetSpec, Instruction, TargetSpec } from '../../effects/types.js';
import { otherThanItself } from './counted-targets.js';

/**
 * The instances of the word "target" in one ability (CR 115.1, 601.2c). A sentence naming the
 * target phrase an earlier one named names the same targets; a different phrase in a later
 * sentence is a further instance with its own targets, announced after the earlier ones'
 * (Consume Strength: "Target creature gets +2/+2 until end of turn. Another target creature
 * gets -2/-2 until end of turn."), and "another target" can't name theirs (115.3). Each
 * instance's number of targets is fixed then, so that the announced targets split among them
 * in order.
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
  if (!fixed(first) || !fixed(spec)) return null;
  return { targets: { ...first, also: [...also, spec] }, word: also.length + 1 };
};

/** An instruction acting on the targets of instance `word`: the first's are every instruction's own. */
export const onTargetWord = (word: number, made: Instruction): Instruction =>
  word === 0 ? made : { kind: 'ofTargetWord', word, instructions: [made] };
