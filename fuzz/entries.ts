import fc from 'fast-check';
import {
  type Action,
  apply,
  evaluate,
  type GameState,
  makeManaCost,
  makeManaPool,
  makeSymbol,
  parseBoard,
  parseManaCost,
  parseManaPool,
  parseSymbol,
  type Result,
  symbols,
} from '../src/index.js';
import { actionOf, type RawAction, rawAction } from '../test/support/random-play.js';
import { adversarialValue, type Known, oddString } from './adversarial.js';
import { anyState, boardInput, poolOf, REAL_POOL, validState } from './boards.js';
import { mutated } from './mutate.js';
import { deepFreeze, roundTrips, sameTwice, settledByOneCheck } from './properties.js';

/**
 * The entry points `npm run fuzz` tries (issue 18, section 3), each with the inputs it draws
 * and the properties it checks; `test/fuzz/fuzz.test.ts` runs a few thousand of each.
 */
export interface Entry<T = unknown> {
  readonly name: string;
  readonly input: (known: Known) => fc.Arbitrary<T>;
  /** Throws if a property breaks; `known` as the input was drawn with. */
  readonly check: (input: T, known: Known) => void;
}

const entry = <T>(e: Entry<T>): Entry => e as Entry;

/** A Result, as every public function answers: never anything else. */
const isResult = (what: string, r: Result<unknown>): void => {
  if (typeof r !== 'object' || r === null || typeof r.ok !== 'boolean')
    throw new Error(`${what} answered something not a Result`);
};

/** Texts for the notation parsers: odd strings, and any value when `known` lets non-strings through. */
const text = (known: Known): fc.Arbitrary<string> =>
  (known.has('outsideTypes')
    ? fc.oneof({ weight: 8, arbitrary: oddString }, adversarialValue(known))
    : fc.oneof(oddString, fc.string({ unit: 'binary', maxLength: 40 }))) as fc.Arbitrary<string>;

/** A notation parser: no throw, the same answer twice, and what it reads, written, reads back the same. */
const notation = <T>(
  name: string,
  parse: (t: string) => Result<T>,
  make: (v: T) => string | Result<string>,
) =>
  entry<string>({
    name,
    input: text,
    check: (t) => {
      const read = sameTwice(name, () => parse(t));
      isResult(name, read);
      if (!read.ok) return;
      const written = textOf(make(read.value));
      if (written === null) return;
      const again = parse(written);
      if (!again.ok || textOf(make(again.value)) !== written)
        throw new Error(`${name}: ${JSON.stringify(written)} does not read back as itself`);
    },
  });

/** What a `make` function wrote, or null where it can't write the value (a pool `makeManaPool` refuses). */
const textOf = (made: string | Result<string>): string | null =>
  typeof made === 'string' ? made : made.ok ? made.value : null;

/** An action: one random play makes from the state, or one of those mutated into any shape. */
type ActionInput = readonly [RawAction, readonly [number, unknown] | null];

const actionInput = (known: Known): fc.Arbitrary<ActionInput> => {
  const malformed: fc.Arbitrary<readonly [number, unknown] | null> = fc.option(
    fc.tuple(fc.nat(), adversarialValue(known)),
    { freq: 4 },
  );
  return fc.tuple(rawAction, malformed);
};

/** The action random play makes, or that action mutated (keeping its types unless `known` has outsideTypes). */
const actionFor = (state: GameState, [raw, malformed]: ActionInput, known: Known): Action => {
  const action = actionOf(state, raw);
  if (malformed === null) return action;
  const [seed, value] = malformed;
  const bad = mutated(fc.constant(action), fc.constant(value), {
    maxMutations: 1,
    keepTypes: !known.has('outsideTypes'),
  });
  return fc.sample(bad, { numRuns: 1, seed })[0] as Action;
};

export const ENTRIES: readonly Entry[] = [
  notation('parseManaCost', parseManaCost, makeManaCost),
  notation('parseManaPool', parseManaPool, makeManaPool),
  notation('parseSymbol', parseSymbol, makeSymbol),
  entry<[string, boolean]>({
    name: 'tokenizeOracle',
    input: (known) => fc.tuple(text(known), fc.boolean()),
    check: ([t, bareLoyalty]) =>
      isResult(
        'tokenizeOracle',
        sameTwice('tokenizeOracle', () => symbols.tokenizeOracle(t, { bareLoyalty })),
      ),
  }),
  entry({
    name: 'parseBoard',
    input: boardInput,
    check: (input) => {
      const pool = poolOf(input);
      const board = deepFreeze(input.board);
      const read = sameTwice('parseBoard', () => parseBoard(board, pool));
      isResult('parseBoard', read);
      if (!read.ok) return;
      roundTrips(read.value.state, pool);
      settledByOneCheck(read.value.state, pool);
    },
  }),
  entry<GameState>({
    name: 'evaluate',
    input: anyState,
    check: (state) => {
      deepFreeze(state);
      isResult(
        'evaluate',
        sameTwice('evaluate', () => evaluate(state, REAL_POOL)),
      );
    },
  }),
  entry({
    name: 'apply',
    input: (known: Known) =>
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: validState }, anyState(known)),
        fc.array(actionInput(known), { minLength: 1, maxLength: 8 }),
      ),
    check: ([start, actions], known) => {
      let state = deepFreeze(start);
      for (const raw of actions) {
        const action = deepFreeze(actionFor(state, raw, known));
        const done = sameTwice('apply', () => apply(state, REAL_POOL, action));
        isResult('apply', done);
        if (!done.ok) continue;
        state = deepFreeze(done.value.state);
        settledByOneCheck(state, REAL_POOL);
      }
    },
  }),
];
