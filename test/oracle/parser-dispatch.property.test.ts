import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alt,
  anyOf,
  lazy,
  many1,
  map,
  memo,
  opt,
  type Parser,
  punct,
  self,
  seq,
  token,
  words,
} from '../../src/oracle/parser.js';
import type { Tok } from '../../src/oracle/tokens.js';

/**
 * `alt` skips, after a few calls, the alternatives whose first token can't be the one it meets
 * (first-sets.ts). That is for speed only: a choice must read exactly what trying every
 * alternative in order reads. Checked against a plain ordered choice on random token strings
 * over a small vocabulary, where alternatives overlap, share first words and may read nothing.
 */

const plainAlt =
  <T>(...parsers: readonly Parser<T>[]): Parser<T> =>
  (toks, at) => {
    for (const parser of parsers) {
      const r = parser(toks, at);
      if (r !== null) return r;
    }
    return null;
  };

const tokArb: fc.Arbitrary<Tok> = fc.oneof(
  fc.constantFrom('a', 'b', 'c', 'target', 'creature').map((v): Tok => ({ t: 'word', v })),
  fc.constantFrom('.', ',').map((v): Tok => ({ t: 'punct', v })),
  fc.constant<Tok>({ t: 'self' }),
  fc.nat(3).map((n): Tok => ({ t: 'num', n })),
);

/** A grammar made twice, once with each choice: the same alternatives, in the same order. */
const grammar = (choice: <T>(...parsers: readonly Parser<T>[]) => Parser<T>): Parser<string> => {
  const tag = <T>(name: string, p: Parser<T>): Parser<string> => map(p, () => name);
  const inner = choice(
    tag('a b', words('a b')),
    tag('a', words('a')),
    tag('num', token('num')),
    tag('any word', token('word')),
  );
  return choice(
    tag('self .', seq(self, punct('.'))),
    tag('target creature', anyOf('target creature', 'target')),
    tag('maybe c then a', seq(opt(words('c')), words('a'), words('b'))),
    tag('inner twice', seq(inner, inner)),
    tag('commas', many1(punct(','))),
    tag('b or self', choice(words('b'), tag('self', self))),
    tag('nothing', opt(words('never'))),
  );
};

describe('alt with first-token dispatch reads what an ordered choice reads', () => {
  const fast = grammar(alt);
  const plain = grammar(plainAlt);
  // Past the calls after which a choice builds its table.
  for (let k = 0; k < 8; k++) fast([], 0);

  it('on random token strings, from every position', () => {
    fc.assert(
      fc.property(fc.array(tokArb, { maxLength: 6 }), (toks) => {
        for (let at = 0; at <= toks.length; at++) expect(fast(toks, at)).toEqual(plain(toks, at));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('memo and lazy make a parser once', () => {
  it('memo gives the same parser for the same argument, and another for another', () => {
    let made = 0;
    const noun = memo((plural: boolean) => {
      made++;
      return words(plural ? 'cards' : 'card');
    });
    const [first, again, other] = [noun(true), noun(true), noun(false)];
    expect([first === again, first === other, made]).toEqual([true, false, 2]);
  });

  it('lazy makes its parser at the first call, then reads with it', () => {
    let made = 0;
    const later = lazy(() => {
      made++;
      return words('a');
    });
    const toks: Tok[] = [{ t: 'word', v: 'a' }];
    expect([made, later(toks, 0), later(toks, 0), made]).toEqual([
      0,
      { value: 'a', at: 1 },
      { value: 'a', at: 1 },
      1,
    ]);
  });
});
