export {
  DECK_SECTIONS,
  type DeckEntry,
  type DeckError,
  type DeckList,
  type DeckSection,
  SECTION_HEADERS,
} from './deck-list.js';
export { makeDeckList } from './make-deck.js';
export { parseDeckList } from './parse-deck.js';
export { type ResolvedDeck, type ResolvedEntry, resolveDeck } from './resolve-deck.js';
