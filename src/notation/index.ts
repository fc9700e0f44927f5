/**
 * Board files: a game state written by card names and ids, with defaults for everything
 * (docs/board-format.md). The zod schemas stay inside; `boardJsonSchema` is their published form.
 *
 * @packageDocumentation
 */

export type {
  BoardAction,
  BoardActionAnswers,
  BoardActionByVerb,
  BoardActionInput,
  BoardActivateAction,
  BoardAdvanceAction,
  BoardAssignDamageAction,
  BoardAttachAction,
  BoardAttackAction,
  BoardBlockAction,
  BoardCastAction,
  BoardCostChoices,
  BoardCountersAction,
  BoardCrewAction,
  BoardDamageAction,
  BoardDecideAction,
  BoardDiscardAction,
  BoardEnterAction,
  BoardGainControlAction,
  BoardKeepLegendAction,
  BoardManaActivation,
  BoardManaSources,
  BoardMoveAction,
  BoardOrderTriggersAction,
  BoardPassAction,
  BoardPlayLandAction,
  BoardRegenerateAction,
  BoardResolveAction,
  BoardResolveStackAction,
  BoardTapForManaAction,
  BoardTriggerOrder,
  BoardTurnFaceUpAction,
  Verb,
} from './action-types.js';
export { VERBS } from './action-types.js';
export { boardJsonSchema } from './board-json-schema.js';
export type {
  BoardAttacker,
  BoardCombat,
  BoardDelayed,
  BoardEffect,
  BoardFile,
  BoardFileState,
  BoardLegendRuleChoice,
  BoardManaPool,
  BoardManaUnit,
  BoardPlayer,
  BoardTurn,
} from './board-types.js';
export type { BoardChoices, BoardCopySnapshot, BoardEnterChoices } from './choices-types.js';
export type { DeepReadonly } from './deep-readonly.js';
export { makeBoard } from './make-board.js';
export type {
  BoardCounterKinds,
  BoardCounterPile,
  BoardCounters,
  BoardDamageRecord,
  BoardObject,
  BoardPlayPermission,
  BoardPreventionShield,
  BoardUnearthed,
} from './object-types.js';
export { type ParsedBoard, parseBoard } from './parse-board.js';
export type {
  BoardAbilityFields,
  BoardAbilityOnStack,
  BoardAnswers,
  BoardAwaiting,
  BoardGameOver,
  BoardSpellOnStack,
  BoardStackObject,
  BoardTriggered,
} from './stack-types.js';
