import type { Condition } from '../../effects/types.js';
import { alt, map, type Parser, words } from '../parser.js';
import type { RawInstruction } from './references.js';

/** The monarch (CR 724): a designation one player at a time has. */

/** CR 724.1, 724.3: "you become the monarch", done by the ability's controller. */
export const becomeMonarchInstruction: Parser<RawInstruction> = map(words('you become the monarch'), () => ({
  ref: { kind: 'none' },
  build: () => ({ kind: 'becomeMonarch' }),
}));

/** CR 724.1: "you're the monarch", "an opponent is the monarch"; with no monarch, neither holds. */
export const monarchCondition: Parser<Condition> = alt(
  map(words("you're the monarch"), (): Condition => ({ kind: 'monarch', who: 'you' })),
  map(words('an opponent is the monarch'), (): Condition => ({ kind: 'monarch', who: 'opponent' })),
);
