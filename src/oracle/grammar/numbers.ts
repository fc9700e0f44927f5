import type { Value } from '../../effects/types.js';
import { alt, map, type Parser, token, wordFrom, words } from '../parser.js';
import type { PtPart } from '../tokens.js';

/** Numbers as Oracle text writes them (CR 107.1): digits, or a word from "a" to "ten". */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

export const count: Parser<number> = alt(
  map(token('num'), (t) => t.n),
  wordFrom(NUMBER_WORDS),
);

export const constant = (n: number): Value => ({ kind: 'constant', n });

/** A number or X (CR 107.3). */
export const amount: Parser<Value> = alt(
  map(count, constant),
  map(words('x'), (): Value => ({ kind: 'x' })),
  // CR 603.2c: the damage or life gained of the trigger event (checked in oracle/that-much.ts);
  // "that many" is its count form ("put that many +1/+1 counters").
  map(words('that much'), (): Value => ({ kind: 'thatMuch' })),
  map(words('that many'), (): Value => ({ kind: 'thatMuch' })),
);

/** One half of a P/T change: "+3", "-0", "+X" (107.3m: X as the ability resolves). */
export const ptValue = (part: PtPart): Value =>
  'n' in part ? constant(part.n) : part.x === 1 ? { kind: 'x' } : { kind: 'negate', of: { kind: 'x' } };
