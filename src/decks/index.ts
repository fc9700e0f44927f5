/**
 * Deck lists as MTG Arena and Magic Online export them: `4 Lightning Bolt (M10) 146` in a Deck
 * or Sideboard section, parsed to card names with line-numbered errors, written back, and resolved
 * against a card pool (CR 100.2: the deck, 100.4: the sideboard; docs/cli.md, `check-deck`).
 *
 * @packageDocumentation
 */

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
