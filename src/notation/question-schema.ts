import { z } from 'zod';
import type { Question } from '../state/question.js';
import { countSchema, nameSchema } from './numbers-schema.js';
import { schemaFor } from './schema-for.js';

/** What a resolving spell or ability asks, typed (state/question.ts; CR 608.2d). */

const ids = z.array(nameSchema);
const words = z.array(z.string());

const group = z.strictObject({
  player: nameSchema.describe('The player who chooses these.'),
  from: ids.describe('What they choose among.'),
  min: countSchema.describe('How many they choose at least.'),
  max: countSchema.describe('How many they choose at most.'),
});

export const questionSchema = schemaFor<Question>()(
  z
    .discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('may').describe('"You may" or "unless pays": `may` (CR 603.5, 118.12).'),
      }),
      z.strictObject({
        kind: z.literal('mana').describe('The mana to add: `mana`, one of `options` (CR 608.2d).'),
        options: words,
      }),
      z.strictObject({
        kind: z
          .literal('entryChoice')
          .describe('A value chosen as a permanent enters: `choices` (CR 614.12).'),
        field: z.enum(['color', 'creatureType', 'opponent']),
        options: words.nullable().describe('What may be chosen; null for any creature type (CR 205.3m).'),
      }),
      z.strictObject({
        kind: z
          .literal('place')
          .describe('Scry, surveil, any order, explore: each card placed once (CR 701.22a, 701.25a, 401.4).'),
        cards: ids,
        to: z.array(z.enum(['top', 'bottom', 'graveyard'])),
      }),
      z.strictObject({
        kind: z.literal('choose').describe('`chosen`: between `min` and `max` of `options` (CR 608.2d).'),
        options: words,
        min: countSchema,
        max: countSchema,
        ordered: z
          .boolean()
          .describe('Whether the order of `chosen` says something (a text change, CR 612.1).'),
      }),
      z.strictObject({
        kind: z
          .literal('pick')
          .describe('Cards or permanents chosen, each group its share (CR 701.9b, 701.21a, 608.2d).'),
        field: z.enum(['cards', 'permanents']),
        groups: z.array(group),
      }),
      z.strictObject({
        kind: z.literal('search').describe('The cards a search finds (CR 701.23a).'),
        library: ids.describe('The cards of the library it can find.'),
        graveyard: ids.nullable().describe('Those of the graveyard, when it may look there too; else null.'),
        min: countSchema.describe('How many it must find (CR 701.23d).'),
        max: countSchema.nullable().describe('How many it may find; null: any number.'),
      }),
      z.strictObject({
        kind: z
          .literal('dig')
          .describe('The cards a dig takes and the order of the rest (CR 701.20e, 401.4).'),
        seen: ids,
        take: z.strictObject({ from: ids, min: countSchema, max: countSchema }).nullable(),
        order: z.enum(['top', 'bottom']).nullable(),
      }),
    ])
    .meta({ id: 'Question', description: 'What the resolving spell or ability asks, typed (CR 608.2d).' }),
);
