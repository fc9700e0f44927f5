import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { poolFilePath } from '../../src/cards/default-pool.js';
import { defaultPool, parseBoard } from '../../src/index.js';
import { nameOf, readInput } from '../input.js';
import { EXIT_BAD_INPUT, fail, wholeNumber } from '../output.js';
import { BOARD_PATH, playgroundServer } from '../serve/playground-server.js';

export interface ServeOptions {
  readonly port?: string;
}

/** vite's preview port: free on most machines, and not 8080. */
const DEFAULT_PORT = 4173;

// Built, this module is in dist/lib (scripts/bundle.mjs), so two levels up is the package, as
// from cli/commands/ in the sources: the app is its dist/playground either way. The pool is the
// file the library reads (src/cards/default-pool.ts).
const APP_DIR = fileURLToPath(new URL('../../dist/playground', import.meta.url));

const stop = (message: string): void => {
  process.exitCode = EXIT_BAD_INPUT;
  process.stderr.write(`error: ${message}\n`);
};

/** Serves the playground, on the board given if any (checked with parseBoard first), and prints its URL. */
export const serveCommand = async (file: string | undefined, options: ServeOptions): Promise<void> => {
  const port = wholeNumber('port', options.port, false);
  if (!port.ok) return fail(port.error, { what: '--port', json: false });
  if (!existsSync(join(APP_DIR, 'index.html')))
    return stop(`the playground is not built (${APP_DIR}): run npm run build`);
  let board: string | undefined;
  if (file !== undefined) {
    const bytes = await readInput(file, 'ERR_BOARD_JSON');
    if (!bytes.ok) return fail(bytes.error, { what: nameOf(file), json: false });
    board = new TextDecoder().decode(bytes.value);
    const parsed = parseBoard(board, defaultPool());
    if (!parsed.ok) return fail(parsed.error, { what: nameOf(file), json: false, input: board });
  }
  const server = playgroundServer({
    appDir: APP_DIR,
    poolFile: poolFilePath(),
    ...(board === undefined ? {} : { board }),
  });
  server.on('error', (e) => stop(`can't serve the playground: ${e.message}`));
  server.listen(port.value ?? DEFAULT_PORT, 'localhost', () => {
    const address = server.address();
    const at = typeof address === 'object' && address ? address.port : port.value;
    const query = board === undefined ? '' : `?board=${BOARD_PATH.slice(1)}`;
    process.stdout.write(`the playground: http://localhost:${at}/${query}\n(Ctrl-C stops it)\n`);
  });
};
