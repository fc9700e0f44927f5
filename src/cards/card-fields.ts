import { parseManaCost } from '../mana/cost.js';
import { costColorMask } from '../mana/value.js';
import { chain, err, ok, optional } from '../result.js';
import { type Color, colorMask, colorsOf, isColor } from '../symbols/colors.js';
import type { CardData, CardFace } from './card-data.js';
import { arrayOf, type Decoder, dataError, string } from './decode.js';
import { parsePrintedPT } from './printed-pt.js';

/**
 * Decoders for the characteristics every card file holds, whatever it calls them. Each one
 * checks its value the way the engine will read it, so a loaded card never fails later.
 */

/** A colour list, in WUBRG order whatever order the file used (CR 105.1). */
export const colorList: Decoder<Color[]> = (value, path) =>
  chain(arrayOf(string)(value, path), (colors) => {
    const bad = colors.findIndex((c) => !isColor(c));
    if (bad >= 0) return dataError(`${path}[${bad}]`, `"${colors[bad]}" is not one of W, U, B, R, G`);
    return ok(colorsOf(colorMask(colors.filter(isColor))));
  });

/** A printed mana cost (CR 202.1); absent, null and "" all mean no mana cost (CR 202.1b). */
export const manaCost: Decoder<string | null> = (value, path) => {
  if (value === undefined || value === null || value === '') return ok(null);
  return chain(string(value, path), (text) => {
    const cost = parseManaCost(text);
    return cost.ok ? ok(text) : err({ ...cost.error, path, message: `${path}: ${cost.error.message}` });
  });
};

/** The colours of a mana cost that `manaCost` accepted (CR 202.2). */
export const colorsOfCost = (cost: string | null): Color[] => {
  const parsed = cost === null ? null : parseManaCost(cost);
  return parsed?.ok ? colorsOf(costColorMask(parsed.value)) : [];
};

/**
 * Layouts whose signed numbers add to another card's (augment) or to a starting hand and
 * life (vanguard, CR 902.4-902.5) rather than standing for the number itself.
 */
export const isModifierLayout = (layout: string): boolean => layout === 'augment' || layout === 'vanguard';

/** A printed power, toughness, loyalty or defense string that `parsePrintedPT` accepts. */
export const printedNumber =
  (modifier: boolean): Decoder<string | null> =>
  (value, path) => {
    if (value === undefined || value === null) return ok(null);
    return chain(string(value, path), (text) => {
      const parsed = parsePrintedPT(text, { modifier });
      return parsed.ok
        ? ok(text)
        : err({ ...parsed.error, path, message: `${path}: ${parsed.error.message}` });
    });
  };

/** Oracle text; a vanilla card has none, which files write as absent, null or "". */
export const oracleText: Decoder<string> = (value, path) =>
  value === undefined || value === null ? ok('') : string(value, path);

/**
 * A card: its own characteristics (for a multi-face card MTGJSON gives the first face's,
 * under the card's full name), its layout, and its faces when it has more than one (CR 709-712).
 */
export const makeCard = (
  top: CardFace,
  layout: string,
  faces: readonly CardFace[],
  isFunny: boolean,
): CardData => ({
  ...top,
  layout,
  ...(faces.length > 1 ? { faces } : {}),
  ...(isFunny ? { isFunny } : {}),
});

/**
 * The CardFace fields in the order card files print them, with an optional colour indicator
 * and the mana value the file states, if it states one.
 */
export const cardFace = (
  face: Omit<CardFace, 'colorIndicator' | 'manaValue'>,
  indicator: readonly Color[] | undefined,
  manaValue: number | undefined,
): CardFace => ({
  name: face.name,
  manaCost: face.manaCost,
  ...optional('manaValue', manaValue),
  colors: face.colors,
  ...(indicator !== undefined && indicator.length > 0 ? { colorIndicator: indicator } : {}),
  supertypes: face.supertypes,
  types: face.types,
  subtypes: face.subtypes,
  power: face.power,
  toughness: face.toughness,
  loyalty: face.loyalty,
  defense: face.defense,
  text: face.text,
});
