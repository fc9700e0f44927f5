import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/**
 * Serves the built playground (a static app: the rules run in the browser, issue 16), the
 * package's card pool gzipped for it, and the board it opens on. Node's `http` alone.
 */

export const POOL_PATH = '/pool-data.jsonl.gz';
export const BOARD_PATH = '/board.json';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export interface PlaygroundFiles {
  /** The built app: dist/playground. */
  readonly appDir: string;
  /** The card pool the package ships (dist/lib/pool-data.jsonl), gzipped once on first request. */
  readonly poolFile: string;
  /** The board file's text to open on, if any. */
  readonly board?: string;
}

export const playgroundServer = (files: PlaygroundFiles): Server => {
  const root = normalize(files.appDir).replace(/[\\/]+$/, '');
  let pool: Promise<Buffer> | undefined;
  const gzippedPool = (): Promise<Buffer> => {
    pool ??= readFile(files.poolFile).then((bytes) => promisify(gzip)(bytes));
    return pool;
  };
  return createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const send = (status: number, type: string, body: string | Buffer): void => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
      res.end(body);
    };
    try {
      if (path === POOL_PATH) return send(200, 'application/octet-stream', await gzippedPool());
      if (path === BOARD_PATH && files.board !== undefined)
        return send(200, TYPES['.json'] ?? '', files.board);
      // Only files inside the app's folder: a path that climbs out of it is not found.
      const file = normalize(join(root, path === '/' ? 'index.html' : path));
      if (!file.startsWith(root + sep)) return send(404, 'text/plain', 'not found');
      return send(200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file));
    } catch {
      return send(404, 'text/plain', 'not found');
    }
  });
};
