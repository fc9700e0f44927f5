import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { err, ok, type Result, rulesError } from '../result.js';
import type { CardData } from './card-data.js';
import { type CardFileFormat, loadCardFile } from './load.js';
import type { CardPool } from './pool.js';
import { poolFromCards } from './pool-from-cards.js';

/** Node only: the rest of `cards/` stays free of the file system so that browsers can load cards. */

const gunzipAsync = promisify(gunzip);

/** Gzip files start with the bytes 1f 8b (RFC 1952), whatever the file is called. */
const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

const fileError = (file: string, e: unknown): Result<never> =>
  err(rulesError('ERR_CARD_FILE', `${file}: ${e instanceof Error ? e.message : String(e)}`));

/** Cards from a card file's bytes, gzipped or not; `source` names the file in messages. */
export const loadCardBytes = async (
  raw: Uint8Array,
  source: string,
  format?: CardFileFormat,
): Promise<Result<CardData[]>> => {
  let bytes: Uint8Array;
  try {
    bytes = isGzip(raw) ? await gunzipAsync(raw) : raw;
  } catch (e) {
    return fileError(source, e);
  }
  const loaded = loadCardFile(new TextDecoder('utf-8').decode(bytes), format);
  if (loaded.ok) return loaded;
  return err({ ...loaded.error, message: `${source}: ${loaded.error.message}` });
};

/** Reads a card file, gzipped or not, and loads it with `loadCardFile`. */
export const readCardFile = async (file: string, format?: CardFileFormat): Promise<Result<CardData[]>> => {
  let raw: Uint8Array;
  try {
    raw = await readFile(file);
  } catch (e) {
    return fileError(file, e);
  }
  return loadCardBytes(raw, file, format);
};

/**
 * A pool from a card file (MTGJSON AtomicCards, Scryfall oracle-cards or our trimmed file,
 * gzipped or not): `readCardFile`, then `poolFromCards`.
 */
export const poolFromCardFile = async (file: string, format?: CardFileFormat): Promise<Result<CardPool>> => {
  const cards = await readCardFile(file, format);
  return cards.ok ? ok(poolFromCards(cards.value)) : cards;
};
