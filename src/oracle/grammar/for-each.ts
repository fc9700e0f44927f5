import type { Instruction, Value } from '../../effects/types.js';
import { map, opt, type Parser, seq, words } from '../parser.js';
import type { RawInstruction } from './references.js';
import { countable } from './values.js';

/**
 * "[instruction] for each [thing]": "you gain 1 life for each creature you control", "draw a
 * card for each Elf you control", "put a +1/+1 counter on it for each artifact you control".
 * The instruction's amount becomes N times the count, which the engine reads as the instruction
 * is followed (CR 608.2h). Only instructions with a plain numeric amount take it; a continuous
 * effect's "for each" would have to be locked on resolution (611.2c) and is not read here.
 */

const COUNTED_KINDS: ReadonlySet<Instruction['kind']> = new Set([
  'gainLife',
  'getCounters',
  'loseLife',
  'dealDamage',
  'drawCards',
  'addCounters',
  'createTokens',
]);

type Counted = Extract<Instruction, { readonly amount: Value }>;

const isCounted = (i: Instruction): i is Counted => COUNTED_KINDS.has(i.kind) && 'amount' in i;

const timesEach = (made: Instruction | null, each: Value): Instruction | null => {
  if (made === null || !isCounted(made) || made.amount.kind !== 'constant') return null;
  return { ...made, amount: { kind: 'times', n: made.amount.n, of: each } };
};

/** An instruction, then maybe "for each [thing]", read in one pass (the instruction is parsed once). */
export const withForEach = (instruction: Parser<RawInstruction>): Parser<RawInstruction> =>
  map(seq(instruction, opt(seq(words('for each'), countable(false)))), ([raw, each]) =>
    each === null ? raw : { ref: raw.ref, build: (on, it) => timesEach(raw.build(on, it), each[1]) },
  );
