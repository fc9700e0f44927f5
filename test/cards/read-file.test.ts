import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCardBytes } from '../../src/cards/card-bytes.js';
import { loadCardFile } from '../../src/cards/load.js';
import { poolFromCardBytes } from '../../src/cards/pool-from-bytes.js';
import { poolFromCardFile, readCardFile } from '../../src/cards/read-file.js';

/** readCardFile: plain or gzipped (told apart by the gzip magic bytes, RFC 1952), and its errors. */

const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'scryfall-oracle-cards.json');
const text = readFileSync(FIXTURE, 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'mtg-rules-cards-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('readCardFile', () => {
  it.each([
    ['plain JSON', 'cards.json', Buffer.from(text, 'utf8')],
    ['gzipped JSON', 'cards.json.gz', gzipSync(text)],
    ['gzipped JSON under a plain name', 'cards.bin', gzipSync(text)],
  ])('%s reads like loadCardFile', async (_what, name, bytes) => {
    const file = join(scratch, name);
    writeFileSync(file, bytes);
    expect(await readCardFile(file)).toEqual(loadCardFile(text));
  });

  it('a missing file is ERR_CARD_FILE naming it', async () => {
    const file = join(scratch, 'missing.json');
    expect(await readCardFile(file)).toMatchObject({ ok: false, error: { code: 'ERR_CARD_FILE' } });
  });

  it('a broken gzip stream is ERR_CARD_FILE', async () => {
    const file = join(scratch, 'broken.json.gz');
    writeFileSync(file, gzipSync(text).subarray(0, 40));
    expect(await readCardFile(file)).toMatchObject({ ok: false, error: { code: 'ERR_CARD_FILE' } });
  });

  it('bad card data keeps its JSON path and names the file', async () => {
    const file = join(scratch, 'bad.json');
    writeFileSync(file, JSON.stringify([{ name: 'X', layout: 'normal', type_line: 7 }]));
    const result = await readCardFile(file);
    expect(result).toMatchObject({ ok: false, error: { code: 'ERR_CARD_DATA', path: '$[0].type_line' } });
    if (!result.ok) expect(result.error.message).toContain(file);
  });
});

describe('poolFromCardFile: a pool from a newer card file the user has', () => {
  it('Scryfall oracle-cards: its cards by name and face name, hand definitions, and the tokens (CR 111.3)', async () => {
    const file = join(scratch, 'oracle-cards.json');
    writeFileSync(file, text);
    const pool = await poolFromCardFile(file);
    if (!pool.ok) return expect.fail(pool.error.message);
    expect(pool.value.find('Insectile Aberration')?.data.name).toBe(
      'Delver of Secrets // Insectile Aberration',
    );
    expect(pool.value.get('Ajani Goldmane')?.behaviour).toBe('hand');
    expect(pool.value.get('Avatar Token')?.data.layout).toBe('token');
  });

  it('a file that is not a card file is ERR_CARD_DATA, not a pool', async () => {
    const file = join(scratch, 'not-cards.json');
    writeFileSync(file, '{"meta": {}}');
    expect(await poolFromCardFile(file)).toMatchObject({ ok: false, error: { code: 'ERR_CARD_DATA' } });
  });
});

describe('loadCardBytes: the bytes of a card file from anywhere (the CLI reads `-` from stdin)', () => {
  it.each([
    ['plain', Buffer.from(text, 'utf8')],
    ['gzipped', gzipSync(text)],
  ])('%s bytes load like loadCardFile', async (_what, bytes) => {
    expect(await loadCardBytes(bytes, 'standard input')).toEqual(loadCardFile(text));
  });

  it('an error names the source given', async () => {
    const loaded = await loadCardBytes(Buffer.from('[1]', 'utf8'), 'standard input');
    expect(loaded).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^standard input: /) },
    });
  });
});

describe('poolFromCardBytes: a pool from the bytes of a card file, as a browser has them', () => {
  it.each([
    ['plain', Buffer.from(text, 'utf8')],
    ['gzipped', gzipSync(text)],
  ])('%s Scryfall bytes: its cards by face name, and the tokens (CR 111.3)', async (_what, bytes) => {
    const pool = await poolFromCardBytes(bytes, 'oracle-cards.json');
    if (!pool.ok) return expect.fail(pool.error.message);
    expect(pool.value.find('Insectile Aberration')?.data.name).toBe(
      'Delver of Secrets // Insectile Aberration',
    );
    expect(pool.value.get('Avatar Token')?.data.layout).toBe('token');
  });

  it('bytes that are not a card file are ERR_CARD_DATA naming the source', async () => {
    const pool = await poolFromCardBytes(Buffer.from('{"meta": {}}', 'utf8'), 'mine.json');
    expect(pool).toMatchObject({
      ok: false,
      error: { code: 'ERR_CARD_DATA', message: expect.stringMatching(/^mine.json: /) },
    });
  });
});
