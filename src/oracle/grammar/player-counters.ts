import type { Instruction } from '../../effects/types.js';
import { alt, anyOf, many1, map, opt, type Parser, seq, token, words } from '../parser.js';
import { constant, count } from './numbers.js';
import type { RawInstruction } from './references.js';

/**
 * Counters a player gets (CR 122.1): energy, written as {E} symbols, one counter each (107.14),
 * and the player counters named in words, "a poison counter", "an experience counter".
 */

/** "{E}{E}{E}": how many energy counters a run of energy symbols stands for (CR 107.14). */
export const energy: Parser<number> = map(
  many1(map(token('sym'), (t) => (t.symbol.kind === 'energy' ? t : null))),
  (symbols) => symbols.length,
);

/** Player counters named in words (CR 122.1f, 122.1 for experience counters). */
const NAMED_KINDS = ['poison', 'experience'] as const;

const named: Parser<readonly [string, number]> = map(
  seq(count, token('word'), anyOf('counters', 'counter')),
  ([n, kind, noun]) =>
    (NAMED_KINDS as readonly string[]).includes(kind.v) && n > 0 && (n === 1) === (noun === 'counter')
      ? ([kind.v, n] as const)
      : null,
);

/**
 * "you get {E}{E}", "you get a poison counter"; "get {E}{E}{E}" after "and" in "you gain 3
 * life and get {E}{E}{E}", whose subject is the "you" before.
 */
export const getCounters: Parser<RawInstruction> = map(
  seq(
    opt(words('you')),
    words('get'),
    alt(
      map(energy, (n) => ['energy', n] as const),
      named,
    ),
  ),
  ([, , [counter, n]]) => ({
    ref: { kind: 'none' },
    build: (): Instruction => ({ kind: 'getCounters', counter, amount: constant(n) }),
  }),
);
