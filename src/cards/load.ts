import { parseJsonText } from '../json-text.js';
import { chain, err, ok, type Result, rulesError } from '../result.js';
import type { CardData } from './card-data.js';
import { isJsonObject } from './decode.js';
import { loadAtomicCards, loadTrimmed } from './load-mtgjson.js';
import { loadScryfall } from './load-scryfall.js';

/** The card files `loadCardFile` reads. */
export const CARD_FILE_FORMATS = ['mtgjson-atomic', 'scryfall', 'trimmed'] as const;
/**
 * A card file format `loadCardFile` reads: MTGJSON AtomicCards, Scryfall oracle cards, or the
 * package's trimmed file (docs/cards.md).
 */
export type CardFileFormat = (typeof CARD_FILE_FORMATS)[number];

const LOADERS: Readonly<Record<CardFileFormat, (json: unknown) => Result<CardData[]>>> = {
  'mtgjson-atomic': loadAtomicCards,
  scryfall: loadScryfall,
  trimmed: loadTrimmed,
};

const notACardFile = (path: string, found: string): Result<never> =>
  err(
    rulesError(
      'ERR_CARD_DATA',
      `${path}: not a card file (${found}); expected MTGJSON AtomicCards ({ data: { name: [...] } }), ` +
        'a Scryfall card array or card object, or a trimmed MTGJSON card array',
      { path },
    ),
  );

/** A Scryfall card names its type line `type_line`; MTGJSON calls it `type` and adds `types`. */
const arrayFormat = (first: unknown): Result<CardFileFormat> => {
  if (!isJsonObject(first)) return notACardFile('$[0]', 'the first entry is not an object');
  if ('type_line' in first || 'card_faces' in first || first.object === 'card') return ok('scryfall');
  if ('types' in first || 'type' in first) return ok('trimmed');
  return notACardFile('$[0]', 'the first entry has neither "type_line" nor "types"');
};

/**
 * Which card file a parsed JSON value is, from its shape. An empty array is a trimmed file; one
 * Scryfall card object (`"object": "card"`) is a Scryfall file of one card.
 */
export const detectCardFormat = (json: unknown): Result<CardFileFormat> => {
  if (Array.isArray(json)) return json.length === 0 ? ok('trimmed') : arrayFormat(json[0]);
  if (!isJsonObject(json)) return notACardFile('$', 'not an object or array');
  if (json.object === 'card' || Array.isArray(json.data)) return ok('scryfall');
  if (isJsonObject(json.data)) return ok('mtgjson-atomic');
  return notACardFile('$.data', '"data" is neither an object of names nor an array');
};

/**
 * Cards from a user's card file: JSON text or an already parsed value, in any of
 * `CARD_FILE_FORMATS` (detected unless `format` is given). Errors carry the JSON path.
 */
export const loadCardFile = (input: unknown, format?: CardFileFormat): Result<CardData[]> => {
  const json = typeof input === 'string' ? parseJsonText(input, 'ERR_CARD_DATA') : ok(input);
  return chain(json, (json) =>
    chain(format === undefined ? detectCardFormat(json) : ok(format), (detected) => LOADERS[detected](json)),
  );
};
