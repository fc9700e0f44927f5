import fc from 'fast-check';
import { EVERY_CLASS, type KnownCrash } from './known-crashes.js';

/**
 * Values an attacker would try (issue 18): odd Unicode, numbers at the edges of CR 107.1's
 * integers, prototype keys, deep nesting, huge arrays and values no JSON file holds. Each
 * class issue 18 lists as crashing today is generated only when `known` lets it through
 * (known-crashes.ts), so the properties find what is new.
 */

/** Which known crash classes to generate (known-crashes.ts: `npm test` makes those whose fixes landed). */
export type Known = ReadonlySet<KnownCrash>;
export const ALL_KNOWN: Known = EVERY_CLASS;

/** Characters that break naive text handling: lone surrogates, NUL, direction marks, combining marks. */
const ODD_CHARACTERS = [
  '\uD800',
  '\uDC00',
  '\u0000',
  '\u202E',
  '\u200F',
  '\u200D',
  '\u0301',
  '\u00A0',
  '\u2212',
  '\u{1F600}',
  '\uFFFD',
  '\u2028',
  '{',
  '}',
  '/',
  '\\',
  '"',
  ' ',
  '\n',
] as const;

/** Strings mixing odd characters with the mana and Oracle vocabulary, so parsers get past their first check. */
export const oddString: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...ODD_CHARACTERS),
      fc.constantFrom('{W}', '{2/U}', '{G/P}', '{X}', '{S}', '{C}', '{T}', '{E}', '{1', 'W}', '{∞}', '{½}'),
      fc.constantFrom('+1/+1', 'Flying', 'A', 'B', 'o1', 'Grizzly Bears', 'creature', '[−2]:', '—'),
      fc.string({ maxLength: 4, unit: 'binary' }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** A UTF-8 byte-order mark before a text (issue 18, item 8). */
export const BYTE_ORDER_MARK = '\uFEFF';

/** Numbers within CR 107.1's integers and just outside what a field allows. */
const EDGE_NUMBERS = [0, 1, -1, 2.5, -3, 1e6, 2 ** 31, 2 ** 53 - 1, -(2 ** 53 - 1)] as const;
/** Numbers past every safe integer, and the values no JSON number is (issue 18, items 5 and 7). */
const UNSAFE_NUMBERS = [2 ** 53, -(2 ** 53), 1e300, Number.MAX_VALUE, Infinity, -Infinity, NaN] as const;

const numberOf = (known: Known): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(
      ...EDGE_NUMBERS,
      ...(known.has('unsafeNumbers') ? UNSAFE_NUMBERS : []),
      ...(known.has('negativeZero') ? [-0] : []),
    ),
    fc.integer({ min: -5, max: 30 }),
  );

/** The keys that are prototype slots on a plain object (issue 18, item 4). */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Keys of a record: odd strings, and names an object inherits that issue 18 doesn't list. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  oddString,
  fc.constantFrom('toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'),
);

/** An object whose own key is `key`, as JSON.parse makes one even for `__proto__`. */
export const withOwnKey = (key: string, value: unknown): Record<string, unknown> =>
  JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value ?? null)}}`);

/** A value nested `depth` arrays or objects deep (issue 18, item 1). */
export const nested = (depth: number, inObjects: boolean): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = inObjects ? { kind: 'negate', of: value } : [value];
  return value;
};

/** Values no JSON file holds, which the API's types don't allow either (issue 18, item 5). */
const nonJsonValue: fc.Arbitrary<unknown> = fc
  .constantFrom<(() => unknown)[]>(
    () => undefined,
    () => Symbol('x'),
    () => 10n,
    () => () => 1,
    () => new Map([['a', 1]]),
    () => {
      const cycle: Record<string, unknown> = { id: 'o1' };
      cycle.self = cycle;
      return cycle;
    },
    () =>
      Object.defineProperty({}, 'card', {
        enumerable: true,
        get: () => {
          throw new Error('a getter that throws');
        },
      }),
  )
  .map((make) => make());

/** A leaf of a JSON value: null, a boolean, an edge number or an odd string. */
const leaf = (known: Known): fc.Arbitrary<unknown> =>
  fc.oneof(fc.constant(null), fc.boolean(), numberOf(known), oddString);

/** Adversarial values of every class `known` allows, and plain small JSON values. */
export const adversarialValue = (known: Known): fc.Arbitrary<unknown> => {
  const plain = fc.oneof(
    { weight: 4, arbitrary: leaf(known) },
    { weight: 2, arbitrary: fc.array(leaf(known), { maxLength: 4 }) },
    { weight: 2, arbitrary: fc.dictionary(oddKey, leaf(known), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  const extra: fc.Arbitrary<unknown>[] = [];
  if (known.has('prototypeKeys'))
    extra.push(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), leaf(known)).map(([k, v]) => withOwnKey(k, v)));
  if (known.has('deepNesting'))
    extra.push(fc.tuple(fc.integer({ min: 2000, max: 6000 }), fc.boolean()).map(([d, o]) => nested(d, o)));
  if (known.has('hugeArrays'))
    extra.push(fc.integer({ min: 130_000, max: 200_000 }).map((n) => Array.from({ length: n }, () => 1)));
  if (known.has('outsideTypes')) extra.push(nonJsonValue);
  return extra.length === 0 ? plain : fc.oneof({ weight: 6, arbitrary: plain }, ...extra);
};
