import type { Instruction } from '../../effects/types.js';
import { map, type Parser, punct, seq, words } from '../parser.js';
import type { RawInstruction } from './references.js';

/**
 * CR 614.1a: "If that creature would die this turn, exile it instead" (Magma Spray, Lava Coil):
 * a replacement effect on the target named before, for this turn.
 */
export const exileIfDiesInstruction: Parser<RawInstruction> = map(
  seq(words('if that creature would die this turn'), punct(','), words('exile it instead')),
  () => ({
    ref: { kind: 'it' },
    build: (on): Instruction | null => (on === 'targets' ? { kind: 'exileIfDies', on } : null),
  }),
);
