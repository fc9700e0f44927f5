import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { CardData, CardFace } from '../../src/cards/card-data.js';
import { readCardFile } from '../../src/cards/read-file.js';
import { CARDS_FILE, missingData } from '../support/shared-data.js';

/**
 * MTGJSON's cards (shared/data/cards.json.gz, April 2022) for the card-data suites, read once
 * per test file through our own loader. Suites skip, saying so, when the file is missing.
 */
export const MISSING_CARDS = missingData(CARDS_FILE);

export const cardsText = (): string => gunzipSync(readFileSync(CARDS_FILE)).toString('utf8');

export const loadSharedCards = async (): Promise<readonly CardData[]> => {
  if (MISSING_CARDS) return [];
  const loaded = await readCardFile(CARDS_FILE);
  if (!loaded.ok) throw new Error(`the shared card data no longer loads: ${loaded.error.message}`);
  return loaded.value;
};

/** A face with the card it belongs to, its index there and a label naming both. */
export interface LabelledFace {
  readonly card: CardData;
  readonly face: CardFace;
  readonly index: number;
  readonly label: string;
}

export const allFaces = (cards: readonly CardData[]): LabelledFace[] =>
  cards.flatMap((card) =>
    (card.faces ?? [card]).map((face, index) => ({
      card,
      face,
      index,
      label: card.faces ? `${card.name} [${face.name}]` : card.name,
    })),
  );
