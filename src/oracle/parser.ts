import {
  asOptionalAs,
  candidates,
  firstOf,
  firstOfAny,
  firstOfSeq,
  startsWithKind,
  startsWithPunct,
  startsWithWord,
  startsWithWords,
  withFirst,
  withOptional,
} from './first-sets.js';
import type { Tok } from './tokens.js';

/**
 * A small parser-combinator kit over the compiler's tokens. A parser reads from position `at`
 * and gives a value and the position after it, or null where its template doesn't fit. `alt`
 * backtracks, so a grammar reads like the templates it accepts.
 */
export interface Parsed<T> {
  readonly value: T;
  readonly at: number;
}
export type Parser<T> = (toks: readonly Tok[], at: number) => Parsed<T> | null;

/**
 * The furthest position any parser has read to since `furthestRead` began: where an ability the
 * grammar can't read stops (the token at it is the one no template takes). Kept as one number
 * the primitives and `seq` raise, so reading costs one comparison more a step and a failed
 * ability is not read twice.
 */
let reached = 0;

const reach = (at: number): void => {
  if (at > reached) reached = at;
};

/**
 * Why a template refused what it read (`refuse`), with where that reading ended: the furthest
 * such refusal since `furthestRead` began. An ability read to its end that no template made is
 * reported with this reason rather than the catch-all sentence (unread.ts).
 */
export interface Refusal {
  readonly reason: string;
  readonly at: number;
}

let refusal: Refusal | null = null;
/** The reason a `map` function gave as it returned null; `map` notes it with its end. */
let refusing: string | null = null;

/** For a `map` function that refuses what its parser read: says why, and gives null. */
export const refuse = (reason: string): null => {
  refusing = reason;
  return null;
};

const noteRefusal = (reason: string, at: number): void => {
  if (refusal === null || at >= refusal.at) refusal = { reason, at };
};

/** Runs `read` and gives, with its value, the furthest position the parsers it ran read to, and the furthest refusal. */
export const furthestRead = <T>(
  read: () => T,
): { readonly value: T; readonly reached: number; readonly refusal: Refusal | null } => {
  const outer = reached;
  const outerRefusal = refusal;
  reached = 0;
  refusal = null;
  try {
    const value = read();
    return { value, reached, refusal };
  } finally {
    // A reading inside another (an ability a quoted text grants) is of other tokens.
    reached = outer;
    refusal = outerRefusal;
  }
};

type Values<P extends readonly Parser<unknown>[]> = {
  [K in keyof P]: P[K] extends Parser<infer T> ? T : never;
};

export const seq = <P extends readonly Parser<unknown>[]>(...parsers: P): Parser<Values<P>> => {
  const head = parsers[0];
  const length = parsers.length;
  return withFirst((toks, at) => {
    // Most sequences fail at their first parser: nothing is made for those.
    const first = head === undefined ? { value: undefined, at } : head(toks, at);
    if (first === null) return null;
    let here = first.at;
    reach(here);
    const values: unknown[] = head === undefined ? [] : [first.value];
    for (let i = 1; i < length; i++) {
      // Each index below `length` holds a parser.
      const r = (parsers[i] as Parser<unknown>)(toks, here);
      if (r === null) return null;
      values.push(r.value);
      here = r.at;
      reach(here);
    }
    // Each value came from the parser at the same index, which is what Values<P> states.
    return { value: values as Values<P>, at: here };
  }, firstOfSeq(parsers));
};

export const alt = <T>(...parsers: readonly Parser<T>[]): Parser<T> => {
  const worth = candidates(parsers);
  return withFirst((toks, at) => {
    const tried = worth(toks[at]);
    for (let i = 0; i < tried.length; i++) {
      // Each index below `tried.length` holds a parser.
      const r = (tried[i] as Parser<T>)(toks, at);
      if (r !== null) return r;
    }
    return null;
  }, firstOfAny(parsers));
};

export const map = <T, U>(parser: Parser<T>, f: (value: T) => U | null): Parser<U> =>
  asOptionalAs(
    withFirst(
      (toks, at) => {
        const r = parser(toks, at);
        if (r === null) return null;
        refusing = null;
        const value = f(r.value);
        if (value !== null) return { value, at: r.at };
        if (refusing !== null) noteRefusal(refusing, r.at);
        return null;
      },
      () => firstOf(parser),
    ),
    parser,
  );

export const opt = <T>(parser: Parser<T>): Parser<T | null> =>
  withOptional<T | null>((toks, at) => parser(toks, at) ?? { value: null, at }, parser);

/** Zero or more `item`s, one after another: like `opt`, it reads nothing or begins as `item` does. */
export const many = <T>(item: Parser<T>): Parser<T[]> =>
  withOptional((toks, at) => {
    const values: T[] = [];
    let here = at;
    for (let r = item(toks, here); r !== null; r = item(toks, here)) {
      values.push(r.value);
      here = r.at;
    }
    return { value: values, at: here };
  }, item);

/** One or more `item`s, one after another. */
export const many1 = <T>(item: Parser<T>): Parser<T[]> => {
  const items = many(item);
  return withFirst(
    (toks, at) => {
      const found = items(toks, at);
      return found === null || found.value.length === 0 ? null : found;
    },
    () => firstOf(item),
  );
};

/** One or more `item`s separated by `separator`. */
export const sepBy1 = <T>(item: Parser<T>, separator: Parser<unknown>): Parser<T[]> =>
  withFirst(
    (toks, at) => {
      const first = item(toks, at);
      if (first === null) return null;
      const values = [first.value];
      let here = first.at;
      for (;;) {
        const sep = separator(toks, here);
        const next = sep === null ? null : item(toks, sep.at);
        if (next === null) return { value: values, at: here };
        values.push(next.value);
        here = next.at;
      }
    },
    () => firstOf(item),
  );

/** An English list of `item`s: "A", "A and B", "A, B, and C"; or "A or B", "A, B, or C" to offer a choice. */
export const listOf = <T>(item: Parser<T>, conjunction: 'and' | 'or' = 'and'): Parser<T[]> =>
  alt(
    map(seq(sepBy1(item, punct(',')), punct(','), words(conjunction), item), ([list, , , last]) => [
      ...list,
      last,
    ]),
    map(seq(item, words(conjunction), item), ([a, , b]) => [a, b]),
    map(item, (a) => [a]),
  );

/** A phrase of words, each matched case-insensitively: `words('enters the battlefield')`. */
export const words = (phrase: string): Parser<string> => {
  const wanted = phrase.split(' ');
  const length = wanted.length;
  return withFirst(
    (toks, at) => {
      for (let i = 0; i < length; i++) {
        const tok = toks[at + i];
        if (tok?.t !== 'word' || tok.v !== wanted[i]) return null;
      }
      reach(at + length);
      return { value: phrase, at: at + length };
    },
    startsWithWord(wanted[0] ?? ''),
  );
};

/** The first of several phrases that fits. */
export const anyOf = (...phrases: readonly string[]): Parser<string> => alt(...phrases.map(words));

/**
 * One word found in a table, read as the table's value: "two" → 2, "green" → G. Its first set
 * is the table's words, so a choice tries it only where one of them stands.
 */
export const wordFrom = <T>(table: ReadonlyMap<string, T> | Readonly<Record<string, T>>): Parser<T> => {
  const lookup: ReadonlyMap<string, T> = table instanceof Map ? table : new Map(Object.entries(table));
  return withFirst((toks, at) => {
    const tok = toks[at];
    if (tok?.t !== 'word') return null;
    const value = lookup.get(tok.v);
    if (value === undefined) return null;
    reach(at + 1);
    return { value, at: at + 1 };
  }, startsWithWords(lookup.keys()));
};

/** A lookahead: reads nothing, and holds where `parser` would read next. */
export const before =
  <T>(parser: Parser<T>): Parser<true> =>
  (toks, at) =>
    parser(toks, at) === null ? null : { value: true, at };

export const punct = (v: string): Parser<string> =>
  withFirst((toks, at) => {
    const tok = toks[at];
    if (tok?.t !== 'punct' || tok.v !== v) return null;
    reach(at + 1);
    return { value: v, at: at + 1 };
  }, startsWithPunct(v));

export const token = <K extends Tok['t']>(kind: K): Parser<Extract<Tok, { t: K }>> =>
  withFirst(
    (toks, at) => {
      const tok = toks[at];
      if (tok?.t !== kind) return null;
      reach(at + 1);
      // The tag was just compared with K.
      return { value: tok as Extract<Tok, { t: K }>, at: at + 1 };
    },
    // Any word or punctuation mark may start it: only other kinds have a first set of their own.
    kind === 'word' || kind === 'punct' ? undefined : startsWithKind(kind),
  );

export const self: Parser<true> = withFirst((toks, at) => {
  if (toks[at]?.t !== 'self') return null;
  reach(at + 1);
  return { value: true, at: at + 1 };
}, startsWithKind('self'));

/** The whole input, and nothing after it. */
export const whole =
  <T>(parser: Parser<T>): ((toks: readonly Tok[]) => T | null) =>
  (toks) => {
    const r = parser(toks, 0);
    return r !== null && r.at === toks.length ? r.value : null;
  };

/**
 * A parser made from an argument (a number, a boolean, a word), made once for each argument:
 * grammars call such makers while they parse, and a parser made afresh each time costs more
 * than the reading it does.
 */
export const memo = <A extends string | number | boolean, T>(
  make: (arg: A) => Parser<T>,
): ((arg: A) => Parser<T>) => {
  const made = new Map<A, Parser<T>>();
  return (arg) => {
    const found = made.get(arg);
    if (found) return found;
    const parser = make(arg);
    made.set(arg, parser);
    return parser;
  };
};

/**
 * A parser whose results are remembered for each token list and position: the many templates
 * that begin with the same phrase (a target, a group of creatures) then read it once. The
 * furthest position it read to is remembered with the result, so that where an unread ability
 * stops is the same either way. Only for parsers whose result depends on the tokens alone.
 */
export const remembered = <T>(parser: Parser<T>): Parser<T> => {
  const seen = new WeakMap<
    readonly Tok[],
    Map<number, { readonly result: Parsed<T> | null; readonly furthest: number }>
  >();
  // The last token list read, with its results: a paragraph is read at many positions in a row.
  let lastToks: readonly Tok[] | null = null;
  let lastResults = new Map<number, { readonly result: Parsed<T> | null; readonly furthest: number }>();
  return withFirst(
    (toks, at) => {
      let byPosition = lastResults;
      if (toks !== lastToks) {
        byPosition = seen.get(toks) ?? new Map();
        seen.set(toks, byPosition);
        lastToks = toks;
        lastResults = byPosition;
      }
      const hit = byPosition.get(at);
      if (hit !== undefined) {
        reach(hit.furthest);
        return hit.result;
      }
      const outer = reached;
      reached = 0;
      const result = parser(toks, at);
      const furthest = reached;
      reached = Math.max(outer, furthest);
      byPosition.set(at, { result, furthest });
      return result;
    },
    () => firstOf(parser),
  );
};

/** A parser made when first used: one that reads parsers of files that import its own file. */
export const lazy = <T>(make: () => Parser<T>): Parser<T> => {
  let made: Parser<T> | undefined;
  return (toks, at) => {
    made ??= make();
    return made(toks, at);
  };
};
