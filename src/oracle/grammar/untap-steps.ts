import type { Duration, Instruction } from '../../effects/types.js';
import { alt, map, type Parser, seq, words } from '../parser.js';
import { forAsLongAs } from './for-as-long-as.js';
import type { On, RawInstruction, Ref } from './references.js';
import { restrictionOp } from './this-turn.js';

/**
 * CR 502.3, 611.2a: "[it] doesn't untap during its controller's next untap step": an effect
 * granting the restriction until that untap step has passed. "Your next untap step" is said
 * only of the object itself, whose controller you are.
 */
const notUntappingNext = (on: UntapAffected): Instruction => notUntapping(on, 'untilNextUntapStep');

/** What the restriction can be granted to as it resolves. */
type UntapAffected = 'self' | 'targets' | 'triggerObject';

const notUntapping = (on: UntapAffected, duration: Duration): Instruction => ({
  kind: 'createEffect',
  on,
  effect: {
    affects: on === 'self' ? { self: true } : {},
    ops: [
      restrictionOp(
        duration === 'untilNextUntapStep'
          ? "doesn't untap during its controller's next untap step"
          : "doesn't untap during its controller's untap step",
        { kind: 'doesntUntap' },
      ),
    ],
  },
  duration,
});

const untilLapses = seq(words("doesn't untap during its controller 's untap step"), forAsLongAs);

const controllersNext = words("doesn't untap during its controller 's next untap step");
const yourNext = words("doesn't untap during your next untap step");

/** Acting on the object itself or on targets: what the engine locks an effect to. */
const onSelfOrTargets = (on: On): Instruction | null =>
  on === 'self' || on === 'targets' || on === 'triggerObject' ? notUntappingNext(on) : null;

const onSelf = (on: On): Instruction | null => (on === 'self' ? notUntappingNext(on) : null);

/**
 * "Target creature doesn't untap during its controller's next untap step", "[this] doesn't untap
 * during your next untap step", and after "and" with the object itself as the subject left out
 * ("{T}: Reveka deals 2 damage to any target and doesn't untap during your next untap step");
 * "It doesn't untap during its controller's untap step for as long as [this] remains tapped".
 */
export const untapStepInstruction = (ref: Parser<Ref>): Parser<RawInstruction> =>
  alt<RawInstruction>(
    map(seq(ref, controllersNext), ([r]) => ({ ref: r, build: onSelfOrTargets })),
    map(seq(ref, untilLapses), ([r, [, duration]]) => ({
      ref: r,
      build: (on) => (on === 'targets' || on === 'triggerObject' ? notUntapping(on, duration) : null),
    })),
    map(seq(ref, yourNext), ([r]) => ({ ref: r, build: onSelf })),
    map(yourNext, () => ({ ref: { kind: 'self' }, build: onSelf })),
  );
