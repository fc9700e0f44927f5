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

type Values<P extends readonly Parser<unknown>[]> = {
  [K in keyof P]: P[K] extends Parser<infer T> ? T : never;
};

export const seq =
  <P extends readonly Parser<unknown>[]>(...parsers: P): Parser<Values<P>> =>
  (toks, at) => {
    const values: unknown[] = [];
    let here = at;
    for (const parser of parsers) {
      const r = parser(toks, here);
      if (r === null) return null;
      values.push(r.value);
      here = r.at;
    }
    // Each value came from the parser at the same index, which is what Values<P> states.
    return { value: values as Values<P>, at: here };
  };

export const alt =
  <T>(...parsers: readonly Parser<T>[]): Parser<T> =>
  (toks, at) => {
    for (const parser of parsers) {
      const r = parser(toks, at);
      if (r !== null) return r;
    }
    return null;
  };

export const map =
  <T, U>(parser: Parser<T>, f: (value: T) => U | null): Parser<U> =>
  (toks, at) => {
    const r = parser(toks, at);
    if (r === null) return null;
    const value = f(r.value);
    return value === null ? null : { value, at: r.at };
  };

export const opt =
  <T>(parser: Parser<T>): Parser<T | null> =>
  (toks, at) =>
    parser(toks, at) ?? { value: null, at };

/** Zero or more `item`s, one after another. */
export const many =
  <T>(item: Parser<T>): Parser<T[]> =>
  (toks, at) => {
    const values: T[] = [];
    let here = at;
    for (let r = item(toks, here); r !== null; r = item(toks, here)) {
      values.push(r.value);
      here = r.at;
    }
    return { value: values, at: here };
  };

/** One or more `item`s, one after another. */
export const many1 =
  <T>(item: Parser<T>): Parser<T[]> =>
  (toks, at) => {
    const found = many(item)(toks, at);
    return found === null || found.value.length === 0 ? null : found;
  };

/** One or more `item`s separated by `separator`. */
export const sepBy1 =
  <T>(item: Parser<T>, separator: Parser<unknown>): Parser<T[]> =>
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
  };

/** A phrase of words, each matched case-insensitively: `words('enters the battlefield')`. */
export const words = (phrase: string): Parser<string> => {
  const wanted = phrase.split(' ');
  return (toks, at) => {
    for (const [i, w] of wanted.entries()) {
      const tok = toks[at + i];
      if (tok?.t !== 'word' || tok.v !== w) return null;
    }
    return { value: phrase, at: at + wanted.length };
  };
};

/** The first of several phrases that fits. */
export const anyOf = (...phrases: readonly string[]): Parser<string> => alt(...phrases.map(words));

export const punct =
  (v: string): Parser<string> =>
  (toks, at) => {
    const tok = toks[at];
    return tok?.t === 'punct' && tok.v === v ? { value: v, at: at + 1 } : null;
  };

export const token =
  <K extends Tok['t']>(kind: K): Parser<Extract<Tok, { t: K }>> =>
  (toks, at) => {
    const tok = toks[at];
    // The tag was just compared with K.
    return tok?.t === kind ? { value: tok as Extract<Tok, { t: K }>, at: at + 1 } : null;
  };

export const self: Parser<true> = (toks, at) => (toks[at]?.t === 'self' ? { value: true, at: at + 1 } : null);

/** The whole input, and nothing after it. */
export const whole =
  <T>(parser: Parser<T>): ((toks: readonly Tok[]) => T | null) =>
  (toks) => {
    const r = parser(toks, 0);
    return r !== null && r.at === toks.length ? r.value : null;
  };
