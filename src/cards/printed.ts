import { parseManaCost } from '../mana/cost.js';
import { costColorMask } from '../mana/value.js';
import { chain, err, map, ok, type Result, rulesError } from '../result.js';
import { type Color, colorMask, colorsOf } from '../symbols/colors.js';
import type { CardData, CardFace } from './card-data.js';
import { isModifierLayout } from './card-fields.js';
import { type PrintedValue, parsePrintedPT } from './printed-pt.js';

/** What the layer engine starts from (CR 613.1): a card face's printed characteristics, read. */

const facePath = (card: CardData, faceIndex: number): string => (card.faces ? `$.faces[${faceIndex}]` : '$');

/**
 * Face `faceIndex` of a card; a one-face card is its own face 0. A flip card's lower half keeps
 * the card's mana cost (CR 710.1c), which the data leaves off it.
 */
export const faceOf = (card: CardData, faceIndex: number): Result<CardFace> => {
  const faces = card.faces ?? [card];
  const face = faces[faceIndex];
  if (face === undefined) {
    return err(
      rulesError('ERR_CARD_DATA', `${card.name} has no face ${faceIndex}; it has ${faces.length}`, {
        path: `$.faces[${faceIndex}]`,
      }),
    );
  }
  const upper = faces[0];
  return ok(card.layout === 'flip' && upper !== undefined ? { ...face, manaCost: upper.manaCost } : face);
};

/** CR 202.2, 204.2: the colours of the face's mana cost and of its colour indicator, in WUBRG order. */
export const printedColors = (face: CardFace): Result<Color[]> => {
  const cost = face.manaCost === null ? ok([]) : parseManaCost(face.manaCost);
  if (!cost.ok) return err({ ...cost.error, path: '$.manaCost' });
  return ok(colorsOf(costColorMask(cost.value) | colorMask(face.colorIndicator ?? [])));
};

const readValue = (text: string | null, card: CardData, path: string): Result<PrintedValue | null> => {
  if (text === null) return ok(null);
  const value = parsePrintedPT(text, { modifier: isModifierLayout(card.layout) });
  return value.ok ? value : err({ ...value.error, path, message: `${card.name}: ${value.error.message}` });
};

/** A face's printed power and toughness (CR 208.1), each null where none is printed. */
export interface PrintedPT {
  readonly power: PrintedValue | null;
  readonly toughness: PrintedValue | null;
}

/** A face's printed power and toughness (CR 208.1); null where none is printed. */
export const printedPT = (card: CardData, faceIndex: number): Result<PrintedPT> => {
  const face = faceOf(card, faceIndex);
  if (!face.ok) return face;
  const path = facePath(card, faceIndex);
  return chain(readValue(face.value.power, card, `${path}.power`), (power) =>
    map(readValue(face.value.toughness, card, `${path}.toughness`), (toughness) => ({ power, toughness })),
  );
};

/** A face's printed loyalty (CR 209.1, 306.5a); null where none is printed. */
export const printedLoyalty = (card: CardData, faceIndex: number): Result<PrintedValue | null> =>
  chain(faceOf(card, faceIndex), (face) =>
    readValue(face.loyalty, card, `${facePath(card, faceIndex)}.loyalty`),
  );
