/** Board files: a game state written by card names and ids, with defaults for everything. */
export type { BoardAction, BoardActionInput } from './action-schema.js';
export { boardActionSchema } from './action-schema.js';
export { boardJsonSchema } from './board-json-schema.js';
export {
  type BoardEffect,
  type BoardFile,
  type BoardObject,
  type BoardPlayer,
  boardEffectSchema,
  boardObjectSchema,
  boardPlayerSchema,
  boardSchema,
} from './board-schema.js';
export { makeBoard } from './make-board.js';
export { type ParsedBoard, parseBoard } from './parse-board.js';
