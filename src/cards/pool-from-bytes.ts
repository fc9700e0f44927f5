import { map, type Result } from '../result.js';
import { loadCardBytes } from './card-bytes.js';
import type { CardFileFormat } from './load.js';
import type { CardPool } from './pool.js';
import { poolFromCards } from './pool-from-cards.js';

/**
 * A pool from a card file's bytes (MTGJSON AtomicCards, Scryfall oracle-cards or our trimmed
 * file, gzipped or not), for browsers, which have a file's bytes but no path: `poolFromCardFile`
 * without the file system. `source` names the file in messages.
 */
export const poolFromCardBytes = async (
  bytes: Uint8Array,
  source: string,
  format?: CardFileFormat,
): Promise<Result<CardPool>> => map(await loadCardBytes(bytes, source, format), poolFromCards);
