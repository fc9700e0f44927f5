/**
 * The part of the package root that runs anywhere: everything but the card namespace, whose
 * Node and browser forms differ (`index.ts` and `browser.ts` each add theirs).
 */

import * as check from './check/index.js';
import * as decks from './decks/index.js';
import * as game from './engine/index.js';
import * as layers from './layers/index.js';
import * as mana from './mana/index.js';
import * as board from './notation/index.js';
import * as numbers from './numbers/index.js';
import * as symbols from './symbols/index.js';

export { compileCard } from './cards/browser.js';
export { checkCards, checkDeck } from './check/index.js';
export { parseDeckList } from './decks/index.js';
export {
  apply,
  checkStateBasedActions,
  legalActions,
  playGame,
  resolve,
  toAct,
  validateState,
} from './engine/index.js';
export { newGame } from './game/index.js';
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
export { board, check, decks, game, layers, mana, numbers, symbols };
