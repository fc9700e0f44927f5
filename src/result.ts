import type { Question } from './state/question.js';

/**
 * Results for everything that can fail on user input. Nothing in the engine throws on
 * bad input; `throw` is kept for our own broken invariants.
 */
export type Result<T, E = RulesError> = Ok<T> | Err<E>;

/** A success: `value` is the answer. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failure: `error` says what went wrong, and for a {@link RulesError} which rule it cites. */
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

/** Wraps a value as a success. */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
/** Wraps an error as a failure. */
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** Every error code the library can return. */
export const ERROR_CODES = [
  'ERR_SYMBOL_UNKNOWN',
  'ERR_SYMBOL_MALFORMED',
  'ERR_SYMBOL_UNCLOSED',
  'ERR_NOT_MANA',
  'ERR_COST_SYNTAX',
  'ERR_POOL_SYNTAX',
  'ERR_NUMBER',
  'ERR_X_VALUE',
  'ERR_REDUCTION',
  'ERR_UNSUPPORTED',
  'ERR_UNPAYABLE',
  'ERR_MANA_SOURCE',
  'ERR_BOARD_JSON',
  'ERR_BOARD_SCHEMA',
  'ERR_BOARD_DUPLICATE_ID',
  'ERR_BOARD_REFERENCE',
  'ERR_BOARD_STATE',
  /** A game state breaks an invariant of the game (validateState): a rule the state itself can't break. */
  'ERR_STATE',
  /** A game state names a player or object it doesn't have (validateState). */
  'ERR_STATE_REFERENCE',
  /** A game state uses one id twice (validateState). */
  'ERR_STATE_DUPLICATE_ID',
  'ERR_UNKNOWN_CARD',
  'ERR_PT',
  'ERR_CARD_DATA',
  'ERR_CARD_FILE',
  /** A value passed as a card pool that isn't one: not an object with the functions of `CardPool`. */
  'ERR_CARD_POOL',
  /** A deck list line that isn't a count and a card name, a section header or a comment. */
  'ERR_DECK_SYNTAX',
  /** A deck list file that can't be read. */
  'ERR_DECK_FILE',
  'ERR_ACTION',
  'ERR_TARGET',
  /** A resolving spell or ability needs its controller's answer (CR 608.2d): it waits for a `decide` action. */
  'ERR_ANSWER_NEEDED',
  /** A game can't start from what newGame was given: fewer than two decks, players that don't match them, a bad seed. */
  'ERR_GAME',
  /** A line of a game record that isn't what its place in the record calls for (readRecord), or a record that doesn't replay. */
  'ERR_RECORD',
] as const;
/** The `code` of a {@link RulesError}: one of `ERROR_CODES`, stable for programs to match. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A problem a person can act on: what went wrong, where (a character offset into the
 * text that was parsed, or a JSON path), and the rule behind it when there is one.
 */
export interface RulesError {
  readonly code: ErrorCode;
  readonly message: string;
  /** Character offset into the parsed text. */
  readonly offset?: number;
  /** JSON path of the offending value, e.g. `$.objects[2].card`. */
  readonly path?: string;
  /** Comprehensive Rules citation, e.g. `107.4h`. */
  readonly rule?: string;
  /** For ERR_ANSWER_NEEDED: the player whose answer is needed, when it isn't the resolving object's controller. */
  readonly player?: string;
  /** For ERR_ANSWER_NEEDED: what is asked, typed (608.2d). */
  readonly question?: Question;
}

export const rulesError = (
  code: ErrorCode,
  message: string,
  where: { offset?: number; path?: string; rule?: string; player?: string; question?: Question } = {},
): RulesError => ({ code, message, ...where });

/** The value of a success passed through `f`; a failure as it was. */
export const map = <T, U, E>(result: Result<T, E>, f: (value: T) => U): Result<U, E> =>
  result.ok ? ok(f(result.value)) : result;

/** The next step, run only on a success: the first failure stops the chain. */
export const chain = <T, U, E>(result: Result<T, E>, f: (value: T) => Result<U, E>): Result<U, E> =>
  result.ok ? f(result.value) : result;

/** Each item through `f` in turn; the first failure stops the lot. */
export const all = <T, U, E>(
  items: readonly T[],
  f: (item: T, index: number) => Result<U, E>,
): Result<U[], E> => {
  const done: U[] = [];
  for (let i = 0; i < items.length; i++) {
    const result = f(items[i] as T, i);
    if (!result.ok) return result;
    done.push(result.value);
  }
  return ok(done);
};

/**
 * A field only when it has a value, for spreading into a record whose optional fields must be
 * absent rather than undefined (`exactOptionalPropertyTypes`): `{ ...optional('x', action.x) }`.
 */
export const optional = <K extends string, V>(key: K, value: V | undefined): { readonly [P in K]?: V } =>
  value === undefined ? {} : ({ [key]: value } as { [P in K]: V });
