/**
 * Board files: a game state written by card names and ids, with defaults for everything
 * (docs/board-format.md). The zod schemas stay inside; `boardJsonSchema` is their published form.
 *
 * @packageDocumentation
 */

export type { BoardAction, BoardActionInput, Verb } from './action-schema.js';
export { VERBS } from './action-schema.js';
export { boardJsonSchema } from './board-json-schema.js';
export type { BoardCombat, BoardEffect, BoardFile, BoardObject, BoardPlayer } from './board-schema.js';
export type { DeepReadonly } from './deep-readonly.js';
export { makeBoard } from './make-board.js';
export { type ParsedBoard, parseBoard } from './parse-board.js';
export type {
  BoardAbilityOnStack,
  BoardGameOver,
  BoardSpellOnStack,
  BoardStackObject,
  BoardTriggered,
} from './stack-schema.js';
