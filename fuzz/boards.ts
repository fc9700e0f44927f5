import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { defaultPool } from '../src/cards/default-pool.js';
import type { CardPool } from '../src/cards/pool.js';
import { parseBoard } from '../src/notation/index.js';
import { plainDataProblem } from '../src/state/plain-data.js';
import type { GameState } from '../src/state/types.js';
import { arbitraryBoard } from '../test/notation/arbitrary-board.js';
import { FAKE_POOL } from '../test/notation/fake-pool.js';
import { realBoard } from '../test/support/random-play.js';
import { adversarialValue, BYTE_ORDER_MARK, type Known, oddString } from './adversarial.js';
import { mutated } from './mutate.js';
import { schemaBoard } from './schema-arbitrary.js';

/**
 * Board files to fuzz with, and the pool each is read with: drawn from the JSON Schema, the
 * examples, the round-trip property's random files (over its fake pool) and the random-play
 * property's boards of real cards; each also mutated, written as JSON text, or replaced by an
 * adversarial value.
 */

export const REAL_POOL: CardPool = defaultPool();

/** A board file (or any value put where one goes) and the pool it names cards from. */
export interface BoardInput {
  readonly board: unknown;
  readonly pool: 'real' | 'fake';
}

export const poolOf = (input: BoardInput): CardPool => (input.pool === 'real' ? REAL_POOL : FAKE_POOL);

const examplesDir = new URL('../examples/', import.meta.url);
const EXAMPLES: readonly unknown[] = readdirSync(examplesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(new URL(f, examplesDir), 'utf8')));

/** Good boards of real cards: the examples and random play's. */
const realBoards: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...EXAMPLES), realBoard);

/**
 * A value as JSON text, or none for one that no JSON text writes (a getter that throws, a BigInt,
 * a cycle) or that JSON.stringify can't (nested deeper than its stack): the harness's own call.
 */
const jsonText = (value: unknown): string => {
  if (plainDataProblem(value) !== null) return '';
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
};

/** A board as JSON text, sometimes with odd text around it, a byte-order mark among it (issue 18, item 8). */
const asText = (board: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc
    .tuple(board, fc.constantFrom('', '\n', ' \t', BYTE_ORDER_MARK), oddString)
    .map(([b, before, after]) => `${before}${jsonText(b)}${after.length % 3 === 0 ? after : ''}`);

export const boardInput = (known: Known): fc.Arbitrary<BoardInput> => {
  const odd = adversarialValue(known);
  const real = fc.oneof(
    schemaBoard(),
    realBoards,
    mutated(realBoards, odd),
    mutated(schemaBoard(), odd),
    asText(realBoards),
    asText(mutated(realBoards, odd)),
  );
  const fake = fc.oneof(arbitraryBoard, mutated(arbitraryBoard, odd));
  return fc.oneof(
    { weight: 6, arbitrary: real.map((board) => ({ board, pool: 'real' as const })) },
    { weight: 3, arbitrary: fake.map((board) => ({ board, pool: 'fake' as const })) },
    { weight: 1, arbitrary: odd.map((board) => ({ board, pool: 'real' as const })) },
  );
};

/** The state a board sets up, or null if parseBoard refuses it. */
const stateOf = (board: unknown): GameState | null => {
  const read = parseBoard(board, REAL_POOL);
  return read.ok ? read.value.state : null;
};

/** Game states of real cards the engine accepts: from the examples and random play's boards. */
export const validState: fc.Arbitrary<GameState> = realBoards
  .map(stateOf)
  .filter((s): s is GameState => s !== null);

/**
 * States as an API caller may hand them over: valid ones, and valid ones mutated (which
 * validateState, at the engine's door, must refuse or accept without a throw).
 */
export const anyState = (known: Known): fc.Arbitrary<GameState> =>
  fc.oneof(
    validState,
    // Values that aren't states stand where states go: the door is what is fuzzed.
    mutated(validState, adversarialValue(known), { keepTypes: !known.has('outsideTypes') }).map(
      (s) => s as GameState,
    ),
  );

/** Values put where a card pool goes that are not one, or nearly one (issue 18, item 5). */
const notAPool = (known: Known): fc.Arbitrary<unknown> =>
  fc.oneof(
    adversarialValue(known),
    fc.constant({}),
    fc.constant({ get: () => undefined, find: 1, names: () => [] }),
  );

/** The pool argument of an entry point: the real pool, or, with values outside the types, sometimes not a pool. */
export const poolArgument = (known: Known): fc.Arbitrary<CardPool> =>
  known.has('outsideTypes')
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constant(REAL_POOL) },
        { weight: 1, arbitrary: notAPool(known).map((p) => p as CardPool) },
      )
    : fc.constant(REAL_POOL);
