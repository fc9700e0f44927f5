import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerpt, excerptJson } from '../src/excerpt.js';

/** Error messages quote a bounded part of bad input (issue 18: a 10 MB name gave 20 MB of stderr). */

describe('excerpt', () => {
  it.each([
    ['short text is quoted whole', 'Grizly Bears', 'Grizly Bears'],
    ['exactly 80 characters, whole', 'x'.repeat(80), 'x'.repeat(80)],
    ['81 characters: 79 and an ellipsis', 'x'.repeat(81), `${'x'.repeat(79)}…`],
    ['a surrogate pair is not cut in half', `${'x'.repeat(78)}😀yy`, `${'x'.repeat(78)}…`],
  ])('%s', (_, text, shown) => {
    expect(excerpt(text)).toBe(shown);
  });

  it('is never longer than its bound, and starts as the text does (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.integer({ min: 1, max: 100 }),
        (text, max) => {
          const shown = excerpt(text, max);
          expect(shown.length).toBeLessThanOrEqual(max);
          expect(text.startsWith(shown.replace(/…$/, ''))).toBe(true);
        },
      ),
    );
  });
});

describe('excerptJson', () => {
  it.each([
    ['a short value is its JSON text', { kind: 'constant', n: 3 }, '{"kind":"constant","n":3}'],
    ['a number JSON has no text for', Number.POSITIVE_INFINITY, 'Infinity'],
    [
      'a long list, its start',
      Array.from({ length: 1000 }, (_, i) => i),
      `[${Array.from({ length: 20 }, (_, i) => i).join(',')}`,
    ],
  ])('%s', (_, value, start) => {
    expect(excerptJson(value).startsWith(start)).toBe(true);
    expect(excerptJson(value).length).toBeLessThanOrEqual(EXCERPT_LENGTH);
  });

  it('a value nested 100,000 deep is quoted without a stack overflow', () => {
    let value: unknown = 1;
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(excerptJson(value)).toBe(`${'['.repeat(79)}…`);
  });

  it('a 10 MB key and value are quoted by their starts', () => {
    const big = 'k'.repeat(10_000_000);
    expect(excerptJson({ [big]: big }, 20)).toBe(`{"${'k'.repeat(17)}…`);
  });
});
