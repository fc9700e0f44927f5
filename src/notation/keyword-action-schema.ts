import { z } from 'zod';
import { valueSchema } from './filter-schema.js';
import { nameSchema } from './numbers-schema.js';

/** Validators for the keyword-action instructions (src/effects/keyword-actions.ts). */
export const keywordActionInstructionOptions = [
  z.strictObject({ kind: z.literal('explore') }),
  z.strictObject({ kind: z.literal('proliferate') }),
  z.strictObject({ kind: z.literal('bolster'), amount: valueSchema }),
  z.strictObject({ kind: z.literal('connive') }),
  z.strictObject({ kind: z.literal('amass'), subtype: nameSchema, amount: valueSchema }),
  z.strictObject({ kind: z.literal('fight') }),
  z.strictObject({ kind: z.literal('fightTargets') }),
  z.strictObject({ kind: z.literal('targetDealsPowerDamage') }),
] as const;
