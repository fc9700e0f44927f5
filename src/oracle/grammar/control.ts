import type { Duration, Instruction, LayerOp } from '../../effects/types.js';
import { map, opt, type Parser, seq, words } from '../parser.js';
import { lasting } from './for-as-long-as.js';
import type { On, RawInstruction } from './references.js';
import { target } from './targets.js';

/**
 * CR 613.1b, 611.2a: "Gain control of target creature [until end of turn]": a layer 2 effect
 * from the resolving ability, making its controller the target's controller until the turn
 * ends (514.2), "for as long as you control [this]" and the like (611.2b), or else for as long
 * as the target stays on the battlefield (611.2a, 400.7). Its new controller hasn't controlled
 * it since their turn began (302.6).
 */
export const gainControl: Parser<RawInstruction> = map(
  seq(words('gain control of'), target, opt(lasting)),
  ([, spec, duration]) => ({
    ref: { kind: 'target', spec },
    build: onTargetsOnly([{ kind: 'setController', to: 'you' }], duration ?? 'permanent'),
  }),
);

/** An effect locked onto the instruction's targets (611.2c); refused where it acts on anything else. */
export const onTargetsOnly =
  (ops: readonly LayerOp[], duration: Duration) =>
  (on: On): Instruction | null =>
    on === 'targets' ? { kind: 'createEffect', on: 'targets', effect: { affects: {}, ops }, duration } : null;

/**
 * "Untap that creature" after a target is named: that target (Threaten effects). Without a
 * target before it, "that creature" is some other object, and the ability is refused.
 */
export const untapThatCreature: Parser<RawInstruction> = map(words('untap that creature'), () => ({
  ref: { kind: 'it' },
  build: (on): Instruction | null => (on === 'targets' ? { kind: 'untap', on: 'targets' } : null),
}));
