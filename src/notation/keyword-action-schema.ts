import { z } from 'zod';

/** Validators for the keyword-action instructions (src/effects/keyword-actions.ts). */
export const keywordActionInstructionOptions = [
  z.strictObject({ kind: z.literal('explore') }),
  z.strictObject({ kind: z.literal('proliferate') }),
] as const;
