import { describe, expect, it } from 'vitest';
import { parseManaCost, parseManaPool, parseSymbol, symbols } from '../../src/index.js';

/**
 * Issue 18, item 5: the text parsers took any JavaScript value. `parseManaCost(42)` answered an
 * empty cost, `parseSymbol(undefined)` threw. Each now refuses a value that is not a string
 * with its own error code at `$`.
 */

const cyclic: Record<string, unknown> = {};
cyclic.self = cyclic;
const throwingGetter = Object.defineProperty({}, 'length', {
  get() {
    throw new Error('a getter that throws');
  },
});

const VALUES: readonly (readonly [string, unknown])[] = [
  ['undefined', undefined],
  ['null', null],
  ['42', 42],
  ['a Symbol', Symbol('{W}')],
  ['a BigInt', 10n],
  ['an object', {}],
  ['an array', ['{W}']],
  ['a cyclic object', cyclic],
  ['an object whose getter throws', throwingGetter],
];

const PARSERS = [
  ['parseManaCost', (v: unknown) => parseManaCost(v as string), 'ERR_COST_SYNTAX'],
  ['parseManaPool', (v: unknown) => parseManaPool(v as string), 'ERR_POOL_SYNTAX'],
  ['parseSymbol', (v: unknown) => parseSymbol(v as string), 'ERR_SYMBOL_MALFORMED'],
  ['tokenizeOracle', (v: unknown) => symbols.tokenizeOracle(v as string), 'ERR_SYMBOL_MALFORMED'],
] as const;

describe('the text parsers refuse values that are not text', () => {
  const rows = PARSERS.flatMap(([parser, parse, code]) =>
    VALUES.map(([name, value]) => ({ name: `${parser}(${name})`, parse, value, code })),
  );
  it.each(rows)('$name is $code at $', ({ parse, value, code }) => {
    expect(parse(value)).toMatchObject({ ok: false, error: { code, path: '$' } });
  });

  it('parseManaCost(42) was an empty cost: it says what it got', () => {
    expect(parseManaCost(42 as unknown as string)).toMatchObject({
      error: { message: 'a mana cost is written as text, not as the number 42' },
    });
  });
});
