/**
 * mtg-rules: the rules of Magic: The Gathering for numbers, symbols, mana, cards, layers and the
 * game, as the Comprehensive Rules state them.
 *
 * The root exports the main API, the functions the README's tour uses, and every public type.
 * Each area is also a namespace holding all of its functions and tables, as chessops does with
 * `fen` and `san`: `mana.lockInCost`, `board.VERBS`, `cards.printedPT`, `game.STEPS`.
 *
 * @packageDocumentation
 */

import * as cards from './cards/index.js';
import * as check from './check/index.js';
import * as decks from './decks/index.js';
import * as game from './engine/index.js';
import * as layers from './layers/index.js';
import * as mana from './mana/index.js';
// Namespaces are imported and re-exported (not `export * as`), the form api-extractor reads.
import * as board from './notation/index.js';
import * as numbers from './numbers/index.js';
import * as symbols from './symbols/index.js';

// Every public type at the root too, so that signatures need no namespace.
export type {
  CardData,
  CardDefinition,
  CardFace,
  CardFileFormat,
  CardPool,
  PrintedPT,
  PrintedValue,
} from './cards/index.js';

export { compileCard, defaultPool, poolFromCardFile } from './cards/index.js';
export type {
  CardCheck,
  CheckFailure,
  CheckOptions,
  CheckReport,
  CommonestReason,
  Coverage,
  DeckCardReport,
  DeckReport,
  DeckSectionReport,
  ExpectedFailure,
  ModelGap,
  Share,
  Template,
} from './check/index.js';
export { checkCards, checkDeck } from './check/index.js';
export type {
  DeckEntry,
  DeckError,
  DeckList,
  DeckSection,
  ResolvedDeck,
  ResolvedEntry,
} from './decks/index.js';
export { parseDeckList } from './decks/index.js';
export type * from './effects/types.js';
export type {
  Action,
  AttackDeclaration,
  BasicLandType,
  BlockDeclaration,
  CardType,
  CombatDamageDivision,
  DamageAssignment,
  GameEvent,
  Outcome,
  Resolution,
  ResolveAction,
  Step,
  Supertype,
  ToAct,
  View,
  ZoneName,
} from './engine/index.js';
export { apply, checkStateBasedActions, resolve, toAct, validateState } from './engine/index.js';
export type {
  AbilityReport,
  Characteristics,
  EvaluateOptions,
  Evaluation,
  TraceStep,
} from './layers/index.js';
export { evaluate } from './layers/index.js';
export type {
  CostChanges,
  CostReduction,
  HybridHalf,
  ManaCost,
  ManaPool,
  ManaSource,
  ManaType,
  ManaUnit,
  PaymentFailure,
  PaymentOptions,
  PaymentPlan,
  PaymentResources,
  SourceActivation,
  SourcePlan,
  SpendColors,
  SpendObject,
  SpendPurpose,
  SpendQualities,
  SpendRestriction,
  SpendUse,
  SymbolPayment,
  VariableValues,
} from './mana/index.js';
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
export type {
  BoardAction,
  BoardActionInput,
  BoardCombat,
  BoardEffect,
  BoardFile,
  BoardGameOver,
  BoardObject,
  BoardPlayer,
  BoardStackObject,
  BoardTriggered,
  ParsedBoard,
  Verb,
} from './notation/index.js';
export { boardJsonSchema, makeBoard, parseBoard } from './notation/index.js';
export type {
  EffectOperation,
  EffectShape,
  EffectTarget,
  PowerToughness,
  Rounding,
  VariableLetter,
  XAnnouncement,
  XContext,
  XPayment,
  Zone,
} from './numbers/index.js';
export { ERROR_CODES, type ErrorCode, err, ok, type Result, type RulesError } from './result.js';
export { CR_EDITION, type RuleCitation, type RuleNumber } from './rules.js';
export type * from './state/answers.js';
export type * from './state/stack.js';
export type * from './state/types.js';
export type {
  Color,
  ManaSymbol,
  MtgSymbol,
  OracleToken,
  OtherSymbol,
  SymbolKind,
  TokenizeOptions,
  Variable,
} from './symbols/index.js';
export { makeSymbol, parseSymbol } from './symbols/index.js';
export { board, cards, check, decks, game, layers, mana, numbers, symbols };
