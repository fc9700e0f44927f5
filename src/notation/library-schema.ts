import { z } from 'zod';
import { GRAVEYARD_DESTINATIONS, PLAYER_GROUPS, SEARCH_DESTINATIONS } from '../effects/library.js';
import { filterSchema, valueSchema } from './filter-schema.js';
import { countSchema, nameSchema } from './numbers-schema.js';

/** Validators for the library instructions (src/effects/library.ts) and the decisions they take. */

const whose = z.enum(PLAYER_GROUPS);

export const libraryInstructionOptions = [
  z.strictObject({ kind: z.literal('scry'), amount: valueSchema }),
  z.strictObject({ kind: z.literal('surveil'), amount: valueSchema }),
  z.strictObject({ kind: z.literal('arrangeTop'), amount: valueSchema }),
  z.strictObject({ kind: z.literal('mill'), who: whose, amount: valueSchema }),
  z.strictObject({
    kind: z.literal('discard'),
    who: whose,
    amount: valueSchema,
    filter: filterSchema.exactOptional().describe('Only cards it describes may be discarded (CR 701.9b).'),
  }),
  z.strictObject({
    kind: z.literal('search'),
    filter: filterSchema.describe("What the cards found must be, read in the controller's library."),
    manaValueAtMost: countSchema.exactOptional(),
    manaValueAtLeast: countSchema.exactOptional(),
    sameNameAsSource: z.literal(true).exactOptional(),
    upTo: countSchema.nullable().describe('At most this many cards; null for any number.'),
    to: z.enum(SEARCH_DESTINATIONS),
    tapped: z.literal(true).exactOptional(),
    reveal: z.literal(true).exactOptional(),
  }),
  z.strictObject({
    kind: z.literal('fromGraveyard'),
    on: z.enum(['targets', 'self']),
    to: z.enum(GRAVEYARD_DESTINATIONS),
    tapped: z.literal(true).exactOptional(),
  }),
] as const;

const ids = z.array(nameSchema);

/** A player's decision for one instruction as it resolves (CR 608.2d; actions/decision.ts). */
export const decisionSchema = z
  .strictObject({
    top: ids.describe('Cards put (back) on top of the library, top first.').exactOptional(),
    bottom: ids.describe('Cards put on the bottom of the library, the last one bottom-most.').exactOptional(),
    graveyard: ids.describe('Cards put into the graveyard (surveil).').exactOptional(),
    cards: ids.describe('The cards chosen: discarded, or found by a search.').exactOptional(),
    permanents: ids
      .describe("The permanents chosen: sacrificed, or returned to their owners' hands (CR 701.21a).")
      .exactOptional(),
  })
  .meta({
    id: 'Decision',
    description:
      'Where the cards looked at go (scry, surveil), or which cards are discarded; a list left out is empty.',
  });

export const decisionsSchema = z
  .array(decisionSchema)
  .describe("Its player's decisions, one for each instruction that asks for one, in order (CR 608.2d).");
