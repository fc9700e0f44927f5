import { all, chain, map, ok, type Result } from '../result.js';
import type { Color } from '../symbols/colors.js';
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
  boolean,
  type Decoded,
  type Decoder,
  dataError,
  isJsonObject,
  number,
  object,
  optional,
  pathTo,
  string,
} from './decode.js';

/**
 * MTGJSON's card records: AtomicCards (`data` maps each name to its faces or variants) and
 * our own trimmed file, the lines of `cards.json.gz` (an array of cards, each with `faces`).
 */

const faceShape = (modifier: boolean) => ({
  name: string,
  faceName: optional(string),
  side: optional(string),
  manaCost,
  // AtomicCards gives a multi-face card's total as `manaValue` and each face's own as
  // `faceManaValue`; our trimmed file gives each face its own as `manaValue`.
  manaValue: optional(number),
  faceManaValue: optional(number),
  colors: colorList,
  colorIndicator: optional(colorList),
  supertypes: arrayOf(string),
  types: arrayOf(string),
  subtypes: arrayOf(string),
  power: printedNumber(modifier),
  toughness: printedNumber(modifier),
  loyalty: printedNumber(modifier),
  defense: printedNumber(modifier),
  text: oracleText,
});
type FaceRecord = Decoded<ReturnType<typeof faceShape>>;

const layoutAndFun = object({ layout: string, isFunny: optional(boolean) });

const toFace = (
  record: FaceRecord,
  name: string,
  indicator: readonly Color[] | undefined,
  manaValue: number | undefined,
): CardFace => cardFace({ ...record, name }, indicator, manaValue);

/**
 * The trimmed file lost MTGJSON's colour indicators. A face's colours come only from its mana
 * cost and its colour indicator (CR 202.2, 204.2), so colours its cost doesn't give must be
 * the indicator's; a flip card's lower half instead keeps the card's colour (CR 710.1c).
 */
const inferredIndicator = (record: FaceRecord, lowerFlipHalf: boolean): readonly Color[] | undefined => {
  if (record.colorIndicator !== undefined || lowerFlipHalf) return record.colorIndicator;
  const fromCost = colorsOfCost(record.manaCost);
  return record.colors.some((c) => !fromCost.includes(c)) ? record.colors : undefined;
};

const trimmedCard = (value: unknown, path: string): Result<CardData> => {
  const head = layoutAndFun(value, path);
  if (!head.ok) return head;
  const { layout, isFunny } = head.value;
  const shape = faceShape(isModifierLayout(layout));
  const card = object({ ...shape, faces: optional(arrayOf(object(shape))) })(value, path);
  return map(card, (card) => {
    const top = toFace(card, card.name, inferredIndicator(card, false), card.manaValue);
    const faces = (card.faces ?? []).map((face, i) =>
      toFace(face, face.name, inferredIndicator(face, layout === 'flip' && i > 0), face.manaValue),
    );
    return makeCard(top, layout, faces, isFunny === true);
  });
};

/** Our trimmed format: `[card, card, ...]`. */
export const loadTrimmed = (value: unknown): Result<CardData[]> => arrayOf(trimmedCard)(value, '$');

const atomicRecord: Decoder<{ layout: string; isFunny: boolean; record: FaceRecord }> = (value, path) =>
  chain(layoutAndFun(value, path), ({ layout, isFunny }) =>
    map(object(faceShape(isModifierLayout(layout)))(value, path), (record) => ({
      layout,
      isFunny: isFunny === true,
      record,
    })),
  );

/**
 * One AtomicCards entry: the records under one name. Records with a `side` are the faces of
 * one card, in side order; records without are separate cards that share a name (Unstable's
 * variants). A lone sided record (a meld card's front) is a card of one face.
 */
const atomicEntry = (value: unknown, path: string): Result<CardData[]> => {
  const records = arrayOf(atomicRecord)(value, path);
  if (!records.ok) return records;
  const sided = records.value.filter((r) => r.record.side !== undefined);
  const groups =
    sided.length > 1
      ? [sided.sort((a, b) => ((a.record.side ?? '') < (b.record.side ?? '') ? -1 : 1))]
      : records.value.map((r) => [r]);
  const cards: CardData[] = [];
  for (const [first, ...rest] of groups) {
    if (first === undefined) continue;
    const faces = [first, ...rest].map(({ record }) =>
      rest.length > 0
        ? toFace(
            record,
            record.faceName ?? record.name,
            record.colorIndicator,
            record.faceManaValue ?? record.manaValue,
          )
        : toFace(record, record.name, record.colorIndicator, record.manaValue),
    );
    const top = toFace(first.record, first.record.name, first.record.colorIndicator, first.record.manaValue);
    cards.push(makeCard(top, first.layout, faces, first.isFunny));
  }
  return cards.length > 0 ? ok(cards) : dataError(path, 'expected at least one card record');
};

/** MTGJSON AtomicCards: `{ meta, data: { [name]: [record, ...] } }`, in the file's name order. */
export const loadAtomicCards = (value: unknown): Result<CardData[]> => {
  const file = object({
    data: (v, p) => (isJsonObject(v) ? ok(v) : dataError(p, 'expected an object of names')),
  })(value, '$');
  const entries = chain(file, ({ data }) =>
    all(Object.entries(data), ([name, records]) => atomicEntry(records, pathTo('$.data', name))),
  );
  return map(entries, (entries) => entries.flat());
};
