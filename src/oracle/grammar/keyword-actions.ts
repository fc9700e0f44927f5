import { alt, map, type Parser, seq, words } from '../parser.js';
import type { RawInstruction } from './instructions.js';
import { amount } from './numbers.js';

/** Keyword actions (CR 701) that are sentences of an effect: "Adapt N" (701.46a). */

/** CR 701.46a: "Adapt N"; CR 701.37a: "Monstrosity N"; done by the permanent whose ability it is. */
export const adaptInstruction: Parser<RawInstruction> = map(
  seq(alt(words('adapt'), words('monstrosity')), amount),
  ([verb, n]) => ({
    ref: { kind: 'self' },
    build: (on) => (on === 'self' ? { kind: verb === 'adapt' ? 'adapt' : 'monstrosity', amount: n } : null),
  }),
);
