import { map, type Parser, seq, words } from '../parser.js';
import type { RawInstruction } from './instructions.js';
import { amount } from './numbers.js';

/** Keyword actions (CR 701) that are sentences of an effect: "Adapt N" (701.46a). */

/** CR 701.46a: "Adapt N", done by the permanent whose ability it is. */
export const adaptInstruction: Parser<RawInstruction> = map(seq(words('adapt'), amount), ([, n]) => ({
  ref: { kind: 'self' },
  build: (on) => (on === 'self' ? { kind: 'adapt', amount: n } : null),
}));
