import fc from 'fast-check';
import {
  type Action,
  apply,
  type CardPool,
  checkStateBasedActions,
  evaluate,
  type GameState,
  makeManaCost,
  makeManaPool,
  makeSymbol,
  parseBoard,
  parseManaCost,
  parseManaPool,
  parseSymbol,
  type ResolveAction,
  type Result,
  resolve,
  symbols,
  toAct,
} from '../src/index.js';
import { actionOf, type RawAction, rawAction } from '../test/support/random-play.js';
import { adversarialValue, type Known, oddString } from './adversarial.js';
import {
  anyState,
  type BoardInput,
  boardInput,
  poolArgument,
  poolOf,
  REAL_POOL,
  validState,
} from './boards.js';
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

/** A resolve action by a card's name, as written or with one place in it changed to any value. */
const resolveAction = (known: Known): fc.Arbitrary<unknown> => {
  const written = fc.record(
    {
      kind: fc.constant('resolve' as const),
      source: fc.constantFrom('Shock', 'Lightning Bolt', 'Giant Growth', 'Divination', 'Forked Bolt'),
      controller: fc.constantFrom('A', 'B'),
      targets: fc.array(fc.constantFrom('A', 'B', 'o1', 'o2'), { maxLength: 2 }),
      division: fc.dictionary(fc.constantFrom('A', 'B', 'o1'), fc.integer({ min: 0, max: 3 }), {
        maxKeys: 2,
      }),
      x: fc.nat(5),
    },
    { requiredKeys: ['kind', 'source', 'controller'] },
  );
  return fc.oneof(
    written,
    mutated(written, adversarialValue(known), { maxMutations: 1, keepTypes: !known.has('outsideTypes') }),
  );
};

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
  // A value not of a state's shape (values outside the types) names nothing to act on: a pass will do.
  const action: Action = toAct(state).kind === 'invalid' ? { kind: 'pass' } : actionOf(state, raw);
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
  entry<[BoardInput, CardPool]>({
    name: 'parseBoard',
    input: (known) => fc.tuple(boardInput(known), poolArgument(known)),
    check: ([input, argument]) => {
      const pool = argument === REAL_POOL ? poolOf(input) : argument;
      const board = deepFreeze(input.board);
      const read = sameTwice('parseBoard', () => parseBoard(board, pool));
      isResult('parseBoard', read);
      if (!read.ok) return;
      roundTrips(read.value.state, pool);
      settledByOneCheck(read.value.state, pool);
    },
  }),
  entry<[GameState, CardPool]>({
    name: 'evaluate',
    input: (known) => fc.tuple(anyState(known), poolArgument(known)),
    check: ([state, pool]) => {
      deepFreeze(state);
      isResult(
        'evaluate',
        sameTwice('evaluate', () => evaluate(state, pool)),
      );
    },
  }),
  entry<[GameState, CardPool]>({
    name: 'checkStateBasedActions',
    input: (known) => fc.tuple(anyState(known), poolArgument(known)),
    check: ([state, pool]) => {
      deepFreeze(state);
      const checked = sameTwice('checkStateBasedActions', () => checkStateBasedActions(state, pool));
      isResult('checkStateBasedActions', checked);
      if (checked.ok) settledByOneCheck(state, pool);
    },
  }),
  entry<GameState>({
    name: 'toAct',
    input: anyState,
    check: (state) => {
      deepFreeze(state);
      const who = sameTwice('toAct', () => toAct(state));
      if (typeof who !== 'object' || who === null || typeof who.kind !== 'string')
        throw new Error('toAct answered something not a ToAct');
    },
  }),
  entry<[GameState, CardPool, unknown]>({
    name: 'resolve',
    input: (known) => fc.tuple(anyState(known), poolArgument(known), resolveAction(known)),
    check: ([state, pool, action]) => {
      deepFreeze(state);
      deepFreeze(action);
      isResult(
        'resolve',
        sameTwice('resolve', () => resolve(state, pool, action as ResolveAction)),
      );
    },
  }),
  entry({
    name: 'apply',
    input: (known: Known) =>
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: validState }, anyState(known)),
        fc.array(actionInput(known), { minLength: 1, maxLength: 8 }),
        poolArgument(known),
      ),
    check: ([start, actions, pool], known) => {
      let state = deepFreeze(start);
      for (const raw of actions) {
        const action = deepFreeze(actionFor(state, raw, known));
        const done = sameTwice('apply', () => apply(state, pool, action));
        isResult('apply', done);
        if (!done.ok) continue;
        state = deepFreeze(done.value.state);
        settledByOneCheck(state, pool);
      }
    },
  }),
];
