import { readFileSync } from 'node:fs';
import { HAND_DEFINITIONS } from '../src/cards/behaviours/index.js';
import { makeLazyPool } from '../src/cards/make-pool.js';
import { readPoolFile } from '../src/cards/pool-rows.js';
import { measure, printFigures } from './run.js';

/**
 * The shipped pool (src/cards/pool-data.jsonl): making it from the file's bytes, as the first
 * defaultPool() call does after reading the file; the first lookup by a folded name; and every
 * card looked up once, each read from its line and compiled.
 */
const POOL_FILE = new URL('../src/cards/pool-data.jsonl', import.meta.url);

export const benchPool = async (): Promise<void> => {
  const bytes = readFileSync(POOL_FILE);
  const fresh = () => makeLazyPool(readPoolFile(bytes), HAND_DEFINITIONS);
  const names = fresh().names();
  const figures = await measure(
    [
      {
        name: `pool load, cold: ${(bytes.length / 1e6).toFixed(1)} MB of file to a pool`,
        batch: 1,
        run: () => {
          fresh().names();
        },
      },
      {
        name: 'pool load, then a first find of a folded name',
        batch: 1,
        run: () => {
          fresh().find('insectile aberration');
        },
      },
      {
        name: `pool load, then get and compile all ${names.length.toLocaleString('en-US')} names`,
        batch: 1,
        run: () => {
          const pool = fresh();
          for (const name of names) pool.get(name);
        },
      },
    ],
    3000,
    4,
  );
  printFigures('card pool', figures);
};
