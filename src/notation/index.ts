/** Board files: a game state written by card names and ids, with defaults for everything. */

export { closest, didYouMean } from '../state/suggest.js';
export { actionVerb, boardActionPath } from './action-report.js';
export type { BoardAction, BoardActionInput, Verb } from './action-schema.js';
export { boardActionSchema, VERBS } from './action-schema.js';
export { boardJsonSchema } from './board-json-schema.js';
export {
  type BoardCombat,
  type BoardEffect,
  type BoardFile,
  type BoardObject,
  type BoardPlayer,
  boardCombatSchema,
  boardEffectSchema,
  boardObjectSchema,
  boardPlayerSchema,
  boardSchema,
} from './board-schema.js';
export { makeBoard } from './make-board.js';
export { type ParsedBoard, parseBoard } from './parse-board.js';
export {
  type BoardGameOver,
  type BoardStackObject,
  type BoardTriggered,
  boardGameOverSchema,
  boardStackObjectSchema,
  boardTriggeredSchema,
} from './stack-schema.js';
