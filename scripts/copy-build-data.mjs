/**
 * Copies the data files the library reads at run time next to their compiled modules: tsc only
 * copies JSON a module imports, and the card pool is read lazily instead (src/cards/default-pool.ts).
 * Run by `npm run build`, after tsc.
 */
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
for (const file of ['src/cards/pool-data.jsonl']) {
  copyFileSync(fileURLToPath(new URL(file, root)), fileURLToPath(new URL(`dist/${file}`, root)));
}
