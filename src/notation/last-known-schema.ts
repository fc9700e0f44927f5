import { z } from 'zod';
import type { LastKnown } from '../state/types.js';
import { CARD_TYPES } from '../state/vocabulary.js';
import { COLORS } from '../symbols/colors.js';
import { keywordSchema } from './filter-schema.js';
import { countSchema, integerSchema, nameSchema } from './numbers-schema.js';

/**
 * CR 608.2h: the permanent a card last was, as it last existed on the battlefield (state/types.ts
 * `LastKnown`): on an object that left, and on an ability whose source left.
 */
export const lastKnownSchema: z.ZodType<LastKnown> = z
  .strictObject({
    controller: nameSchema.describe('Its controller (CR 110.2), a player of the file.'),
    owner: nameSchema.describe('Its owner (CR 108.3, 111.2), a player of the file.').exactOptional(),
    power: integerSchema.nullable().describe('Its power (CR 208.1); null if it was no creature.'),
    toughness: integerSchema.nullable().describe('Its toughness (CR 208.1); null if it was no creature.'),
    colors: z.array(z.enum(COLORS)).describe('Its colours (CR 105.2).'),
    types: z.array(z.enum(CARD_TYPES)).describe('Its card types (CR 205.2).'),
    subtypes: z.array(nameSchema).describe('Its subtypes (CR 205.3).'),
    keywords: z.array(keywordSchema).describe('Its keyword abilities: "Lifelink" (CR 702.1).'),
    counters: z
      .record(nameSchema, countSchema)
      .describe('Its counters, by kind (CR 122.1); modular reads them (CR 702.43a).'),
    attachedTo: nameSchema
      .describe(
        'The permanent it was attached to (CR 301.5, 303.4): the "enchanted creature" of an Aura sacrificed to pay for its ability.',
      )
      .exactOptional(),
  })
  .describe(
    'The permanent it last was, as it last existed on the battlefield: its last known information (CR 608.2h), which its abilities resolving afterwards read.',
  )
  .meta({ id: 'LastKnown' });
