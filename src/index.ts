/** mtg-rules: the public surface. The CLI imports only this. */

export type { CardData, CardFace } from './cards/card-data.js';
export { defaultCards, defaultPool } from './cards/default-pool.js';
export { CARD_FILE_FORMATS, type CardFileFormat, loadCardFile } from './cards/load.js';
export { foldName, makePool } from './cards/make-pool.js';
export type { CardDefinition, CardPool } from './cards/pool.js';
export { poolFromCards } from './cards/pool-from-cards.js';
export { faceOf, type PrintedPT, printedColors, printedLoyalty, printedPT } from './cards/printed.js';
export { makePrintedPT, type PrintedValue, parsePrintedPT } from './cards/printed-pt.js';
export { loadCardBytes, poolFromCardFile, readCardFile } from './cards/read-file.js';
export { type CheckOptions, checkCards } from './check/check-cards.js';
export {
  checkDeck,
  type DeckCardReport,
  type DeckReport,
  type DeckSectionReport,
} from './check/check-deck.js';
export { CARD_EXCEPTIONS, FUNNY_ALLOWANCES, TYPE_WORD_EXCEPTIONS } from './check/exceptions.js';
export type { ModelGap } from './check/modelled.js';
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
} from './check/report.js';
export * from './decks/index.js';
export type * from './effects/types.js';
export type { Action } from './engine/action.js';
export { apply } from './engine/apply.js';
export type { DamageDivision } from './engine/combat/combat-damage.js';
export type { AttackDeclaration, BlockDeclaration } from './engine/combat/declare.js';
export type { DamageAssignment } from './engine/damage/damage.js';
export { checkStateBasedActions, evaluate, resolve } from './engine/entry-points.js';
export type { GameEvent } from './engine/events.js';
export type { Outcome } from './engine/outcome.js';
export type { Resolution } from './engine/resolution/resolve.js';
export type { ResolveAction } from './engine/resolution/resolve-action.js';
export { type ToAct, toAct } from './engine/stack/priority.js';
export type { View } from './engine/view.js';
export type { EvaluateOptions, Evaluation } from './layers/evaluate.js';
export type { AbilityReport, Characteristics } from './layers/result.js';
export type { TraceStep } from './layers/trace.js';
export * from './mana/index.js';
export * from './notation/index.js';
export * from './numbers/index.js';
export { compileCard, compileFace } from './oracle/compile.js';
export { ERROR_CODES, type ErrorCode, err, ok, type Result, type RulesError } from './result.js';
export { CR_EDITION, type RuleCitation, type RuleNumber } from './rules.js';
export type * from './state/answers.js';
export type * from './state/stack.js';
export type * from './state/types.js';
export { validateState } from './state/validate.js';
export * from './state/vocabulary.js';
export * from './symbols/index.js';
