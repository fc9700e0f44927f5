import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { playgroundServer } from '../../cli/serve/playground-server.js';
import { runCli } from './capture.js';

/** `mtg-rules serve`: the built playground, the card pool gzipped for it, and the board it opens on. */

const POOL = 'src/cards/pool-data.jsonl';
const scratch = mkdtempSync(join(tmpdir(), 'mtg-rules-serve-'));
const app = join(scratch, 'app');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const listening = async (board?: string) => {
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(app, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(scratch, 'secret.txt'), 'outside the app');
  const server = playgroundServer({ appDir: app, poolFile: POOL, ...(board === undefined ? {} : { board }) });
  server.listen(0, 'localhost');
  await once(server, 'listening');
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}` };
};

describe('playgroundServer', () => {
  it('serves the app, the pool gzipped, the board, and nothing outside the app', async () => {
    const { server, url } = await listening('{"objects":[]}');
    try {
      const index = await fetch(`${url}/`);
      expect([index.status, index.headers.get('content-type'), await index.text()]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<!doctype html><title>app</title>',
      ]);
      expect((await fetch(`${url}/assets/app.js`)).headers.get('content-type')).toBe(
        'text/javascript; charset=utf-8',
      );
      const pool = Buffer.from(await (await fetch(`${url}/pool-data.jsonl.gz`)).arrayBuffer());
      expect(gunzipSync(pool).equals(readFileSync(POOL))).toBe(true);
      await expect((await fetch(`${url}/board.json`)).text()).resolves.toBe('{"objects":[]}');
      expect((await fetch(`${url}/..%2Fsecret.txt`)).status).toBe(404);
      expect((await fetch(`${url}/missing.js`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('without a board, /board.json is not found', async () => {
    const { server, url } = await listening();
    try {
      expect((await fetch(`${url}/board.json`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('mtg-rules serve, spawned', () => {
  it('prints the URL of the playground on the board given, and serves it', async () => {
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      'cli/main.ts',
      'serve',
      '--port',
      '0',
      'examples/combat.json',
    ]);
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const url = /the playground: (http:\/\/localhost:\d+\/)\?board=board\.json/.exec(String(line))?.[1];
      expect(url).toBeDefined();
      await expect((await fetch(`${url}board.json`)).text()).resolves.toBe(
        readFileSync('examples/combat.json', 'utf8'),
      );
      expect((await fetch(`${url}`)).status).toBe(200);
    } finally {
      child.kill();
    }
  });

  it.each([
    [['serve', 'no-such-board.json'], /can't read no-such-board.json/],
    [['serve', '-'], /standard input/],
    [['serve', '--port', 'eighty'], /--port/],
  ])('%j fails with exit 2 and says why', (args, message) => {
    const run = runCli(args, { input: '{ "objects": [{ "card": "Grizzly Bear" }] }' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
