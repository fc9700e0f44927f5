import { z } from 'zod';
import { COLOR_COUNTS, type Filter, KEYWORDS, SOURCE_STATES, type Value } from '../effects/types.js';
import { CARD_TYPES, SUPERTYPES } from '../state/vocabulary.js';
import { COLORS } from '../symbols/colors.js';
import { integerSchema, nameSchema } from './numbers-schema.js';

/** A keyword ability (CR 702), by its name as printed: "Flying", "First strike". */
export const keywordSchema = z.enum(KEYWORDS).meta({ id: 'Keyword' });

/** Validators for the effect language's filters and values (src/effects/types.ts). */

export const playerRefSchema = z.enum([
  'you',
  'opponents',
  'any',
  'chosenPlayer',
  'targetPlayer',
  'defendingPlayer',
  'triggerPlayer',
]);

const FILTER_ZONES = ['battlefield', 'graveyard', 'hand', 'library', 'exile', 'stack', 'anywhere'] as const;

/** A bound on power or toughness (CR 208.1): "with power 2 or less". */
export const ptBoundSchema = z.strictObject({
  of: z.enum(['power', 'toughness']),
  side: z.enum(['atLeast', 'atMost']),
  n: integerSchema,
  plusOther: z
    .literal(true)
    .describe('n plus its other characteristic: "toughness greater than its power".')
    .exactOptional(),
});

const filterObjectSchema = z
  .strictObject({
    self: z.boolean().exactOptional(),
    other: z.boolean().exactOptional(),
    attachedToSource: z.boolean().exactOptional(),
    attachedToSelf: z.boolean().exactOptional(),
    pairOfSource: z
      .literal(true)
      .describe('CR 702.95b: the source and the creature it is paired with ("each of those creatures").')
      .exactOptional(),
    controller: playerRefSchema.exactOptional(),
    owner: playerRefSchema.exactOptional(),
    types: z.array(z.enum(CARD_TYPES)).exactOptional(),
    notTypes: z.array(z.enum(CARD_TYPES)).exactOptional(),
    supertypes: z.array(z.enum(SUPERTYPES)).exactOptional(),
    notSupertypes: z.array(z.enum(SUPERTYPES)).exactOptional(),
    subtypes: z.array(nameSchema).exactOptional(),
    notSubtypes: z.array(nameSchema).exactOptional(),
    colors: z.array(z.enum(COLORS)).exactOptional(),
    anyTypes: z.array(z.enum(CARD_TYPES)).exactOptional(),
    notColors: z.array(z.enum(COLORS)).exactOptional(),
    tapped: z.boolean().exactOptional(),
    zone: z.enum(FILTER_ZONES).exactOptional(),
    manaValueAtMost: integerSchema.min(0).describe('CR 202.3: "with mana value N or less".').exactOptional(),
    manaValueAtLeast: integerSchema
      .min(0)
      .describe('CR 202.3: "with mana value N or greater".')
      .exactOptional(),
    colorCount: z
      .enum(COLOR_COUNTS)
      .describe('CR 105.2a-c: "monocolored", "multicolored" or "colorless".')
      .exactOptional(),
    withKeyword: keywordSchema.describe('"creatures with flying", after layer 6 (613.1f).').exactOptional(),
    withoutKeyword: keywordSchema
      .describe('"creatures without flying", after layer 6 (613.1f).')
      .exactOptional(),
    ptBound: ptBoundSchema
      .describe('"with power 2 or less" (208.1), as the layers have it so far.')
      .exactOptional(),
    withCounter: nameSchema.describe('"with a +1/+1 counter on it" (122.1).').exactOptional(),
    inState: z
      .enum(SOURCE_STATES)
      .describe('"attacking creatures", "creatures that are enchanted": in this state now (506.4).')
      .exactOptional(),
    token: z.boolean().describe('"creature tokens" (111.1).').exactOptional(),
    blockingSource: z.boolean().describe('"each creature blocking it" (509.1g).').exactOptional(),
    dealtDamageBySource: z
      .literal(true)
      .describe('"a creature dealt damage by [this] this turn" (Sengir Vampire).')
      .exactOptional(),
    chosenCreatureType: z
      .literal(true)
      .describe('"Of the chosen type": the creature type chosen as its source entered (CR 614.12).')
      .exactOptional(),
    chosenColor: z
      .literal(true)
      .describe('"Of the chosen color": the colour chosen as its source entered (CR 614.12).')
      .exactOptional(),
    namedAsSource: z
      .literal(true)
      .describe('"Cards named [this]": named as its source is now (CR 201.5b).')
      .exactOptional(),
    // A getter: the parts are filters themselves.
    get either() {
      return z
        .array(filterObjectSchema)
        .min(2)
        .describe('At least one of these holds: "snow and Zombie creatures" (CR 205.3, 205.4).')
        .exactOptional();
    },
  })
  .meta({ id: 'Filter', description: 'Which objects an effect applies to; every field given must hold.' });

/**
 * The filter's schema as a named interface, so that the schemas built from it refer to it by
 * name rather than spelling out its fields at each use (TS7056: too long to serialize).
 */
export const filterSchema: z.ZodType<Filter> = filterObjectSchema;

const valueOptions = [
  z.strictObject({ kind: z.literal('constant'), n: integerSchema }),
  z.strictObject({ kind: z.literal('count'), of: filterSchema }),
  z.strictObject({
    kind: z.literal('cardTypesAmongCards'),
    in: z.literal('graveyard'),
    whose: playerRefSchema,
  }),
  z.strictObject({ kind: z.literal('lifeTotal'), whose: playerRefSchema }),
  z.strictObject({ kind: z.literal('cardsInHand'), whose: playerRefSchema }),
  z.strictObject({
    kind: z.literal('devotion'),
    colors: z.array(z.enum(COLORS)).min(1),
    whose: playerRefSchema,
  }),
  z.strictObject({ kind: z.literal('partySize'), whose: playerRefSchema }),
  z.strictObject({ kind: z.literal('basicLandTypes'), whose: playerRefSchema }),
  z.strictObject({ kind: z.literal('creaturesDiedThisTurn') }),
  z.strictObject({
    kind: z.literal('lifeThisTurn'),
    change: z.enum(['gained', 'lost']),
    whose: playerRefSchema,
  }),
  z.strictObject({ kind: z.literal('manaValueOfAffected') }),
  z.strictObject({ kind: z.literal('attachedToAffected'), of: filterSchema }),
  z.strictObject({ kind: z.literal('othersThanAffected'), of: filterSchema }),
  z.strictObject({ kind: z.literal('countersOnSource'), counter: nameSchema }),
  z.strictObject({ kind: z.literal('countersOnAffected'), counter: nameSchema.exactOptional() }),
  z.strictObject({ kind: z.literal('colorsAmong'), among: filterSchema }),
  z.strictObject({ kind: z.literal('colorsOfAffected') }),
  z.strictObject({ kind: z.literal('blockingAffected') }),
  z.strictObject({ kind: z.literal('playerCounters'), counter: nameSchema, whose: playerRefSchema }),
  z.strictObject({ kind: z.literal('x') }),
  z.strictObject({ kind: z.literal('thatMuch') }),
  z.strictObject({ kind: z.literal('dieResult') }),
  z.strictObject({ kind: z.literal('cardsThisWay') }),
  z.strictObject({ kind: z.literal('timesKicked') }),
  z.strictObject({ kind: z.literal('colorsSpent') }),
  z.strictObject({ kind: z.literal('manaSpent'), color: z.enum([...COLORS, 'same']).exactOptional() }),
  z.strictObject({ kind: z.literal('powerOfSource') }),
  z.strictObject({ kind: z.literal('sacrificed'), of: z.enum(['power', 'toughness']) }),
  z.strictObject({
    kind: z.literal('ofThatObject'),
    of: z.enum(['power', 'toughness', 'manaValue']),
    object: z.enum(['targets', 'triggerObject', 'chosen']),
  }),
  z.strictObject({
    kind: z.literal('countersOnThatObject'),
    counter: nameSchema,
    object: z.enum(['targets', 'triggerObject']),
  }),
  z.strictObject({
    kind: z.literal('greatest'),
    of: z.enum(['power', 'toughness', 'manaValue']),
    among: filterSchema,
  }),
  z.strictObject({ kind: z.literal('total'), of: z.enum(['power', 'toughness']), among: filterSchema }),
  z.strictObject({ kind: z.literal('different'), of: z.literal('power'), among: filterSchema }),
  z.strictObject({
    kind: z.literal('ofAffected'),
    of: z.enum(['power', 'toughness']),
    doubling: z.literal(true).exactOptional(),
  }),
  z.strictObject({
    kind: z.literal('sum'),
    get of(): z.ZodArray<typeof valueSchema> {
      return z.array(valueSchema);
    },
  }),
  z.strictObject({
    kind: z.literal('times'),
    n: integerSchema,
    get of(): z.ZodType<Value> {
      return valueSchema;
    },
  }),
  z.strictObject({
    kind: z.literal('negate'),
    get of(): z.ZodType<Value> {
      return valueSchema;
    },
  }),
] as const;

/** A number an effect uses (CR 107): a constant or a count read from the game. */
export const valueSchema: z.ZodType<Value> = z.discriminatedUnion('kind', valueOptions).meta({ id: 'Value' });
