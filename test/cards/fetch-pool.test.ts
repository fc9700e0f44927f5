import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import { fetchPool } from '../../src/cards/fetch-pool.js';

/** fetchPool: the shipped pool as a browser gets it (issue 16), here with `fetch` stubbed. */

const POOL_BYTES = readFileSync(new URL('../../src/cards/pool-data.jsonl', import.meta.url));

const serve = (body: Uint8Array | string, status = 200): void => {
  vi.stubGlobal('fetch', async () => new Response(body, { status }));
};

afterEach(() => vi.unstubAllGlobals());

describe('fetchPool', () => {
  it.each([
    ['gzipped, as the playground ships it', gzipSync(POOL_BYTES)],
    ['plain', POOL_BYTES],
  ])('the shipped pool %s holds the cards defaultPool holds', async (_how, bytes) => {
    serve(bytes);
    const pool = await fetchPool('https://example.test/pool-data.jsonl.gz');
    expect(pool.ok && pool.value.names()).toEqual(defaultPool().names());
    expect(pool.ok && pool.value.get('Tarmogoyf')).toEqual(defaultPool().get('Tarmogoyf'));
  });

  it('a failed download is ERR_CARD_FILE naming the URL and the status', async () => {
    serve('not here', 404);
    const pool = await fetchPool('https://example.test/missing.gz');
    expect(pool).toMatchObject({ ok: false, error: { code: 'ERR_CARD_FILE' } });
    expect(!pool.ok && pool.error.message).toContain('https://example.test/missing.gz: HTTP 404');
  });

  it.each([
    ['a truncated gzip stream', gzipSync(POOL_BYTES).subarray(0, 400)],
    ['a file that is no pool', '{"format":"something else"}\n[]\n'],
  ])('%s is ERR_CARD_FILE, not a throw', async (_what, bytes) => {
    serve(bytes);
    expect(await fetchPool('https://example.test/pool.gz')).toMatchObject({
      ok: false,
      error: { code: 'ERR_CARD_FILE' },
    });
  });
});
