import { z } from 'zod';
import { ALTERNATIVE_COSTS } from '../effects/types.js';
import { CAST_FROM } from '../state/types.js';
import { COLORS } from '../symbols/colors.js';
import type { BoardChoices, BoardCopySnapshot, BoardEnterChoices } from './choices-types.js';
import { copyExceptionSchema, tokenDefSchema } from './effect-schema.js';
import { countSchema, nameSchema, positiveSchema } from './numbers-schema.js';
import { schemaFor } from './schema-for.js';

/** The copiable values an object entered with (CR 707.2b): a card and its "as enters" option. */
export const copySnapshotSchema = schemaFor<BoardCopySnapshot>()(
  z.strictObject({
    card: nameSchema,
    option: nameSchema.exactOptional(),
    tokenDef: tokenDefSchema
      .describe("A copied token's values, as the effect that created it defined them (CR 111.3).")
      .exactOptional(),
    except: z
      .array(copyExceptionSchema)
      .describe(
        'The exceptions of the copy effects it came through, the first copied first (CR 707.9b, 707.3).',
      )
      .exactOptional(),
  }),
);

/** What was chosen as an object entered (CR 614.12): on an object of the file, or in an `enter` action. */
const choicesShape = z
  .strictObject({
    copyOf: nameSchema
      .describe('Entered as a copy of this object on the battlefield (CR 707.2).')
      .exactOptional(),
    copy: copySnapshotSchema.describe('The copiable values it entered with (CR 707.2b).').exactOptional(),
    opponent: nameSchema.describe('The opponent chosen as it entered.').exactOptional(),
    color: z
      .enum(COLORS)
      .describe('The colour chosen as it entered, W, U, B, R or G (CR 614.12, 105.1).')
      .exactOptional(),
    creatureType: nameSchema
      .describe('The creature type chosen as it entered, one of CR 205.3m (CR 614.12).')
      .exactOptional(),
    option: nameSchema.describe('The "as enters" option chosen.').exactOptional(),
    x: countSchema.describe('X of the spell that became it (CR 107.3m).').exactOptional(),
    unleash: z
      .boolean()
      .describe('Unleash: its controller chose to have it enter with a +1/+1 counter (CR 702.98a).')
      .exactOptional(),
    devour: z
      .array(nameSchema)
      .describe('Devour: the creatures sacrificed as it entered (CR 702.82a).')
      .exactOptional(),
    amplify: z
      .array(nameSchema)
      .describe("Amplify: the cards revealed from its controller's hand as it entered (CR 702.38a).")
      .exactOptional(),
    riot: z
      .boolean()
      .describe('Riot: its controller chose a +1/+1 counter rather than haste (CR 702.136a).')
      .exactOptional(),
    paid: z
      .enum(ALTERNATIVE_COSTS)
      .describe('The alternative cost paid for the spell that became it (CR 118.9, 702.109a).')
      .exactOptional(),
    kicked: positiveSchema
      .describe('How many times the spell that became it was kicked (CR 702.33d).')
      .exactOptional(),
    kickedWith: z
      .array(z.string())
      .describe(
        'Of a spell with two kicker costs, the ones paid, as printed: ["{1}{U}"] (CR 702.33b, 702.33f).',
      )
      .exactOptional(),
    entwined: z
      .literal(true)
      .describe("The spell's entwine cost was paid: all its modes were chosen (CR 702.42a).")
      .exactOptional(),
    boughtBack: z
      .literal(true)
      .describe("The spell's buyback cost was paid: it goes to its owner's hand as it resolves (CR 702.27a).")
      .exactOptional(),
    colorsSpent: positiveSchema
      .max(5)
      .describe('How many colours of mana were spent to cast the spell that became it (CR 702.44a-b).')
      .exactOptional(),
    manaSpent: positiveSchema
      .describe('How much mana was spent to cast the spell that became it (CR 601.2h).')
      .exactOptional(),
    manaSpentByColor: z
      .strictObject({
        W: positiveSchema.exactOptional(),
        U: positiveSchema.exactOptional(),
        B: positiveSchema.exactOptional(),
        R: positiveSchema.exactOptional(),
        G: positiveSchema.exactOptional(),
      })
      .describe(
        'How much mana of each colour was spent to cast the spell that became it, by colour letter; a colour absent had none (CR 601.2h).',
      )
      .exactOptional(),
    castFrom: z
      .enum(CAST_FROM)
      .describe('The zone the spell that became it was cast from; absent, it was not cast (CR 601.2a).')
      .exactOptional(),
  })
  .meta({ id: 'EntryChoices' });

export const choicesSchema = schemaFor<BoardChoices>()(choicesShape);

/** What a permanent spell's controller chooses as it enters, in a `decide` action (CR 614.12). */
export const enterChoicesSchema = schemaFor<BoardEnterChoices>()(
  choicesShape.pick({ color: true, creatureType: true, opponent: true }),
);
