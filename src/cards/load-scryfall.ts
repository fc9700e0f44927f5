import { all, chain, map, ok, type Result } from '../result.js';
import { type Color, colorMask, colorsOf } from '../symbols/colors.js';
import type { CardData, CardFace } from './card-data.js';
import {
  cardFace,
  colorList,
  colorsOfCost,
  isModifierLayout,
  makeCard,
  manaCost,
  oracleText,
  printedNumber,
} from './card-fields.js';
import {
  arrayOf,
  type Decoded,
  dataError,
  isJsonObject,
  number,
  object,
  optional,
  pathTo,
  string,
} from './decode.js';
import { splitTypeLine } from './type-line.js';

/**
 * Scryfall's oracle-cards bulk file: an array of card objects (or an API list, `{ data: [...] }`,
 * or one card object), a multi-face card with `card_faces`. Scryfall gives a split, flip or adventure card's colours
 * only for the whole card, so such a face takes them from its own mana cost (CR 202.2).
 */

const faceShape = (modifier: boolean) => ({
  name: string,
  mana_cost: manaCost,
  cmc: optional(number),
  colors: optional(colorList),
  color_indicator: optional(colorList),
  type_line: optional(string),
  power: printedNumber(modifier),
  toughness: printedNumber(modifier),
  loyalty: printedNumber(modifier),
  defense: printedNumber(modifier),
  oracle_text: oracleText,
});
type ScryfallFace = Decoded<ReturnType<typeof faceShape>>;

/** What a card gives as a whole; the rest is read from its faces (or from it, for one face). */
const head = object({
  name: string,
  layout: string,
  cmc: optional(number),
  colors: optional(colorList),
  set_type: optional(string),
});

/**
 * A face's colours: its own when Scryfall gives them; else those of its mana cost and colour
 * indicator (CR 202.2, 204.2); a face without a mana cost (a flip card's lower half) has the
 * card's colours (CR 710.1c).
 */
const faceColors = (face: ScryfallFace, cardColors: readonly Color[] | undefined): Color[] => {
  if (face.colors !== undefined) return face.colors;
  if (face.mana_cost === null) return [...(cardColors ?? face.color_indicator ?? [])];
  return colorsOf(colorMask([...colorsOfCost(face.mana_cost), ...(face.color_indicator ?? [])]));
};

const toFace = (
  face: ScryfallFace,
  path: string,
  cardColors: readonly Color[] | undefined,
): Result<CardFace> => {
  if (face.type_line === undefined) return dataError(pathTo(path, 'type_line'), 'missing a type line');
  return ok(
    cardFace(
      {
        name: face.name,
        manaCost: face.mana_cost,
        colors: faceColors(face, cardColors),
        ...splitTypeLine(face.type_line),
        power: face.power,
        toughness: face.toughness,
        loyalty: face.loyalty,
        defense: face.defense,
        text: face.oracle_text,
      },
      face.color_indicator,
      face.cmc,
    ),
  );
};

/** The face records of a card with their JSON paths: its `card_faces`, or the card itself. */
const faceRecords = (value: unknown, path: string, modifier: boolean): Result<[ScryfallFace, string][]> => {
  const face = object(faceShape(modifier));
  const rawFaces = isJsonObject(value) ? value.card_faces : undefined;
  if (rawFaces === undefined || rawFaces === null) {
    return map(face(value, path), (one): [ScryfallFace, string][] => [[one, path]]);
  }
  const facesPath = pathTo(path, 'card_faces');
  return map(arrayOf(face)(rawFaces, facesPath), (many) =>
    many.map((f, i): [ScryfallFace, string] => [f, pathTo(facesPath, i)]),
  );
};

const scryfallCard = (value: unknown, path: string): Result<CardData> => {
  const card = head(value, path);
  if (!card.ok) return card;
  const records = faceRecords(value, path, isModifierLayout(card.value.layout));
  const made = chain(records, (records) =>
    all(records, ([record, facePath]) => toFace(record, facePath, card.value.colors)),
  );
  if (!made.ok) return made;
  const faces = made.value;
  const [first] = faces;
  if (first === undefined) return dataError(pathTo(path, 'card_faces'), 'expected at least one face');
  // Scryfall marks Un-sets, playtest cards and other joke products with the set type "funny".
  // `cmc` is the whole card's mana value; Scryfall gives a face its own only on some layouts.
  const top = cardFace(first, first.colorIndicator, card.value.cmc ?? first.manaValue);
  return ok(
    makeCard({ ...top, name: card.value.name }, card.value.layout, faces, card.value.set_type === 'funny'),
  );
};

/**
 * Scryfall cards: a bulk file's array, an API list's `data`, or one card object (the API's
 * answer for one card), so that a user can add a single new card in one step.
 */
export const loadScryfall = (value: unknown): Result<CardData[]> => {
  if (Array.isArray(value)) return arrayOf(scryfallCard)(value, '$');
  if (isJsonObject(value) && value.object === 'card') return map(scryfallCard(value, '$'), (card) => [card]);
  return arrayOf(scryfallCard)(isJsonObject(value) ? value.data : undefined, '$.data');
};
