import { z } from 'zod';
import { MANA_TYPES } from '../mana/pool.js';
import { STEPS, ZONE_NAMES } from '../state/vocabulary.js';
import { boardActionSchema } from './action-schema.js';
import type { DeepReadonly } from './deep-readonly.js';
import { durationSchema, effectDefSchema } from './effect-schema.js';
import { countSchema, integerSchema, nameSchema } from './numbers-schema.js';

/**
 * The shape of a board file. Everything but an object's `card` may be left out; the defaults
 * (defaults.ts) and the checks that need the rest of the file (resolve-*.ts) come after.
 */

const id = nameSchema;

const counterKinds = z.record(nameSchema, countSchema);

const manaUnitSchema = z.strictObject({
  type: z.enum(MANA_TYPES),
  snow: z.boolean().exactOptional(),
  restrictions: z
    .array(
      z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('castSpell'), cardTypes: z.array(nameSchema).exactOptional() }),
        z.strictObject({ kind: z.literal('activateAbility') }),
        z.strictObject({ kind: z.literal('costWithX') }),
      ]),
    )
    .exactOptional(),
});

export const boardPlayerSchema = z
  .strictObject({
    id,
    life: integerSchema.describe('Life total; may be negative (CR 119.4). Default 20.').exactOptional(),
    counters: counterKinds.describe('Player counters such as poison (CR 122.1).').exactOptional(),
    manaPool: z
      .union([z.string(), z.array(manaUnitSchema)])
      .describe('Mana in the pool, "{G}{G}{S:C}", or a list of units with spending restrictions.')
      .exactOptional(),
  })
  .meta({ id: 'Player' });

export const boardTurnSchema = z
  .strictObject({
    number: countSchema.min(1).describe('Default 1.').exactOptional(),
    active: id.describe('The active player; default the first player.').exactOptional(),
    step: z.enum(STEPS).describe('Default "main1".').exactOptional(),
  })
  .meta({ id: 'Turn' });

const counterPileSchema = z.strictObject({
  kind: nameSchema,
  count: countSchema,
  timestamp: countSchema.describe("CR 613.7c; default the object's timestamp.").exactOptional(),
});

const copySnapshotSchema = z.strictObject({
  card: nameSchema,
  option: nameSchema.exactOptional(),
});

const choicesSchema = z
  .strictObject({
    copyOf: id.describe('Entered as a copy of this object on the battlefield (CR 707.2).').exactOptional(),
    copy: copySnapshotSchema.describe('The copiable values it entered with (CR 707.2b).').exactOptional(),
    opponent: id.describe('The opponent chosen as it entered.').exactOptional(),
    option: nameSchema.describe('The "as enters" option chosen.').exactOptional(),
    x: countSchema.describe('X of the spell that became it (CR 107.3m).').exactOptional(),
  })
  .meta({ id: 'EntryChoices' });

export const boardObjectSchema = z
  .strictObject({
    id: id.describe('Default o<n> for the n-th object.').exactOptional(),
    card: nameSchema.describe('A card name in the card pool.'),
    zone: z.enum(ZONE_NAMES).describe('Default "battlefield".').exactOptional(),
    owner: id.describe('Default its controller, or else the active player.').exactOptional(),
    controller: id.describe('Default its owner.').exactOptional(),
    token: z.boolean().exactOptional(),
    tapped: z.boolean().exactOptional(),
    faceDown: z.boolean().exactOptional(),
    damage: countSchema.describe('Damage marked on it (CR 120.3e).').exactOptional(),
    counters: z
      .union([counterKinds, z.array(counterPileSchema)])
      .describe('{ "+1/+1": 2 }, or a list of piles with their own timestamps.')
      .exactOptional(),
    attachedTo: id.nullable().exactOptional(),
    choices: choicesSchema.exactOptional(),
    controlledSince: countSchema
      .describe('Turn since which it has been controlled (CR 302.6).')
      .exactOptional(),
    enteredThisTurn: z.boolean().describe('Shorthand for controlledSince = this turn.').exactOptional(),
    timestamp: countSchema.describe('CR 613.7d; default its place in the file.').exactOptional(),
  })
  .meta({ id: 'Object' });

export const boardEffectSchema = z
  .strictObject({
    id: id.describe('Default e<n> for the n-th effect.').exactOptional(),
    source: id.describe('The object whose spell or ability created it; it may be gone.'),
    sourceName: nameSchema.describe("Default the source object's card.").exactOptional(),
    controller: id
      .describe("Default the source object's controller, or else the active player.")
      .exactOptional(),
    timestamp: countSchema.describe('CR 613.7b; default after every object, in file order.').exactOptional(),
    duration: durationSchema.describe('Default "endOfTurn".').exactOptional(),
    on: z.array(id).describe('The objects it is locked to (CR 611.2c).').exactOptional(),
    effect: effectDefSchema,
  })
  .meta({ id: 'Effect' });

export const boardSchema = z
  .strictObject({
    $schema: z.string().describe('Where editors find this schema.').exactOptional(),
    turn: boardTurnSchema.exactOptional(),
    players: z.array(boardPlayerSchema).min(1).describe('In turn order; default A and B.').exactOptional(),
    objects: z.array(boardObjectSchema).describe('In zone order: top of library first.').exactOptional(),
    effects: z.array(boardEffectSchema).exactOptional(),
    next: z
      .strictObject({ id: countSchema.exactOptional(), timestamp: countSchema.exactOptional() })
      .describe('The next id and timestamp to issue; default one past those used.')
      .exactOptional(),
    actions: z.array(boardActionSchema).exactOptional(),
  })
  .meta({ id: 'Board', title: 'mtg-rules board file' });

export type BoardFile = DeepReadonly<z.infer<typeof boardSchema>>;
export type BoardPlayer = DeepReadonly<z.infer<typeof boardPlayerSchema>>;
export type BoardObject = DeepReadonly<z.infer<typeof boardObjectSchema>>;
export type BoardEffect = DeepReadonly<z.infer<typeof boardEffectSchema>>;
export type BoardCounters = NonNullable<BoardObject['counters']>;
export type BoardChoices = NonNullable<BoardObject['choices']>;
export type BoardManaPool = NonNullable<BoardPlayer['manaPool']>;
