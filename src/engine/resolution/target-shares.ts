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

/**
 * CR 601.2b-c, 107.3a: a number of targets that is X ("X target creatures", "up to X target
 * creatures") is the X announced just before the targets; `x` is that X (0 when none is). One
 * instance of "target" only, not those in its `also`.
 */
export const wordRange = (spec: TargetSpec, x: number): TargetRange => {
  const count = spec.count === 'x' ? x : spec.count;
  const most = spec.upTo === undefined ? count : spec.upTo === 'x' ? x : spec.upTo;
  return { fewest: count, most: most === 'any' ? Number.POSITIVE_INFINITY : most };
};

/** The fewest and the most targets of a spell's or ability's targets, with `x` its announced X. */
export const targetRange = (spec: TargetSpec | null, x: number): TargetRange => {
  if (spec === null) return { fewest: 0, most: 0 };
  const { also = [], ...first } = spec;
  return rangeOfAll([first, ...also].map((word) => wordRange(word, x)));
};

const rangeOfAll = (ranges: readonly TargetRange[]): TargetRange => ({
  fewest: ranges.reduce((n, r) => n + r.fewest, 0),
  most: ranges.reduce((n, r) => n + r.most, 0),
});

/** The range of several groups together. */
export const groupsRange = (groups: readonly (TargetSpec | null)[], x: number): TargetRange =>
  rangeOfAll(groups.map((g) => targetRange(g, x)));

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
  x: number,
): readonly { readonly targets: readonly string[]; readonly first: number }[] => {
  const ranges = groups.map((g) => targetRange(g, x));
  const beyond = given.length - rangeOfAll(ranges).fewest;
  const variable = ranges.reduce((last, r, i) => (r.most > r.fewest ? i : last), -1);
  let next = 0;
  return ranges.map((r, i) => {
    const first = next;
    next += r.fewest + (i === variable ? beyond : 0);
    return { targets: given.slice(first, next), first };
  });
};
