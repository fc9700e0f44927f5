import { z } from 'zod';
import {
  DIG_COUNTS,
  DIG_DESTINATIONS,
  DIG_RESTS,
  GRAVEYARD_DESTINATIONS,
  PLAYER_GROUPS,
  PUT_CARD_DESTINATIONS,
  PUT_CARD_ZONES,
  SEARCH_DESTINATIONS,
  SEARCHED_ZONES,
} from '../effects/library.js';
import type { Decision } from '../state/answers.js';
import { filterSchema, valueSchema } from './filter-schema.js';
import { countSchema, integerSchema, nameSchema } from './numbers-schema.js';

/** Validators for the library instructions (src/effects/library.ts) and the decisions they take. */

const whose = z.enum(PLAYER_GROUPS);

/** How a card returns to the battlefield (effects/types.ts `ReturnedAs`). */
export const returnedAsShape = {
  tapped: z.literal(true).exactOptional(),
  transformed: z.literal(true).exactOptional().describe('CR 712.14a: with its back face up.'),
  underOwner: z
    .literal(true)
    .exactOptional()
    .describe("Under its owner's control rather than the ability's controller's (CR 610.3c)."),
};

/** What a card must be for a dig to take it (effects/library.ts `CardQuality`). */
const cardQualitySchema = z.strictObject({
  anyOf: z.array(filterSchema).min(1).describe('Any one of these; [{}] is any card.'),
  manaValueAtMost: countSchema.exactOptional(),
  manaValueAtLeast: countSchema.exactOptional(),
  powerAtMost: integerSchema.exactOptional(),
  powerAtLeast: integerSchema.exactOptional(),
});

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
    atRandom: z
      .literal(true)
      .exactOptional()
      .describe("Discarded at random, picked by the state's generator (`seed`), not chosen (CR 701.9b)."),
  }),
  z.strictObject({
    kind: z.literal('search'),
    quality: cardQualitySchema.describe("What the cards found must be, read in the controller's library."),
    sameNameAsSource: z.literal(true).exactOptional(),
    named: z.string().exactOptional(),
    orGraveyard: z.literal(true).exactOptional(),
    upTo: countSchema.nullable().describe('At most this many cards; null for any number.'),
    to: z.enum(SEARCH_DESTINATIONS),
    tapped: z.literal(true).exactOptional(),
    reveal: z.literal(true).exactOptional(),
  }),
  z.strictObject({
    kind: z.literal('putCard'),
    from: z.enum(PUT_CARD_ZONES).describe("The controller's hand or graveyard."),
    quality: cardQualitySchema.describe('What the card chosen must be.'),
    to: z.enum(PUT_CARD_DESTINATIONS),
    tapped: z.literal(true).exactOptional(),
  }),
  z.strictObject({
    kind: z.literal('dig'),
    whose: z.enum(['you', 'targets']).describe("Its controller's library or its target player's."),
    amount: valueSchema,
    reveal: z
      .literal(true)
      .exactOptional()
      .describe('Revealed to every player (701.20a), not looked at (701.20e).'),
    take: z
      .strictObject({
        quality: cardQualitySchema,
        count: z.enum(DIG_COUNTS),
        n: countSchema
          .nullable()
          .exactOptional()
          .describe('How many for upTo and exactly; null for any number.'),
        to: z.enum(DIG_DESTINATIONS),
        tapped: z.literal(true).exactOptional(),
        reveal: z.literal(true).exactOptional(),
      })
      .exactOptional()
      .describe('The cards taken from among them.'),
    rest: z.enum(DIG_RESTS),
    life: z.enum(['gain', 'lose']).exactOptional(),
  }),
  z.strictObject({
    kind: z.literal('fromGraveyard'),
    on: z.enum(['targets', 'self']),
    to: z.enum(GRAVEYARD_DESTINATIONS),
    ...returnedAsShape,
    counter: nameSchema.exactOptional(),
  }),
] as const;

const ids = z.array(nameSchema);

/** A player's decision for one instruction as it resolves (CR 608.2d; engine/resolution/decision.ts). */
export const decisionSchema: z.ZodType<Decision> = z
  .strictObject({
    top: ids.describe('Cards put (back) on top of the library, top first.').exactOptional(),
    bottom: ids.describe('Cards put on the bottom of the library, the last one bottom-most.').exactOptional(),
    graveyard: ids.describe('Cards put into the graveyard (surveil).').exactOptional(),
    cards: ids.describe('The cards chosen: discarded, found by a search, or taken by a dig.').exactOptional(),
    searched: z
      .array(z.enum(SEARCHED_ZONES))
      .describe('The zones a search "in your library and/or graveyard" looked in.')
      .exactOptional(),
    permanents: ids
      .describe("The permanents chosen: sacrificed, or returned to their owners' hands (CR 701.21a).")
      .exactOptional(),
    chosen: ids
      .describe(
        'The permanents or players chosen: proliferate (CR 701.34a), bolster among those tied (701.39a).',
      )
      .exactOptional(),
  })
  .meta({
    id: 'Decision',
    description:
      'Where the cards looked at go (scry, surveil), or which cards are discarded; a list left out is empty.',
  });

export const decisionsSchema: z.ZodType<readonly Decision[]> = z
  .array(decisionSchema)
  .describe("Its player's decisions, one for each instruction that asks for one, in order (CR 608.2d).");
