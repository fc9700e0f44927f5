import { optional } from '../result.js';
import { type Color, isColor } from '../symbols/colors.js';
import type { CardData, CardFace } from './card-data.js';
import { isJsonObject } from './decode.js';
import type { PoolEntry } from './make-pool.js';
import { otherNames } from './other-names.js';

/**
 * The compact encoding of the pool the package ships (src/cards/pool-data.jsonl): JSON lines,
 * each card a row of values instead of an object, so that 23,000 cards don't repeat the same
 * twenty keys. Line 1 is a header, line 2 the names of every card in order (a card with other
 * names a lookup accepts is `[name, other, ...]`), then one line per card. Only the first two
 * lines are parsed when the pool is made; a card's line is parsed when the card is asked for.
 *
 * A face is `[name, manaCost, manaValue, colors, supertypes, types, subtypes, text, power,
 * toughness, loyalty, defense, colorIndicator]` with colours as one string ("WU") and trailing
 * empty values (null, "", []) left off. A card is one of
 * - `[layout, flags, face]`: a card of one face;
 * - `[layout, flags, name, manaValue, [face, ...]]`: several faces, the card's own
 *   characteristics being its first face's under the card's name, as MTGJSON and Scryfall give them;
 * - `[layout, flags, face, [face, ...]]`: several faces, the card's own written out.
 * `flags` is 1 for a funny card (Un-sets, playtest cards), else 0.
 */

export const POOL_FORMAT = 'mtg-rules card pool, version 1';

export type Row = readonly unknown[];

const FUNNY = 1;

const isEmpty = (value: unknown): boolean =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

const encodeFace = (face: CardFace): unknown[] => {
  const row: unknown[] = [
    face.name,
    face.manaCost,
    face.manaValue ?? null,
    face.colors.join(''),
    face.supertypes,
    face.types,
    face.subtypes,
    face.text,
    face.power,
    face.toughness,
    face.loyalty,
    face.defense,
    face.colorIndicator?.join('') ?? null,
  ];
  while (row.length > 1 && isEmpty(row[row.length - 1])) row.pop();
  return row;
};

/** The card's own characteristics are its first face's, apart from its name and mana value. */
const topIsFirstFace = (card: CardData, first: CardFace): boolean => {
  const { manaValue: _, ...rest } = first;
  const renamed = {
    ...rest,
    name: card.name,
    ...optional('manaValue', card.manaValue),
  };
  return JSON.stringify(encodeFace(renamed)) === JSON.stringify(encodeFace(card));
};

export const encodeCard = (card: CardData): Row => {
  const head = [card.layout, card.isFunny === true ? FUNNY : 0];
  const [first] = card.faces ?? [];
  if (card.faces === undefined || first === undefined) return [...head, encodeFace(card)];
  const faces = card.faces.map(encodeFace);
  return topIsFirstFace(card, first)
    ? [...head, card.name, card.manaValue ?? null, faces]
    : [...head, encodeFace(card), faces];
};

const indexEntry = (card: CardData): string | readonly string[] => {
  const others = otherNames(card);
  return others.length === 0 ? card.name : [card.name, ...others];
};

/** The file's text: the header, the names, then one card a line. */
export const encodePoolFile = (cards: readonly CardData[], source: string): string =>
  [
    JSON.stringify({ format: POOL_FORMAT, source, cards: cards.length }),
    JSON.stringify(cards.map(indexEntry)),
    ...cards.map((card) => JSON.stringify(encodeCard(card))),
    '',
  ].join('\n');

/**
 * The shipped file is generated and checked by the tests, so a value of the wrong shape is a
 * broken package, not bad input: it throws, naming the card.
 */
const broken = (where: string, what: string): never => {
  throw new Error(`the card pool file is damaged: ${where}: expected ${what}`);
};

const text = (value: unknown, where: string): string =>
  value === undefined ? '' : typeof value === 'string' ? value : broken(where, 'a string');

const textOrNull = (value: unknown, where: string): string | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : broken(where, 'a string');

const texts = (value: unknown, where: string): string[] =>
  value === undefined
    ? []
    : Array.isArray(value) && value.every((v) => typeof v === 'string')
      ? value
      : broken(where, 'a list of strings');

const colors = (value: unknown, where: string): Color[] =>
  [...text(value, where)].map((c) => (isColor(c) ? c : broken(where, 'colours among WUBRG')));

const decodeFace = (value: unknown, where: string): CardFace => {
  const row = Array.isArray(value) ? value : broken(where, 'a face row');
  const [name, manaCost, manaValue, colorText, supertypes, types, subtypes, oracle] = row;
  const [power, toughness, loyalty, defense, indicator] = row.slice(8);
  if (manaValue !== undefined && manaValue !== null && typeof manaValue !== 'number')
    broken(where, 'a number');
  const colorIndicator = colors(indicator, where);
  return {
    name: typeof name === 'string' ? name : broken(where, 'a name'),
    manaCost: textOrNull(manaCost, where),
    ...(typeof manaValue === 'number' ? { manaValue } : {}),
    colors: colors(colorText, where),
    ...(colorIndicator.length > 0 ? { colorIndicator } : {}),
    supertypes: texts(supertypes, where),
    types: texts(types, where),
    subtypes: texts(subtypes, where),
    power: textOrNull(power, where),
    toughness: textOrNull(toughness, where),
    loyalty: textOrNull(loyalty, where),
    defense: textOrNull(defense, where),
    text: text(oracle, where),
  };
};

const decodeFaces = (value: unknown, where: string): CardFace[] =>
  Array.isArray(value) ? value.map((f, i) => decodeFace(f, `${where} face ${i}`)) : broken(where, 'faces');

/** One card of the file; `where` names it in the message if the row is damaged. */
export const decodeCard = (row: Row, where: string): CardData => {
  const [layout, flags, third, fourth, fifth] = row;
  const head = {
    layout: typeof layout === 'string' ? layout : broken(where, 'a layout'),
    ...(flags === FUNNY ? { isFunny: true } : {}),
  };
  if (typeof third === 'string') {
    const faces = decodeFaces(fifth, where);
    const [first = broken(where, 'a first face')] = faces;
    const { manaValue: _, ...characteristics } = first;
    const manaValue = typeof fourth === 'number' ? { manaValue: fourth } : {};
    return { ...characteristics, name: third, ...manaValue, ...head, faces };
  }
  const top = decodeFace(third, where);
  return fourth === undefined ? { ...top, ...head } : { ...top, ...head, faces: decodeFaces(fourth, where) };
};

const NO_OTHER_NAMES: readonly string[] = [];

/** One entry of the names on line 2, with how to read its card: made for each of some 24,000 cards. */
const entry = (value: unknown, i: number, read: () => CardData): PoolEntry => {
  if (typeof value === 'string') return { name: value, otherNames: NO_OTHER_NAMES, read };
  const [name, ...others] = texts(value, `line 2, entry ${i}`);
  return { name: name ?? broken(`line 2, entry ${i}`, 'a name'), otherNames: others, read };
};

const decodeLine = (line: string, i: number): CardData => {
  const row: unknown = JSON.parse(line);
  return decodeCard(Array.isArray(row) ? row : broken(`line ${i + 3}`, 'a card row'), `line ${i + 3}`);
};

const NEWLINE = 0x0a;
const utf8 = new TextDecoder('utf-8');

/**
 * Where each line starts in the bytes, and one past the end of the last. A loop over the bytes
 * rather than a search for each newline: this runs once per command that reads the pool, before
 * the engine warms up, and a search per line cost four times as much (issue 17: the CLI's start).
 */
const lineStarts = (bytes: Uint8Array, from: number, count: number): Int32Array => {
  const starts = new Int32Array(count + 1);
  starts[0] = from;
  let line = 0;
  for (let at = from; at < bytes.length && line < count; at++) {
    if (bytes[at] === NEWLINE) starts[++line] = at + 1;
  }
  starts.fill(bytes.length, line + 1);
  return starts;
};

/**
 * The pool's entries from the file's bytes: names now, each card's line decoded when it is asked
 * for. The bytes are kept rather than the text, which would be twice their size in memory
 * (the text is UTF-16) and would be collected and moved by the garbage collector.
 * A file of another format or shape is a damaged package.
 */
export const readPoolFile = (bytes: Uint8Array): PoolEntry[] => {
  const headerEnd = bytes.indexOf(NEWLINE);
  const indexEnd = bytes.indexOf(NEWLINE, headerEnd + 1);
  const header: unknown = JSON.parse(utf8.decode(bytes.subarray(0, Math.max(headerEnd, 0))));
  if (!isJsonObject(header) || header.format !== POOL_FORMAT) broken('line 1', `the format "${POOL_FORMAT}"`);
  const index: unknown = JSON.parse(utf8.decode(bytes.subarray(headerEnd + 1, Math.max(indexEnd, 0))));
  const names = Array.isArray(index) ? index : broken('line 2', 'a list of names');
  if (!isJsonObject(header) || header.cards !== names.length) broken('line 2', 'one name for each card');
  const starts = lineStarts(bytes, indexEnd + 1, names.length);
  if (starts[names.length] !== bytes.length) broken(`line ${names.length + 3}`, 'the end of the file');
  const entries: PoolEntry[] = [];
  for (let i = 0; i < names.length; i++) {
    const read = (): CardData =>
      decodeLine(utf8.decode(bytes.subarray(starts[i], (starts[i + 1] ?? 0) - 1)), i);
    entries.push(entry(names[i], i, read));
  }
  return entries;
};
