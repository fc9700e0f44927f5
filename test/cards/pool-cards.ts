import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardData } from '../../src/cards/card-data.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { readPoolFile } from '../../src/cards/pool-rows.js';

/** The committed pool (src/cards/pool-data.jsonl). */
export const POOL_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'src',
  'cards',
  'pool-data.jsonl',
);

/** Every card of the committed file, each line decoded, in file order. */
export const readPoolCards = (): CardData[] => readPoolFile(readFileSync(POOL_FILE)).map((e) => e.read());

/** A card's printed data from the default pool, by its exact name. */
export const poolCard = (name: string): CardData => {
  const card = defaultPool().get(name);
  if (card === undefined) throw new Error(`${name} is not in the pool`);
  return card.data;
};
