import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardData } from '../../src/cards/card-data.js';
import { loadCardFile } from '../../src/cards/load.js';

/** The committed pool (src/cards/pool-data.json), read through the trimmed-format loader. */
export const POOL_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'src',
  'cards',
  'pool-data.json',
);

const load = (): readonly CardData[] => {
  const loaded = loadCardFile(readFileSync(POOL_FILE, 'utf8'), 'trimmed');
  if (!loaded.ok) throw new Error(`${POOL_FILE}: ${loaded.error.message}`);
  return loaded.value;
};

export const POOL_CARDS: readonly CardData[] = load();

export const poolCard = (name: string): CardData => {
  const card = POOL_CARDS.find((c) => c.name === name);
  if (card === undefined) throw new Error(`${name} is not in the pool`);
  return card;
};
