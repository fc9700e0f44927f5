import { map, type Parser, seq, words } from '../parser.js';
import { puttableCounterKind } from './counter-kind.js';
import { chosenRange, dividedAmount } from './divided-damage.js';
import type { RawInstruction } from './references.js';
import { pluralTargets } from './target-phrases.js';

/**
 * Counters distributed among a number of targets (CR 601.2c-d): "Distribute two +1/+1 counters
 * among one or two target creatures", "... among one, two, or three target creatures you
 * control", "Distribute four +1/+1 counters among any number of target creatures": the
 * division is announced with the targets, each getting at least 1.
 */
export const distributeCounters: Parser<RawInstruction> = map(
  seq(
    words('distribute'),
    dividedAmount,
    puttableCounterKind,
    words('counters among'),
    chosenRange,
    pluralTargets,
  ),
  ([, n, counter, , range, spec]): RawInstruction | null =>
    spec.anyTarget
      ? null
      : {
          ref: { kind: 'target', spec: { ...spec, ...range } },
          build: (on) => (on === 'targets' ? { kind: 'distributeCounters', counter, amount: n } : null),
        },
);
