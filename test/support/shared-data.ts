import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * Readers for the third-party data in `../shared/data` (see its SOURCES.md): Scryfall's
 * symbol list and MTGJSON's cards. The repository root is two levels above this file.
 */
export const SHARED_DATA_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'shared',
  'data',
);

export const SYMBOLOGY_FILE = join(SHARED_DATA_DIR, 'symbology.json');
export const CARDS_FILE = join(SHARED_DATA_DIR, 'cards.json.gz');

/** Why a data-driven suite is skipped, or null when its files are all there. */
export const missingData = (...files: readonly string[]): string | null => {
  const missing = files.filter((file) => !existsSync(file));
  return missing.length === 0 ? null : `shared data file missing: ${missing.join(', ')}`;
};

/** One entry of Scryfall's `/symbology` list: the fields the tests read. */
export interface ScryfallSymbol {
  readonly symbol: string;
  readonly english: string;
  readonly represents_mana: boolean;
  readonly appears_in_mana_costs: boolean;
  /** Null for {∞}. */
  readonly mana_value: number | null;
  readonly hybrid: boolean;
  readonly phyrexian: boolean;
  readonly funny: boolean;
  readonly colors: readonly string[];
}

/** The characteristics MTGJSON gives a card and each of its faces. */
export interface FaceRecord {
  readonly name: string;
  readonly manaCost: string | null;
  readonly manaValue: number;
  readonly colors: readonly string[];
  readonly colorIndicator?: readonly string[];
  readonly type: string;
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly loyalty: string | null;
  readonly text: string | null;
}

/** One card: a name with its layout, and for multi-face cards each face. */
export interface CardRecord extends FaceRecord {
  readonly layout: string;
  readonly keywords: readonly string[];
  readonly isFunny: boolean;
  readonly faces?: readonly FaceRecord[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

const fail = (where: string, field: string): never => {
  throw new Error(`${where}: field "${field}" is missing or has the wrong type`);
};

const str = (o: Json, field: string, where: string): string => {
  const v = o[field];
  return typeof v === 'string' ? v : fail(where, field);
};

const strOrNull = (o: Json, field: string, where: string): string | null => {
  const v = o[field];
  return v === null || v === undefined ? null : typeof v === 'string' ? v : fail(where, field);
};

const num = (o: Json, field: string, where: string): number => {
  const v = o[field];
  return typeof v === 'number' ? v : fail(where, field);
};

const bool = (o: Json, field: string, where: string): boolean => {
  const v = o[field];
  return typeof v === 'boolean' ? v : fail(where, field);
};

const strings = (o: Json, field: string, where: string): string[] => {
  const v = o[field];
  return isStringArray(v) ? v : fail(where, field);
};

const toFace = (o: Json, where: string): FaceRecord => {
  const indicator = o.colorIndicator;
  return {
    name: str(o, 'name', where),
    manaCost: strOrNull(o, 'manaCost', where),
    manaValue: num(o, 'manaValue', where),
    colors: strings(o, 'colors', where),
    ...(isStringArray(indicator) ? { colorIndicator: indicator } : {}),
    type: str(o, 'type', where),
    types: strings(o, 'types', where),
    subtypes: strings(o, 'subtypes', where),
    loyalty: strOrNull(o, 'loyalty', where),
    text: strOrNull(o, 'text', where),
  };
};

const toCard = (o: Json, where: string): CardRecord => {
  const faces = o.faces;
  if (faces !== undefined && !Array.isArray(faces)) fail(where, 'faces');
  return {
    ...toFace(o, where),
    layout: str(o, 'layout', where),
    keywords: strings(o, 'keywords', where),
    isFunny: bool(o, 'isFunny', where),
    ...(Array.isArray(faces)
      ? {
          faces: faces.map((f: unknown, i) =>
            isObject(f) ? toFace(f, `${where} face ${i}`) : fail(where, `faces[${i}]`),
          ),
        }
      : {}),
  };
};

/** Scryfall's symbol list, `{ data: [...] }`, in its own order. */
export const readSymbology = (): ScryfallSymbol[] => {
  const parsed: unknown = JSON.parse(readFileSync(SYMBOLOGY_FILE, 'utf8'));
  const data = isObject(parsed) ? parsed.data : undefined;
  if (!Array.isArray(data)) throw new Error(`${SYMBOLOGY_FILE}: no "data" list`);
  return data.map((entry: unknown, i): ScryfallSymbol => {
    const where = `${SYMBOLOGY_FILE} data[${i}]`;
    if (!isObject(entry)) return fail(where, 'data');
    const mv = entry.mana_value;
    return {
      symbol: str(entry, 'symbol', where),
      english: str(entry, 'english', where),
      represents_mana: bool(entry, 'represents_mana', where),
      appears_in_mana_costs: bool(entry, 'appears_in_mana_costs', where),
      mana_value: mv === null ? null : typeof mv === 'number' ? mv : fail(where, 'mana_value'),
      hybrid: bool(entry, 'hybrid', where),
      phyrexian: bool(entry, 'phyrexian', where),
      funny: bool(entry, 'funny', where),
      colors: strings(entry, 'colors', where),
    };
  });
};

/**
 * Every card in `cards.json.gz`: a JSON array written one card per line, so each line
 * that opens with `{` is one card (with a trailing comma on all but the last).
 */
export const readCards = (): CardRecord[] => {
  const text = gunzipSync(readFileSync(CARDS_FILE)).toString('utf8');
  const cards: CardRecord[] = [];
  let lineNumber = 0;
  for (const line of text.split('\n')) {
    lineNumber++;
    if (!line.startsWith('{')) continue;
    const parsed: unknown = JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line);
    const where = `${CARDS_FILE} line ${lineNumber}`;
    cards.push(isObject(parsed) ? toCard(parsed, where) : fail(where, 'card'));
  }
  return cards;
};
