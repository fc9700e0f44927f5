/**
 * Checks: card data against the rules and the compiler's coverage (`checkCards`), and decks
 * (`checkDeck`).
 *
 * @packageDocumentation
 */

export { type CheckOptions, checkCards } from './check-cards.js';
export { checkDeck, type DeckCardReport, type DeckReport, type DeckSectionReport } from './check-deck.js';
export type { ModelGap } from './modelled.js';
export {
  CARD_CHECKS,
  type CardCheck,
  type CheckFailure,
  type CheckReport,
  type CommonestReason,
  type Coverage,
  type ExpectedFailure,
  type Share,
  type Template,
} from './report.js';
