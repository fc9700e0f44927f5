/**
 * mtg-rules for browsers: the package root without the file system (no `node:` import is
 * reachable from here; test/browser/bundle.test.ts bundles it for the browser to make sure).
 * The card pool comes by `fetchPool(url)` from the gzipped `pool-data.jsonl`.
 *
 * @packageDocumentation
 */

import * as cards from './cards/browser.js';

export { fetchPool } from './cards/browser.js';
export * from './core.js';
export { cards };
