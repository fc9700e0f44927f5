import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardData, CardFace } from '../../src/cards/card-data.js';
import { encodePoolFile, readPoolFile } from '../../src/cards/pool-rows.js';
import { COLORS, type Color } from '../../src/symbols/colors.js';

/**
 * The pool file's rows (src/cards/pool-rows.ts) give back exactly the cards written, for any
 * card the loaders can make: the full-data test covers the real cards, this the shapes they don't.
 */

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const orNull = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const colorList = fc.subarray<Color>([...COLORS]);

const face: fc.Arbitrary<CardFace> = fc
  .record({
    name: text.filter((n) => n !== ''),
    // The loaders write "no mana cost" as null, never "" (CR 202.1b; card-fields.ts).
    manaCost: orNull(fc.constantFrom('{1}{G}', '{X}{R}', '{W/U}', '{0}')),
    manaValue: fc.option(fc.nat(20), { nil: undefined }),
    colors: colorList,
    colorIndicator: colorList,
    supertypes: fc.array(text, { maxLength: 2 }),
    types: fc.array(text, { maxLength: 2 }),
    subtypes: fc.array(text, { maxLength: 3 }),
    power: orNull(fc.constantFrom('1', '*', '1+*', '-1', '?')),
    toughness: orNull(fc.constantFrom('1', '*', '0')),
    loyalty: orNull(fc.constantFrom('3', 'X')),
    defense: orNull(fc.constantFrom('4')),
    text: fc.string({ maxLength: 30 }),
  })
  .map(({ manaValue, colorIndicator, ...rest }) => ({
    ...rest,
    ...(manaValue === undefined ? {} : { manaValue }),
    ...(colorIndicator.length > 0 ? { colorIndicator } : {}),
  }));

const card: fc.Arbitrary<CardData> = fc
  .record({
    top: face,
    layout: fc.constantFrom('normal', 'split', 'flip', 'transform', 'meld', 'token'),
    faces: fc.option(fc.array(face, { minLength: 2, maxLength: 3 }), { nil: undefined }),
    sameAsFirst: fc.boolean(),
    isFunny: fc.boolean(),
  })
  .map(({ top, layout, faces, sameAsFirst, isFunny }) => {
    const [first] = faces ?? [];
    // Most multi-face cards have their first face's characteristics under the card's name.
    const own = sameAsFirst && first !== undefined ? { ...first, name: top.name } : top;
    return {
      ...own,
      layout,
      ...(faces === undefined ? {} : { faces }),
      ...(isFunny ? { isFunny } : {}),
    };
  });

describe('pool file rows', () => {
  it('readPoolFile(encodePoolFile(cards)) gives the cards back', () => {
    fc.assert(
      fc.property(fc.array(card, { maxLength: 5 }), (cards) => {
        const bytes = new TextEncoder().encode(encodePoolFile(cards, 'property test'));
        expect(readPoolFile(bytes).map((entry) => entry.read())).toEqual(cards);
      }),
    );
  });
});
