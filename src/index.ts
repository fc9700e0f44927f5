/**
 * mtg-rules: the rules of Magic: The Gathering for numbers, symbols, mana, cards, layers and the
 * game, as the Comprehensive Rules state them.
 *
 * The root exports the main API, the functions the README's tour uses, and every public type.
 * Each area is also a namespace holding all of its functions and tables, as chessops does with
 * `fen` and `san`: `mana.lockInCost`, `board.VERBS`, `cards.printedPT`, `game.STEPS`. They are
 * imported and re-exported (not `export * as`), the form api-extractor reads.
 *
 * @packageDocumentation
 */

import * as cards from './cards/index.js';
import * as check from './check/index.js';
import * as decks from './decks/index.js';
import * as game from './engine/index.js';
import * as layers from './layers/index.js';
import * as mana from './mana/index.js';
import * as board from './notation/index.js';
import * as numbers from './numbers/index.js';
import * as symbols from './symbols/index.js';

export { compileCard, defaultPool, poolFromCardFile } from './cards/index.js';
export { checkCards, checkDeck } from './check/index.js';
export { parseDeckList } from './decks/index.js';
export {
  answersTo,
  apply,
  checkStateBasedActions,
  combatDamageChoices,
  resolve,
  toAct,
  validateState,
} from './engine/index.js';
export { evaluate } from './layers/index.js';
export {
  costColors,
  makeManaCost,
  makeManaPool,
  manaValue,
  parseManaCost,
  parseManaPool,
  planPayment,
  planSourcePayment,
} from './mana/index.js';
export { boardJsonSchema, makeBoard, parseBoard } from './notation/index.js';
// Every public type at the root too, so that signatures need no namespace.
export type * from './public-types.js';
export {
  ERROR_CODES,
  type Err,
  type ErrorCode,
  err,
  type Ok,
  ok,
  type Result,
  type RulesError,
} from './result.js';
export { CR_EDITION, type RuleCitation, type RuleNumber } from './rules.js';
export { makeSymbol, parseSymbol } from './symbols/index.js';
export { board, cards, check, decks, game, layers, mana, numbers, symbols };
