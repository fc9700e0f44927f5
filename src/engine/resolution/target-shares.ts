import type { TargetSpec } from '../../effects/types.js';

/**
 * CR 601.2c, 115.1, 700.2c: how the targets announced for a spell or ability split among its
 * groups of targets, in order: the instances of the word "target", or the chosen modes. Each
 * group takes as many as it names; the last with a variable number ("up to one target
 * creature") takes those announced beyond the others' fewest. The compiler lets only the last
 * group that may have targets have a variable number (oracle/grammar/target-words.ts, modes.ts),
 * so the split is the one the controller announced.
 */

/** The fewest and the most targets announced for a group (every instance of "target" in it). */
export interface TargetRange {
  readonly fewest: number;
  readonly most: number;
}

const wordRange = (spec: TargetSpec): TargetRange => ({
  fewest: spec.count,
  most: spec.upTo === undefined ? spec.count : spec.upTo === 'any' ? Number.POSITIVE_INFINITY : spec.upTo,
});

export const targetRange = (spec: TargetSpec | null): TargetRange => {
  if (spec === null) return { fewest: 0, most: 0 };
  const { also = [], ...first } = spec;
  return rangeOfAll([first, ...also].map(wordRange));
};

const rangeOfAll = (ranges: readonly TargetRange[]): TargetRange => ({
  fewest: ranges.reduce((n, r) => n + r.fewest, 0),
  most: ranges.reduce((n, r) => n + r.most, 0),
});

/** The range of several groups together. */
export const groupsRange = (groups: readonly (TargetSpec | null)[]): TargetRange =>
  rangeOfAll(groups.map(targetRange));

/** "1 target", "1 to 2 targets", "at least 1 target". */
export const describeRange = ({ fewest, most }: TargetRange): string => {
  const plural = (n: number): string => `${n} target${n === 1 ? '' : 's'}`;
  if (fewest === most) return plural(fewest);
  return most === Number.POSITIVE_INFINITY ? `at least ${plural(fewest)}` : `${fewest} to ${plural(most)}`;
};

/**
 * The targets `given` split among `groups` in order, with where each group's start among them;
 * the number given is expected within `groupsRange(groups)` (checked by the caller, which says
 * so in its own words).
 */
export const shareTargets = (
  groups: readonly (TargetSpec | null)[],
  given: readonly string[],
): readonly { readonly targets: readonly string[]; readonly first: number }[] => {
  const ranges = groups.map(targetRange);
  const beyond = given.length - rangeOfAll(ranges).fewest;
  const variable = ranges.reduce((last, r, i) => (r.most > r.fewest ? i : last), -1);
  let next = 0;
  return ranges.map((r, i) => {
    const first = next;
    next += r.fewest + (i === variable ? beyond : 0);
    return { targets: given.slice(first, next), first };
  });
};
