import { alt, map, type Parser, seq, words } from '../parser.js';
import { counterKind } from './counter-kind.js';
import { type RawInstruction, type Ref, self } from './references.js';

/**
 * Counters of a kind changed on the object itself, by how many it has as the instruction is
 * followed (CR 608.2h); the engine changes them on the object itself only, not on a target.
 */

const itself = alt<Ref>(
  self,
  map(words('it'), () => ({ kind: 'it' })),
);

/**
 * "Double the number of +1/+1 counters on [this]" (Ascendant Acolyte). CR 701.10e: the permanent
 * is given as many of those counters as it already has.
 */
const doubleCounters: Parser<RawInstruction> = map(
  seq(words('double the number of'), counterKind, words('counters on'), itself),
  ([, counter, , on]) => ({
    ref: on,
    build: (at) =>
      at === 'self'
        ? { kind: 'addCounters', on: 'self', counter, amount: { kind: 'countersOnSource', counter } }
        : null,
  }),
);

/** "Remove all +1/+1 counters from [this]" (Blood Hound): every counter of that kind on it. */
const removeAllCounters: Parser<RawInstruction> = map(
  seq(words('remove all'), counterKind, words('counters from'), itself),
  ([, counter, , on]) => ({
    ref: on,
    build: (at) => (at === 'self' ? { kind: 'removeAllCounters', counter } : null),
  }),
);

export const selfCounters: Parser<RawInstruction> = alt(doubleCounters, removeAllCounters);
