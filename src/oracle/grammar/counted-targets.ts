import type { TargetSpec } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, seq, words } from '../parser.js';
import { count } from './numbers.js';
import { pluralTargets } from './target-phrases.js';
import { target } from './targets.js';

/**
 * One instance of the word "target" naming a number of targets other than one (CR 115.1,
 * 601.2c): "up to one target creature", "up to two target creatures", "any number of target
 * creatures", "one or two target creatures", "two target creatures", "each of up to two
 * targets"; a variable number is announced as it goes on the stack, and may be none (115.6).
 */

/** How many targets, as `count` (the fewest) and `upTo`. */
export type TargetRange = Pick<TargetSpec, 'count' | 'upTo'>;

/** "one or two", "one, two, or three": at least one (601.2c). */
export const oneOrMore: Parser<TargetRange> = alt<TargetRange>(
  map(words('one or two'), () => ({ count: 1, upTo: 2 })),
  map(seq(words('one'), punct(','), words('two'), punct(','), words('or three')), () => ({
    count: 1,
    upTo: 3,
  })),
);

/**
 * The numbers of several targets: "up to two", "any number of" (none too, 115.6), "one or two",
 * "two", and X ("X target creatures", "up to X target creatures"): the X announced just before
 * the targets (601.2b-c, 107.3a).
 */
const severalRange: Parser<TargetRange> = alt<TargetRange>(
  map(seq(words('up to'), count), ([, n]) => (n >= 2 ? { count: 0, upTo: n } : null)),
  map(words('up to x'), () => ({ count: 0, upTo: 'x' })),
  map(words('x'), () => ({ count: 'x' })),
  map(words('any number of'), () => ({ count: 0, upTo: 'any' })),
  oneOrMore,
  map(count, (n) => (n >= 2 ? { count: n } : null)),
);

/** A target phrase read as one target, before its number is given. */
const single = (spec: TargetSpec): boolean => spec.count === 1 && spec.upTo === undefined && !spec.also;

/**
 * "other": not the ability's own object (the filter's `other`); "other target" is read only for
 * objects, where the source could be one of them.
 */
export const otherThanItself = (spec: TargetSpec): TargetSpec | null =>
  spec.players || spec.anyTarget || spec.orPlayer
    ? null
    : { ...spec, filter: { ...spec.filter, other: true } };

const ranged = (range: TargetRange, other: unknown, spec: TargetSpec): TargetSpec | null => {
  if (!single(spec)) return null;
  const counted = { ...spec, ...range };
  return other === null ? counted : otherThanItself(counted);
};

/** "up to one [other] target creature": none or one. */
export const upToOneTarget: Parser<TargetSpec> = map(
  seq(words('up to one'), opt(words('other')), target),
  ([, other, spec]) => ranged({ count: 0, upTo: 1 }, other, spec),
);

/**
 * "another target creature", "another target" (115.4): one target, another than those of the
 * instances of "target" before it, or, where it is the only one, than the ability's own object
 * (target-words.ts).
 */
export const anotherTarget: Parser<TargetSpec> = alt<TargetSpec>(
  map(seq(words('another'), target), ([, spec]) => (single(spec) ? { ...spec, another: true } : null)),
  map(words('another target'), (): TargetSpec => ({ count: 1, filter: {}, anyTarget: true, another: true })),
);

/** "up to two [other] target creatures", "any number of target creatures", "two target creatures", "up to three targets". */
const severalTargets: Parser<TargetSpec> = map(
  seq(severalRange, opt(words('other')), pluralTargets),
  ([range, other, spec]) => ranged(range, other, spec),
);

/** A number of targets other than exactly one, singular or plural. */
export const countedTarget: Parser<TargetSpec> = alt(upToOneTarget, severalTargets);

/** "each of up to two [other] target creatures", "each of up to six targets" (Chandra, the Firebrand). */
export const eachOfTargets: Parser<TargetSpec> = map(
  seq(words('each of'), severalTargets),
  ([, spec]) => spec,
);
