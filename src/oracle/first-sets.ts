import type { Parser } from './parser.js';
import type { Tok } from './tokens.js';

/**
 * What a parser's first token must be, when that is known: one of some words, punctuation marks
 * or other kinds of token. A parser with a known first set fails on any other token, so `alt`
 * need not call it there. This is for speed only: the grammar accepts the same texts without it,
 * which the compiler's tests over every card check.
 */
export interface FirstSet {
  readonly words: ReadonlySet<string>;
  readonly puncts: ReadonlySet<string>;
  readonly kinds: ReadonlySet<Tok['t']>;
}

/**
 * A first set, or how to work it out when first asked: the combinators give the latter, so that
 * loading the grammar works out none (a command that compiles three cards starts sooner, issue 17)
 * and a choice works out only those it builds a table for.
 */
type Known = FirstSet | (() => FirstSet | undefined);

const FIRST = new WeakMap<Parser<unknown>, Known>();

export const withFirst = <T>(parser: Parser<T>, first: Known | undefined): Parser<T> => {
  if (first !== undefined) FIRST.set(parser, first);
  return parser;
};

export const firstOf = (parser: Parser<unknown>): FirstSet | undefined => {
  const known = FIRST.get(parser);
  if (typeof known !== 'function') return known;
  const first = known();
  if (first) FIRST.set(parser, first);
  else FIRST.delete(parser);
  return first;
};

const NONE: ReadonlySet<never> = new Set();
const BY_WORD = new Map<string, FirstSet>();
const BY_PUNCT = new Map<string, FirstSet>();
const BY_KIND = new Map<Tok['t'], FirstSet>();

const shared = <K>(cache: Map<K, FirstSet>, key: K, make: () => FirstSet): FirstSet => {
  const found = cache.get(key);
  if (found) return found;
  const made = make();
  cache.set(key, made);
  return made;
};

export const startsWithWord = (word: string): FirstSet =>
  shared(BY_WORD, word, () => ({ words: new Set([word]), puncts: NONE, kinds: NONE }));

/** Any one of several words, e.g. a table's keys. */
export const startsWithWords = (words: Iterable<string>): FirstSet => ({
  words: new Set(words),
  puncts: NONE,
  kinds: NONE,
});

export const startsWithPunct = (mark: string): FirstSet =>
  shared(BY_PUNCT, mark, () => ({ words: NONE, puncts: new Set([mark]), kinds: NONE }));

export const startsWithKind = (kind: Tok['t']): FirstSet =>
  shared(BY_KIND, kind, () => ({ words: NONE, puncts: NONE, kinds: new Set([kind]) }));

const union = (sets: readonly FirstSet[]): FirstSet => ({
  words: new Set(sets.flatMap((f) => [...f.words])),
  puncts: new Set(sets.flatMap((f) => [...f.puncts])),
  kinds: new Set(sets.flatMap((f) => [...f.kinds])),
});

/** The first set of a choice between parsers: all of theirs, if each is known. */
export const firstOfAny = (parsers: readonly Parser<unknown>[]) => (): FirstSet | undefined => {
  const sets: FirstSet[] = [];
  for (const parser of parsers) {
    const first = firstOf(parser);
    if (first === undefined) return undefined;
    sets.push(first);
  }
  return union(sets);
};

/** The parsers `opt` made, each with the parser it makes optional. */
const OPTIONAL = new WeakMap<Parser<unknown>, Parser<unknown>>();

export const withOptional = <T>(optional: Parser<T>, inner: Parser<unknown>): Parser<T> => {
  OPTIONAL.set(optional, inner);
  return optional;
};

/**
 * A parser that reads what `inner` reads, made from it (`map`): optional when `inner` is, with
 * the same first token when it reads one.
 */
export const asOptionalAs = <T>(parser: Parser<T>, inner: Parser<unknown>): Parser<T> => {
  const optional = OPTIONAL.get(inner);
  if (optional !== undefined) OPTIONAL.set(parser, optional);
  return parser;
};

/**
 * The first set of a sequence: its first parser's and, past each optional one ("[other]
 * [tapped] creatures"), the next one's too, so that a choice can skip the many templates that
 * begin with an optional word. Unknown when every parser is optional: the sequence then reads
 * nothing and fits before any token.
 */
export const firstOfSeq = (parsers: readonly Parser<unknown>[]) => (): FirstSet | undefined => {
  const sets: FirstSet[] = [];
  for (const parser of parsers) {
    const inner = OPTIONAL.get(parser);
    const first = firstOf(inner ?? parser);
    if (first === undefined) return undefined;
    sets.push(first);
    if (inner === undefined) return union(sets);
  }
  return undefined;
};

/**
 * A choice's parsers are tried in their order; after a few calls (a parser made while parsing
 * is called once or twice, and a table would cost more than it saves) the choice keeps, for each
 * first token, only those whose first set holds it or isn't known, in the same order.
 */
const CALLS_BEFORE_TABLE = 4;

export const candidates = <T>(
  parsers: readonly Parser<T>[],
): ((tok: Tok | undefined) => readonly Parser<T>[]) => {
  let calls = 0;
  let table: ((tok: Tok | undefined) => readonly Parser<T>[]) | null = null;
  return (tok) => {
    if (table) return table(tok);
    if (++calls < CALLS_BEFORE_TABLE) return parsers;
    table = dispatchTable(parsers);
    return table(tok);
  };
};

const dispatchTable = <T>(parsers: readonly Parser<T>[]) => {
  const firsts = parsers.map(firstOf);
  const unknown = parsers.filter((_, i) => firsts[i] === undefined);
  const byKey = <K>(keys: (f: FirstSet) => ReadonlySet<K>): Map<K, readonly Parser<T>[]> => {
    const all = new Set(firsts.flatMap((f) => (f ? [...keys(f)] : [])));
    return new Map(
      [...all].map((k) => {
        const fits = parsers.filter((_, i) => {
          const f = firsts[i];
          return f === undefined || keys(f).has(k);
        });
        return [k, fits];
      }),
    );
  };
  const words = byKey((f) => f.words);
  const puncts = byKey((f) => f.puncts);
  const kinds = byKey((f) => f.kinds);
  return (tok: Tok | undefined): readonly Parser<T>[] => {
    if (tok === undefined) return unknown;
    const found =
      tok.t === 'word' ? words.get(tok.v) : tok.t === 'punct' ? puncts.get(tok.v) : kinds.get(tok.t);
    return found ?? unknown;
  };
};
