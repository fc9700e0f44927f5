import { z } from 'zod';
import type { ActivatedDef, TriggeredDef } from '../state/stack.js';
import { ZONE_NAMES } from '../state/vocabulary.js';
import { activatedAbilitySchema, triggeredAbilitySchema } from './effect-schema.js';
import { lastKnownSchema } from './last-known-schema.js';
import { decisionsSchema } from './library-schema.js';
import { countSchema, nameSchema } from './numbers-schema.js';
import { questionSchema } from './question-schema.js';
import { schemaFor } from './schema-for.js';
import type { BoardAwaiting, BoardGameOver, BoardStackObject, BoardTriggered } from './stack-types.js';

/**
 * The stack, the triggered abilities waiting to go on it, priority and the end of the game, as a
 * board file writes them (state/stack.ts). validateState checks their references, and
 * resolve-stack.ts those to what is `gone`.
 */

const id = nameSchema;

/** What was announced for a spell or ability and answered as it resolves (state/answers.ts `Answers`). */
const answers = {
  x: countSchema.describe('The announced X (CR 107.3a, 601.2b).').exactOptional(),
  division: z
    .record(id, countSchema)
    .describe(
      "How it divides its damage among its targets, as announced: each target's share by its id (CR 601.2d, 115.7f).",
    )
    .exactOptional(),
  modes: z
    .array(countSchema)
    .describe('The modes chosen, by their index in the list (CR 700.2a).')
    .exactOptional(),
  mana: z
    .string()
    .describe('The mana chosen where its effect offers a choice, "Add {R} or {G}": "{G}" (CR 608.2d).')
    .exactOptional(),
  may: z
    .boolean()
    .describe(
      'The answer to "you may ..." or "... unless you pay": true to do it, or to pay (CR 603.5, 608.2d).',
    )
    .exactOptional(),
  decisions: decisionsSchema.exactOptional(),
};

/** What the trigger event fixed for the ability (state/stack.ts `TriggerFacts`); `x` is shared with `answers`. */
const triggerFacts = {
  triggerObject: id
    .describe('The object its trigger event involved, "that creature" (CR 608.2k, 603.10).')
    .exactOptional(),
  triggerPlayer: id
    .describe('The player its trigger event involved, "that player" (CR 608.2k).')
    .exactOptional(),
  amount: countSchema
    .describe('The amount of its trigger event, "that much": life gained, damage dealt (CR 603.2, 608.2h).')
    .exactOptional(),
  became: z
    .strictObject({ zone: z.enum(ZONE_NAMES), timestamp: countSchema })
    .describe('The zone and timestamp of the card a "when [this] dies" source became (CR 400.7e).')
    .exactOptional(),
};

const awaitingSchema = schemaFor<BoardAwaiting>()(
  z
    .strictObject({
      player: id.describe('The player who answers (CR 608.2d).'),
      what: z.string().describe('What is to be decided, in words.'),
      path: z.string().describe('Where in the `decide` action the answer goes: "$.may", "$.decisions[0]".'),
      rule: nameSchema.describe('The rule that asks for the answer: 701.22a for a scry.'),
      question: questionSchema
        .describe(
          'What is asked, typed. Left out, answersTo asks it again by resolving the object once more.',
        )
        .exactOptional(),
    })
    .describe(
      'The answer the resolving spell or ability waits for (CR 608.2d): its resolution stopped here, and starts again with a `decide` action. Only the top object of the stack waits.',
    )
    .meta({ id: 'Awaiting' }),
);

/** What a spell or ability knows of the objects it names (state/stack.ts `Identities`). */
const at = countSchema
  .describe(
    'The next timestamp as it was cast, activated or triggered: an object that entered its zone at this timestamp or later is a new object, neither its source nor its target (CR 400.7). Default: each object named is the one it was.',
  )
  .exactOptional();

const sourceLastKnown = lastKnownSchema
  .describe('Its source as it last existed on the battlefield, once it has left (CR 608.2h).')
  .exactOptional();

const sacrificed = z
  .array(lastKnownSchema)
  .describe(
    'What its cost sacrificed, each as it last existed on the battlefield, for an effect that reads it: "the sacrificed creature\'s power" (CR 608.2h). Default: nothing.',
  )
  .exactOptional();

const targets = z
  .array(id)
  .describe('Its targets (CR 601.2c, 602.2b, 603.3d), ids of objects and players; default none.');

const spellSchema = z
  .strictObject({
    kind: z.literal('spell').describe('A spell: a card on the stack (CR 112.1).'),
    id: id.describe('Its card: an object of the file in the stack zone (CR 112.1, 405.1).'),
    controller: id
      .describe("Who put it on the stack (CR 112.2); default its object's controller.")
      .exactOptional(),
    targets: targets.exactOptional(),
    ...answers,
    at,
    sacrificed,
    awaiting: awaitingSchema.exactOptional(),
  })
  .meta({ id: 'SpellOnStack' });

/** The fields an ability on the stack and a waiting triggered ability share. */
const abilityFields = {
  id: id.describe(
    'Its id, unique among the ids of the file: an ability on the stack is an object (CR 109.1, 405.1); the engine issues a<n>.',
  ),
  source: id.describe(
    'The object whose ability it is (CR 113.7); if it is no object of the file (a token that ceased to exist, CR 113.7a), give `sourceName`.',
  ),
  sourceName: nameSchema.describe("Its source's name; default the source object's card.").exactOptional(),
  ability: countSchema.describe(
    "Its number among its source's abilities (CR 113.2c): its card's first, in order, then those granted it.",
  ),
  ...triggerFacts,
  at,
  sourceLastKnown,
};

/** An ability on the stack is an activated or a triggered one (CR 113.1c); a mana ability never goes there (605.3a). */
export const stackAbilityDefSchema: z.ZodType<ActivatedDef | TriggeredDef> = z.discriminatedUnion('kind', [
  activatedAbilitySchema,
  triggeredAbilitySchema,
]);
const triggeredDefSchema: z.ZodType<TriggeredDef> = triggeredAbilitySchema;

const abilitySchema = z
  .strictObject({
    kind: z
      .literal('ability')
      .describe('An activated or triggered ability on the stack, an object with no card (CR 405.1).'),
    ...abilityFields,
    def: stackAbilityDefSchema.describe(
      "The ability as it was when it was activated or triggered: printed, granted or a keyword's.",
    ),
    controller: id
      .describe(
        "Who activated it (CR 602.2a), or controlled its source as it triggered (CR 603.3a); default the source's controller.",
      )
      .exactOptional(),
    targets: targets.exactOptional(),
    rule: nameSchema
      .describe(
        "The rule it was put on the stack under; default 602.2a when activated, its trigger's rule when triggered.",
      )
      .exactOptional(),
    ...answers,
    attacking: id
      .describe(
        'CR 702.49c: what the creature returned to pay its ninjutsu cost was attacking, a player, planeswalker or battle, which the ninja will attack.',
      )
      .exactOptional(),
    sacrificed,
    awaiting: awaitingSchema.exactOptional(),
  })
  .meta({ id: 'AbilityOnStack' });

const stackObjectSchema = z
  .union([
    id.describe("A spell, by its object, with nothing more to say: its controller is its object's."),
    z.discriminatedUnion('kind', [spellSchema, abilitySchema]),
  ])
  .meta({ id: 'StackObject' });

/** CR 603.3: a triggered ability that triggered and waits to be put on the stack. */
const triggeredSchema = z
  .strictObject({
    ...abilityFields,
    def: triggeredDefSchema.describe('The ability as it was when it triggered.'),
    controller: id
      .describe("Who controlled its source as it triggered (CR 603.3a); default the source's controller.")
      .exactOptional(),
    rule: nameSchema.describe("The rule it triggered under; default its trigger's rule.").exactOptional(),
    x: countSchema.describe('The X of the spell that became its source (CR 107.3m).').exactOptional(),
  })
  .meta({ id: 'TriggeredAbility' });

export const boardStackObjectSchema = schemaFor<BoardStackObject>()(stackObjectSchema);
export const boardTriggeredSchema = schemaFor<BoardTriggered>()(triggeredSchema);

/** CR 104: how the game ended. */
export const boardGameOverSchema = schemaFor<BoardGameOver>()(
  z
    .strictObject({
      winners: z.array(id).describe('The players who won; none for a draw (CR 104.4a).'),
      rule: nameSchema.describe('Default 104.2a with a winner, 104.4a for a draw.').exactOptional(),
    })
    .describe('The game has ended (CR 104.1): nobody acts any more.')
    .meta({ id: 'GameOver' }),
);
