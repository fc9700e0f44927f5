import { z } from 'zod';
import { boardSchema } from './board-schema.js';

/**
 * The JSON Schema (draft 2020-12) of board files, for editors and other languages. It checks
 * shape only; card names, ids and references are checked by parseBoard.
 */
export const boardJsonSchema = (): Record<string, unknown> =>
  z.toJSONSchema(boardSchema, { target: 'draft-2020-12', io: 'input' });
