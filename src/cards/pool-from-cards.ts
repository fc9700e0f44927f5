import { HAND_DEFINITIONS } from './behaviours/index.js';
import { TOKEN_CARDS } from './behaviours/tokens.js';
import type { CardData } from './card-data.js';
import { makePool } from './make-pool.js';
import type { CardPool } from './pool.js';

/**
 * A pool from cards the caller has (a newer MTGJSON or Scryfall file, through `loadCardFile`),
 * with the package's hand definitions, and its hand-written tokens, which no card file holds
 * (CR 111.3). Abilities are compiled on each card's first lookup, as in the default pool.
 */
export const poolFromCards = (cards: readonly CardData[]): CardPool => {
  const names = new Set(cards.map((card) => card.name));
  return makePool([...cards, ...TOKEN_CARDS.filter((token) => !names.has(token.name))], HAND_DEFINITIONS);
};
