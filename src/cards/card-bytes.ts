import { err, type Result, rulesError } from '../result.js';
import type { CardData } from './card-data.js';
import { type CardFileFormat, loadCardFile } from './load.js';

/**
 * Card files as bytes, for Node and browsers alike: gzip is undone with the web platform's
 * `DecompressionStream` (Node 18 and later, every current browser), so no `node:zlib` here.
 */

/** Gzip files start with the bytes 1f 8b (RFC 1952), whatever the file is called. */
const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

const gunzip = async (bytes: Uint8Array): Promise<Uint8Array> => {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

/** The bytes of a file, ungzipped when they are gzip, whatever the file is called. */
export const ungzipped = async (raw: Uint8Array): Promise<Uint8Array> => (isGzip(raw) ? gunzip(raw) : raw);

/** A message naming the file, for a failure to read or decompress it. */
export const cardFileError = (file: string, e: unknown): Result<never> =>
  err(rulesError('ERR_CARD_FILE', `${file}: ${e instanceof Error ? e.message : String(e)}`));

/** Cards from a card file's bytes, gzipped or not; `source` names the file in messages. */
export const loadCardBytes = async (
  raw: Uint8Array,
  source: string,
  format?: CardFileFormat,
): Promise<Result<CardData[]>> => {
  let bytes: Uint8Array;
  try {
    bytes = await ungzipped(raw);
  } catch (e) {
    return cardFileError(source, e);
  }
  const loaded = loadCardFile(new TextDecoder('utf-8').decode(bytes), format);
  if (loaded.ok) return loaded;
  return err({ ...loaded.error, message: `${source}: ${loaded.error.message}` });
};
