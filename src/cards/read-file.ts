import { readFile } from 'node:fs/promises';
import { ok, type Result } from '../result.js';
import { cardFileError, loadCardBytes } from './card-bytes.js';
import type { CardData } from './card-data.js';
import type { CardFileFormat } from './load.js';
import type { CardPool } from './pool.js';
import { poolFromCards } from './pool-from-cards.js';

/** Node only: the rest of `cards/` stays free of the file system so that browsers can load cards. */

/** Reads a card file, gzipped or not, and loads it with `loadCardFile`. */
export const readCardFile = async (file: string, format?: CardFileFormat): Promise<Result<CardData[]>> => {
  let raw: Uint8Array;
  try {
    raw = await readFile(file);
  } catch (e) {
    return cardFileError(file, e);
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
