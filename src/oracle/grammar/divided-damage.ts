import type { Division, Instruction, TargetSpec, Value } from '../../effects/types.js';
import { alt, map, type Parser, punct, seq, words } from '../parser.js';
import { oneOrMore, type TargetRange } from './counted-targets.js';
import { amount } from './numbers.js';
import { type RawInstruction, source } from './references.js';
import { pluralTargets } from './target-phrases.js';

/**
 * Damage divided among a number of targets (CR 601.2c-d): "[this] deals 3 damage divided as
 * you choose among one, two, or three targets", "... among any number of target creatures";
 * and Fireball's "X damage divided evenly, rounded down, among any number of targets" (107.1a).
 */

/** The amount divided: a number or X (107.3a), known as the division is announced (601.2d). */
export const dividedAmount: Parser<Value> = map(amount, (n) =>
  n.kind === 'constant' || n.kind === 'x' ? n : null,
);

/**
 * "one or two", "one, two, or three"; "any number of" is 1 or more (601.2d: each target is
 * dealt at least 1, so there can be no more targets than damage, which the division checks).
 */
export const chosenRange: Parser<TargetRange> = alt<TargetRange>(
  oneOrMore,
  map(words('any number of'), () => ({ count: 1, upTo: 'any' })),
);

const divided = (n: Value, range: TargetRange, spec: TargetSpec, division: Division): RawInstruction => ({
  ref: { kind: 'target', spec: { ...spec, ...range } },
  build: (on): Instruction | null =>
    on === 'targets' ? { kind: 'dealDividedDamage', amount: n, division } : null,
});

/**
 * "[this] deals N damage divided as you choose among [one or two / one, two, or three / any
 * number of] [targets / target creatures ...]"; "[this] deals X damage divided evenly, rounded
 * down, among any number of targets": any number, none too (115.6), and as many as it likes
 * beyond X, each then dealt 0 (Fireball's rulings, 2017-11-17).
 */
export const dividedDamage: Parser<RawInstruction> = alt<RawInstruction>(
  map(
    seq(
      source,
      words('deals'),
      dividedAmount,
      words('damage divided as you choose among'),
      chosenRange,
      pluralTargets,
    ),
    ([, , n, , range, spec]) => divided(n, range, spec, 'chosen'),
  ),
  map(
    seq(
      source,
      words('deals'),
      dividedAmount,
      words('damage divided evenly'),
      punct(','),
      words('rounded down'),
      punct(','),
      words('among any number of'),
      pluralTargets,
    ),
    ([, , n, , , , , , spec]) => divided(n, { count: 0, upTo: 'any' }, spec, 'evenly'),
  ),
);
