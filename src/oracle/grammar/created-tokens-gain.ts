import type { Duration, Instruction, LayerOp } from '../../effects/types.js';
import { alt, map, opt, type Parser, seq, words } from '../parser.js';
import { lasting } from './for-as-long-as.js';
import { grantedAbilities } from './granted.js';
import type { RawInstruction } from './references.js';

/**
 * CR 608.2c: "Create two 1/1 red Elemental creature tokens. They gain haste [until end of turn]."
 * (Sokenzan, Crucible of Defiance; Mardu Charm): "they" are the tokens the instruction before
 * created (`settle` refuses "they" after anything else), each gaining the abilities in a
 * continuous effect locked onto them (611.2c); with no duration stated it lasts for the rest of
 * the game (611.2a).
 */
export const createdTokensGain: Parser<RawInstruction> = map(
  seq(alt(words('they'), words('those tokens')), words('gain'), grantedAbilities, opt(lasting)),
  ([, , granted, duration]): RawInstruction => ({
    ref: { kind: 'them' },
    build: (on) => (on === 'created' ? effectOnCreated([granted], duration ?? 'permanent') : null),
  }),
);

const effectOnCreated = (ops: readonly LayerOp[], duration: Duration): Instruction => ({
  kind: 'createEffect',
  on: 'created',
  effect: { affects: {}, ops },
  duration,
});
