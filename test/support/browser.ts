import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { playgroundServer } from '../../cli/serve/playground-server.js';

/** Debian's Chromium (issue 16: never a downloaded browser); `.ci/run` installs it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
const root = fileURLToPath(new URL('../../', import.meta.url));

/** The playground in Chromium: where it is served, the browser, a scratch folder, and how to stop them. */
export interface Playground {
  readonly base: string;
  readonly browser: Browser;
  readonly scratch: string;
  readonly close: () => Promise<void>;
}

/**
 * The app `npm run build` put in dist/playground (the tests' global setup builds it when a source
 * is newer), served as `mtg-rules serve` serves it, and Chromium launched to drive it.
 */
export const openPlayground = async (name: string): Promise<Playground> => {
  const server = playgroundServer({
    appDir: join(root, 'dist/playground'),
    poolFile: join(root, 'src/cards/pool-data.jsonl'),
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const base = `http://localhost:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const scratch = mkdtempSync(join(tmpdir(), `mtg-rules-${name}-`));
  return {
    base,
    browser,
    scratch,
    close: async () => {
      await browser.close();
      server.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
};
