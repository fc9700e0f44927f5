import { z } from 'zod';
import { ACTIVATION_WINDOWS } from '../effects/activation-windows.js';
import { COST_VERBS } from '../effects/chosen-costs.js';
import { PLAYER_GROUPS, type PlayerGroup } from '../effects/library.js';
import { fitsTextFamily } from '../effects/text-words.js';
import type {
  AbilityDef,
  Condition,
  CopyException,
  CostPart,
  DelayedEvent,
  DelayedWatch,
  Duration,
  EffectDef,
  EmblemDef,
  EntryChoice,
  Instruction,
  LayerOp,
  Mode,
  Restriction,
  TargetSpec,
  TokenDef,
  Trigger,
} from '../effects/types.js';
import {
  ABILITY_ZONES,
  ALTERNATIVE_COSTS,
  ATTACHED_CREATURE_EVENTS,
  CAST_COSTS,
  CHOSEN_PERMANENT_VERBS,
  COUNTER_CHANGES,
  DAMAGE_RECIPIENTS,
  DAMAGE_TRIGGER_RECIPIENTS,
  DELAYED_EVENTS,
  DELAYED_UNTIL,
  DIVISIONS,
  DURATIONS,
  isNumberedKeyword,
  KEYWORD_QUALITIES,
  MAIN_PHASES,
  OPPONENT_MEASURES,
  OTHER_PAYERS,
  PLAY_PERMISSION_ENDS,
  SELF_EVENTS,
  SOURCE_STATES,
  STEP_OWNERS,
  TARGETING_CONTROLLERS,
  TEXT_WORD_FAMILIES,
} from '../effects/types.js';
import { CARD_TYPES, SUPERTYPES } from '../state/vocabulary.js';
import { COLORS } from '../symbols/colors.js';
import { filterSchema, keywordSchema, playerRefSchema, ptBoundSchema, valueSchema } from './filter-schema.js';
import { keywordActionInstructionOptions } from './keyword-action-schema.js';
import { libraryInstructionOptions, returnedAsShape } from './library-schema.js';
import { countSchema, integerSchema, nameSchema, positiveSchema } from './numbers-schema.js';
import { spendRestrictionSchema } from './spend-schema.js';

/**
 * Validators for the effect language (src/effects/types.ts): layer operations, effect
 * templates and the abilities that `addAbilities` grants, which hold effects in turn.
 */

const cardTypes = z.array(z.enum(CARD_TYPES));
const names = z.array(nameSchema);
const selfOrTargets = z.enum(['targets', 'self']);
const selfTargetsOrAttached = z.enum(['targets', 'self', 'attachedTo']);

export const durationSchema: z.ZodType<Duration> = z.enum(DURATIONS);

const layerOpOptions = [
  z.strictObject({ kind: z.literal('setController'), to: playerRefSchema }),
  z.strictObject({
    kind: z.literal('setTypes'),
    types: cardTypes.exactOptional(),
    addTypes: cardTypes.exactOptional(),
    subtypes: names.exactOptional(),
    addSubtypes: names.exactOptional(),
    allCreatureTypes: z.boolean().exactOptional(),
    addChosenCreatureType: z
      .literal(true)
      .describe('"Is the chosen type in addition to its other types" (CR 614.12, 613.1d).')
      .exactOptional(),
  }),
  z.strictObject({ kind: z.literal('setBasicLandTypes'), landTypes: names }),
  z.strictObject({ kind: z.literal('setColors'), colors: z.array(z.enum(COLORS)) }),
  z.strictObject({ kind: z.literal('addColors'), colors: z.array(z.enum(COLORS)) }),
  z.strictObject({ kind: z.literal('setChosenColor') }),
  z.strictObject({ kind: z.literal('addChosenColorProtection') }),
  z.strictObject({ kind: z.literal('loseAllAbilities') }),
  z
    .strictObject({ kind: z.literal('loseKeywords'), keywords: z.array(keywordSchema).min(1) })
    .describe('Layer 6 (613.1f): "loses flying": every instance of these keywords goes (113.10b).'),
  z.strictObject({
    kind: z.literal('addAbilities'),
    get abilities(): z.ZodArray<z.ZodType<AbilityDef>> {
      return z.array(abilitySchema);
    },
  }),
  z.strictObject({
    kind: z.literal('setPT'),
    power: valueSchema.exactOptional(),
    toughness: valueSchema.exactOptional(),
  }),
  z.strictObject({ kind: z.literal('modifyPT'), power: valueSchema, toughness: valueSchema }),
  z.strictObject({ kind: z.literal('switchPT') }),
  z
    .strictObject({
      kind: z.literal('changeText'),
      family: z.enum(TEXT_WORD_FAMILIES),
      from: nameSchema,
      to: nameSchema,
    })
    .refine((op) => fitsTextFamily(op.family, op.from, op.to), {
      message:
        'from and to must be two different words of its family (a colour letter, a basic land type, a creature type)',
    })
    .describe(
      'Layer 3 (613.1c, 612.1): its own text says `to` wherever it used `from` as a word of `family`.',
    ),
] as const;

/** What an effect does in one layer (CR 613.1) or sublayer (613.4). */
export const layerOpSchema: z.ZodType<LayerOp> = z
  .discriminatedUnion('kind', layerOpOptions)
  .meta({ id: 'LayerOp' });

/** A continuous effect's template: what it applies to and what it does. */
export const effectDefSchema: z.ZodType<EffectDef> = z
  .strictObject({ affects: filterSchema, ops: z.array(layerOpSchema) })
  .meta({ id: 'EffectDef' });

/** Permanents players choose as it resolves and sacrifice or return (CR 701.21a, 608.2d). */
const chosenPermanentsSchema = <W extends z.ZodType<PlayerGroup>>(who: W) =>
  z.strictObject({
    kind: z.literal('chosenPermanents'),
    verb: z.enum(CHOSEN_PERMANENT_VERBS),
    who,
    amount: valueSchema,
    filter: filterSchema,
    exploit: z.literal(true).exactOptional(),
  });

/** CR 707.9a-b: what a copy effect changes in the values it copies. */
export const copyExceptionSchema: z.ZodType<CopyException> = z.strictObject({
  power: integerSchema.exactOptional(),
  toughness: integerSchema.exactOptional(),
  addSupertypes: z.array(z.enum(SUPERTYPES)).exactOptional(),
  addTypes: cardTypes.exactOptional(),
  addSubtypes: names.exactOptional(),
  addKeywords: z.array(keywordSchema).exactOptional(),
  get addAbilities(): z.ZodExactOptional<z.ZodArray<z.ZodType<AbilityDef>>> {
    return z
      .array(abilitySchema)
      .describe('CR 707.9a: abilities the copy has besides those it copied.')
      .exactOptional();
  },
});

export const instructionSchema: z.ZodType<Instruction> = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('tokenCopy'),
      on: z.enum(['targets', 'triggerObject']),
      except: copyExceptionSchema.exactOptional(),
    }),
    z.strictObject({
      kind: z.literal('createEffect'),
      on: z.enum([
        'targets',
        'self',
        'filter',
        'triggerObject',
        'attachedTo',
        'otherAttackers',
        'created',
        'pairedWithTargets',
      ]),
      effect: effectDefSchema,
      duration: durationSchema,
    }),
    z.strictObject({
      kind: z.literal('addCounters'),
      on: z.enum(['targets', 'self', 'filter', 'attachedTo', 'triggerObject', 'created']),
      filter: filterSchema.exactOptional(),
      counter: nameSchema,
      amount: valueSchema,
    }),
    z.strictObject({
      kind: z.literal('removeCounters'),
      on: z.enum(['targets', 'self', 'filter', 'attachedTo', 'triggerObject', 'created']),
      filter: filterSchema.exactOptional(),
      counter: nameSchema,
      amount: valueSchema,
    }),
    z.strictObject({
      kind: z.literal('drawCards'),
      amount: valueSchema,
      who: z.enum(PLAYER_GROUPS).exactOptional(),
    }),
    z
      .strictObject({
        kind: z.literal('delayed'),
        get at(): z.ZodType<DelayedEvent | DelayedWatch> {
          return delayedAtSchema;
        },
        get instructions(): z.ZodArray<z.ZodType<Instruction>> {
          return z.array(instructionSchema);
        },
        remembers: z
          .enum(['targets', 'created'])
          .describe(
            "CR 608.2c: the object its `triggerObject` names: the first target, or the token the instruction before created; absent, the trigger's object.",
          )
          .exactOptional(),
      })
      .describe('CR 603.7a: create a delayed triggered ability doing these instructions at `at`.'),
    z
      .strictObject({
        kind: z.literal('reflexive'),
        get targets(): z.ZodExactOptional<z.ZodType<TargetSpec>> {
          return targetSpecSchema.exactOptional();
        },
        get instructions(): z.ZodArray<z.ZodType<Instruction>> {
          return z.array(instructionSchema);
        },
      })
      .describe(
        'CR 603.12: a reflexive triggered ability ("When you do") doing these instructions, with its own targets.',
      ),
    z.strictObject({
      kind: z.literal('moveCounter'),
      counter: nameSchema,
      from: z.enum(['self', 'targets']),
      to: z.enum(['triggerObject', 'self', 'targets', 'secondTarget']),
    }),
    z.strictObject({
      kind: z.literal('destroy'),
      on: z.enum(['targets', 'filter', 'self', 'triggerObject']),
      filter: filterSchema.exactOptional(),
      noRegeneration: z.boolean().exactOptional(),
    }),
    z.strictObject({
      kind: z.literal('dealDamage'),
      to: z.enum(DAMAGE_RECIPIENTS),
      amount: valueSchema,
      only: filterSchema.exactOptional(),
    }),
    z.strictObject({
      kind: z.literal('dealDividedDamage'),
      amount: valueSchema,
      division: z
        .enum(DIVISIONS)
        .describe(
          'As its controller announced it (CR 601.2d), or evenly, rounded down, among the targets still legal as it resolves (CR 107.1a).',
        ),
    }),
    z.strictObject({ kind: z.literal('damageItselfByPower'), on: z.enum(['targets', 'eachCreature']) }),
    z.strictObject({ kind: z.literal('targetDealsPowerDamageToSelf') }),
    z.strictObject({ kind: z.literal('targetDealsPowerDamageToItsController') }),
    z.strictObject({
      kind: z.literal('gainLife'),
      amount: valueSchema,
      who: z.literal('targetsController').exactOptional(),
    }),
    z.strictObject({
      kind: z.literal('loseLife'),
      who: z.enum([...PLAYER_GROUPS, 'defendingPlayer']),
      youGainTotal: z.literal(true).exactOptional(),
      amount: valueSchema,
    }),
    ...(['tap', 'untap'] as const).map((kind) =>
      z.strictObject({
        kind: z.literal(kind),
        on: z.enum(['targets', 'self', 'attachedTo', 'filter']),
        filter: filterSchema.exactOptional(),
      }),
    ),
    z
      .strictObject({ kind: z.literal('tapOrUntap'), on: selfTargetsOrAttached })
      .describe('CR 701.26a-b, 608.2d: tap or untap them, which one its controller chooses as it resolves.'),
    z.strictObject({
      kind: z.literal('sacrifice'),
      on: z.enum(['self', 'triggerObject']),
      by: z.literal('itsController').exactOptional(),
    }),
    z.strictObject({ kind: z.literal('returnToHand'), on: z.enum(['targets', 'self', 'triggerObject']) }),
    z.strictObject({ kind: z.literal('attach'), on: z.literal('targets') }),
    z.strictObject({ kind: z.literal('exile'), on: z.enum(['targets', 'self', 'triggerObject']) }),
    z
      .strictObject({
        kind: z.literal('flicker'),
        on: selfOrTargets,
        atNextEndStep: z.literal(true).exactOptional(),
        ...returnedAsShape,
      })
      .describe(
        'Exiled, then the card returned to the battlefield (CR 400.7j), or at the next end step (603.7a).',
      ),
    z
      .strictObject({ kind: z.literal('exileIfDies'), on: z.literal('targets') })
      .describe('"If that creature would die this turn, exile it instead" (CR 614.1a).'),
    z
      .strictObject({
        kind: z.literal('exileToPlay'),
        amount: positiveSchema,
        until: z.enum(PLAY_PERMISSION_ENDS),
        castOnly: z.literal(true).exactOptional(),
      })
      .describe(
        "The top cards of its controller's library exiled, which they may play (CR 601.3, 305.1, 611.2a).",
      ),
    z
      .strictObject({ kind: z.literal('returnExiled'), ...returnedAsShape })
      .describe("A delayed triggered ability's return of the card exiled (CR 603.7a, 603.7c)."),
    z.strictObject({ kind: z.literal('createToken'), token: nameSchema }),
    z.strictObject({
      kind: z.literal('createTokens'),
      get token(): z.ZodType<TokenDef> {
        return tokenDefSchema;
      },
      amount: valueSchema,
      size: valueSchema
        .exactOptional()
        .describe(
          '"An X/X token": its power and toughness, each this number as it resolves (CR 107.3a, 608.2h).',
        ),
      tapped: z.boolean().exactOptional(),
      creator: z
        .enum(['targetsController', ...PLAYER_GROUPS.filter((g) => g !== 'you')])
        .exactOptional()
        .describe(
          '"Its controller creates ...": the controller of its target creates them; "each opponent creates ...": each of those players (CR 111.2).',
        ),
      attacking: z
        .literal(true)
        .exactOptional()
        .describe('"That\'s tapped and attacking": put onto the battlefield attacking (CR 508.4).'),
    }),
    z.strictObject({ kind: z.literal('regenerate'), on: selfTargetsOrAttached }),
    z
      .strictObject({ kind: z.literal('ascend') })
      .describe(
        "Ascend on an instant or sorcery: the city's blessing with ten or more permanents (CR 702.131a).",
      ),
    z
      .strictObject({
        kind: z.literal('getEmblem'),
        who: z.enum(['you', 'targets']).describe('Its controller, or its target opponent.'),
        get emblem(): z.ZodType<EmblemDef> {
          return emblemDefSchema;
        },
      })
      .describe('"You get an emblem with "…"", "Target opponent gets an emblem with "…"" (CR 114.2).'),
    z
      .strictObject({
        kind: z.literal('becomeMonarch'),
        who: z
          .literal('triggerObjectController')
          .describe("The trigger object's controller (CR 724.2); absent: the ability's controller.")
          .exactOptional(),
      })
      .describe('"You become the monarch" (CR 724.1, 724.3).'),
    z.strictObject({
      kind: z.literal('goad'),
      on: z.enum(['targets', 'filter', 'triggerObject']),
      filter: filterSchema.exactOptional(),
    }),
    z.strictObject({
      kind: z.literal('addMana'),
      mana: z.union([
        z.string(),
        z.array(z.string()).min(2).describe('The options, one of which its controller chooses (CR 608.2d).'),
      ]),
      times: valueSchema.exactOptional(),
      spendOnly: spendRestrictionSchema.exactOptional(),
      ofChosenColor: z
        .literal(true)
        .describe('"One mana of the chosen color": the colour its source chose as it entered (CR 614.12).')
        .exactOptional(),
    }),
    z.strictObject({ kind: z.literal('getCounters'), counter: nameSchema, amount: valueSchema }),
    z
      .strictObject({ kind: z.literal('distributeCounters'), counter: nameSchema, amount: valueSchema })
      .describe('Counters distributed among its targets as announced (CR 601.2d).'),
    z.strictObject({ kind: z.literal('adapt'), amount: valueSchema }),
    z.strictObject({
      kind: z.literal('removeCounter'),
      counter: nameSchema,
      get ifDone(): z.ZodArray<z.ZodType<Instruction>> {
        return z.array(instructionSchema);
      },
      get otherwise(): z.ZodArray<z.ZodType<Instruction>> {
        return z.array(instructionSchema);
      },
    }),
    z
      .strictObject({
        kind: z.literal('conditional'),
        get condition(): z.ZodType<Condition> {
          return conditionSchema;
        },
        get ifHolds(): z.ZodArray<z.ZodType<Instruction>> {
          return z.array(instructionSchema);
        },
        get otherwise(): z.ZodArray<z.ZodType<Instruction>> {
          return z.array(instructionSchema);
        },
      })
      .describe('"If [condition], [ifHolds]": read as it is followed, else `otherwise` (CR 608.2c, 608.2h).'),
    z
      .strictObject({
        kind: z.literal('flipCoin'),
        get ifWon(): z.ZodArray<z.ZodType<Instruction>> {
          return z.array(instructionSchema);
        },
        get ifLost(): z.ZodArray<z.ZodType<Instruction>> {
          return z.array(instructionSchema);
        },
      })
      .describe(
        "A coin flip by its controller, from the state's generator; then `ifWon` or `ifLost` (CR 705.2).",
      ),
    z
      .strictObject({
        kind: z.literal('rollDice'),
        count: valueSchema,
        sides: positiveSchema,
        get after(): z.ZodArray<z.ZodType<Instruction>> {
          return z.array(instructionSchema);
        },
      })
      .describe(
        'Its controller rolls `count` dice of `sides` sides, then `after`, reading their total (CR 706.1, 706.4).',
      ),
    z
      .strictObject({
        kind: z.literal('fromHandAnyNumber'),
        verb: z.enum(['reveal', 'discard']),
        filter: filterSchema,
        get after(): z.ZodArray<z.ZodType<Instruction>> {
          return z.array(instructionSchema);
        },
      })
      .describe(
        'Its controller reveals or discards any number of the cards in their hand `filter` describes, then `after`, reading how many (CR 701.20a, 701.9a, 608.2d).',
      ),
    z.strictObject({ kind: z.literal('removeAllCounters'), counter: nameSchema }),
    z.strictObject({ kind: z.literal('monstrosity'), amount: valueSchema }),
    z.strictObject({ kind: z.literal('transform') }),
    z
      .strictObject({
        kind: z.literal('tokenCopyOfSelf'),
        colors: z.array(z.enum(COLORS)),
        addSubtypes: z.array(nameSchema),
        power: integerSchema.exactOptional(),
        toughness: integerSchema.exactOptional(),
      })
      .describe("CR 707.9b: a token copy of the ability's own card, with exceptions (embalm, eternalize)."),
    z
      .strictObject({ kind: z.literal('counter'), on: z.enum(['targets', 'triggerObject']) })
      .describe(
        'CR 701.6a: counter each target spell or ability, or the one its trigger event is about (702.21a).',
      ),
    z
      .strictObject({ kind: z.literal('gainChosenColorProtection'), on: z.enum(['targets', 'self']) })
      .describe(
        'CR 608.2d, 702.16a: its controller chooses a colour as it resolves; its targets or its source gain protection from it until end of turn.',
      ),
    z
      .strictObject({
        kind: z.literal('chosenTypeEffect'),
        effect: effectDefSchema,
        excluding: z.literal(true).exactOptional(),
        duration: durationSchema,
      })
      .describe(
        'CR 608.2d, 205.3m: its controller chooses a creature type as it resolves; the effect is created for the creatures of `affects` of that type (`excluding`: not of it).',
      ),
    z
      .strictObject({
        kind: z.literal('gainChosenKeyword'),
        on: z.enum(['targets', 'self']),
        keywords: z.array(keywordSchema).min(2),
        alsoOps: z.array(layerOpSchema).exactOptional(),
      })
      .describe(
        'CR 608.2d: its controller chooses one of these keywords as it resolves; its targets or its source gain it until end of turn.',
      ),
    z
      .strictObject({
        kind: z.literal('changeText'),
        on: z.literal('targets'),
        families: z.array(z.enum(TEXT_WORD_FAMILIES)).min(1),
        to: nameSchema.exactOptional(),
        duration: durationSchema,
      })
      .describe(
        "CR 612.1, 608.2d: its controller chooses a word of one of `families` and another (or `to`) as it resolves; its targets' text changes.",
      ),
    z
      .strictObject({ kind: z.literal('becomeLevel'), level: positiveSchema })
      .describe("CR 716.2a: its source's level becomes this."),
    z
      .strictObject({
        kind: z.literal('ofTargetWord'),
        word: positiveSchema,
        get instructions(): z.ZodArray<z.ZodType<Instruction>> {
          return z.array(instructionSchema);
        },
      })
      .describe(
        'CR 115.1: instructions acting on the targets of a later instance of the word "target" (0 is the first).',
      ),
    z
      .strictObject({ kind: z.literal('unearth') })
      .describe('CR 702.84a: unearth returns its card, which gains haste.'),
    z
      .strictObject({ kind: z.literal('ninjutsu') })
      .describe('CR 702.49a: ninjutsu puts its card onto the battlefield tapped and attacking.'),
    z.strictObject({ kind: z.literal('renown'), amount: valueSchema }),
    z.strictObject({ kind: z.literal('evolve') }),
    z
      .strictObject({ kind: z.literal('pair'), with: z.enum(['chosen', 'triggerObject']) })
      .describe('CR 702.95a: soulbond pairs its creature with another unpaired creature.'),
    z.strictObject({
      kind: z.literal('preventDamage'),
      on: z.enum(['targets', 'self', 'you', 'all']),
      damage: z.enum(['to', 'by', 'toAndBy']),
      amount: valueSchema
        .exactOptional()
        .describe('The N of "the next N damage" (CR 615.7); absent for all.'),
      combatOnly: z.literal(true).exactOptional(),
    }),
    z.strictObject({
      kind: z.literal('modal'),
      min: countSchema,
      max: countSchema,
      get modes(): z.ZodArray<z.ZodType<Mode>> {
        return z.array(modeSchema);
      },
    }),
    z.strictObject({
      kind: z.literal('optional'),
      payer: z
        .enum(OTHER_PAYERS)
        .exactOptional()
        .describe(
          "CR 118.12a: who chooses and pays, when not its controller: its target's controller, or the controller of the spell or ability its trigger event is about (ward, 702.21a).",
        ),
      pay: z.string().exactOptional().describe("A mana cost paid from its controller's pool (CR 118.12)."),
      payLife: countSchema.exactOptional().describe('Life its controller pays (CR 119.4).'),
      payEnergy: countSchema.exactOptional().describe('Energy counters its controller pays (CR 107.14).'),
      cost: z
        .array(
          z.discriminatedUnion('kind', [
            z.strictObject({
              kind: z.literal('discard'),
              who: z.literal('you'),
              amount: valueSchema,
              filter: filterSchema.exactOptional(),
              atRandom: z.literal(true).exactOptional(),
            }),
            z.strictObject({ kind: z.literal('sacrifice'), on: z.literal('self') }),
            chosenPermanentsSchema(z.literal('you')),
          ]),
        )
        .exactOptional()
        .describe('A cost done on resolution before `ifDone` (CR 118.12).'),
      payTimes: valueSchema
        .exactOptional()
        .describe('The cost is paid this many times, counted as it is paid (CR 702.24a).'),
      get ifDone(): z.ZodArray<z.ZodType<Instruction>> {
        return z.array(instructionSchema);
      },
      get otherwise(): z.ZodArray<z.ZodType<Instruction>> {
        return z.array(instructionSchema);
      },
    }),
    chosenPermanentsSchema(z.enum(PLAYER_GROUPS)),
    ...libraryInstructionOptions,
    ...keywordActionInstructionOptions,
  ])
  .meta({ id: 'Instruction' });

const oneTargetSchema = z
  .strictObject({
    count: z
      .union([countSchema, z.literal('x')])
      .describe('How many targets; `x`: the X announced before them (CR 601.2b-c, 107.3a).'),
    filter: filterSchema,
    players: z.boolean().exactOptional(),
    anyTarget: z.boolean().exactOptional(),
    orPlayer: z.boolean().exactOptional(),
    playerIs: z.literal('opponent').exactOptional(),
    combat: z.enum(['attacking', 'blocking', 'attackingOrBlocking']).exactOptional(),
    withKeyword: keywordSchema.exactOptional(),
    withoutKeyword: keywordSchema.exactOptional(),
    ptBound: ptBoundSchema
      .extend({ plus: valueSchema.exactOptional() })
      .describe('"with power 2 or less" (208.1), "with power X or less": n plus a number of the game.')
      .exactOptional(),
    abilities: z.enum(['any', 'activated', 'triggered']).exactOptional(),
    another: z
      .literal(true)
      .describe('"another target": none of the targets of the instances of "target" before it (CR 115.3).')
      .exactOptional(),
  })
  .meta({ id: 'OneTarget' });

const upToSchema = z
  .union([countSchema, z.literal('x'), z.literal('any')])
  .describe(
    'A variable number of targets, from `count` to this many, to X (`x`, CR 107.3a), or any number (CR 601.2c, 115.6).',
  )
  .exactOptional();

const targetSpecSchema: z.ZodType<TargetSpec> = oneTargetSchema
  .extend({
    also: z
      .array(oneTargetSchema.extend({ upTo: upToSchema }))
      .describe(
        'The further instances of the word "target", each with its own targets, in order; only the last may have a variable number (CR 115.1, 601.2c).',
      )
      .exactOptional(),
    upTo: upToSchema,
  })
  .meta({ id: 'Targets' });

/** One mode of a modal spell or ability (CR 700.2): its targets, split among the chosen modes (700.2c). */
const modeSchema: z.ZodType<Mode> = z.strictObject({
  targets: targetSpecSchema.nullable(),
  get instructions(): z.ZodArray<z.ZodType<Instruction>> {
    return z.array(instructionSchema);
  },
});

const entryOptionSchema = z.strictObject({
  name: nameSchema,
  power: integerSchema,
  toughness: integerSchema,
  addTypes: cardTypes.exactOptional(),
  addSubtypes: names.exactOptional(),
  addKeywords: z.array(keywordSchema).exactOptional(),
});

const entryChoiceSchema: z.ZodType<EntryChoice> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('opponent') }),
  z.strictObject({ kind: z.literal('color') }),
  z.strictObject({ kind: z.literal('creatureType') }),
  z.strictObject({
    kind: z.literal('copy'),
    of: filterSchema,
    except: copyExceptionSchema.exactOptional(),
    counters: z.strictObject({ counter: nameSchema, amount: valueSchema }).exactOptional(),
  }),
  z.strictObject({ kind: z.literal('characteristics'), options: z.array(entryOptionSchema) }),
]);

const conditionSchema: z.ZodType<Condition> = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('levelBetween'), min: integerSchema, max: integerSchema.nullable() }),
    z.strictObject({ kind: z.literal('valueAtLeast'), value: valueSchema, n: integerSchema }),
    z.strictObject({ kind: z.literal('valueAtMost'), value: valueSchema, n: integerSchema }),
    z.strictObject({ kind: z.literal('yourTurn'), yours: z.boolean() }),
    z.strictObject({ kind: z.literal('youAttackedThisTurn') }),
    z
      .strictObject({ kind: z.literal('dealtDamageToOpponentThisTurn') })
      .describe('"If [this] dealt damage to an opponent this turn", as the object it is now (CR 400.7).'),
    z
      .strictObject({ kind: z.literal('permanentLeftThisTurn') })
      .describe('Revolt: "if a permanent you controlled left the battlefield this turn".'),
    z
      .strictObject({ kind: z.literal('plusOneCounterPutThisTurn') })
      .describe('"If a +1/+1 counter was put on a permanent under your control this turn" (CR 122.6).'),
    z
      .strictObject({ kind: z.literal('hasEmblem') })
      .describe('"As long as you have one or more emblems" (CR 114.2).'),
    z
      .strictObject({ kind: z.literal('cityBlessing') })
      .describe('"As long as / if you have the city\'s blessing" (CR 702.131c).'),
    z
      .strictObject({ kind: z.literal('monarch'), who: z.enum(['you', 'opponent']) })
      .describe('"If you\'re the monarch", "if an opponent is the monarch" (CR 724.1).'),
    z
      .strictObject({ kind: z.literal('attackedOrBlockedThisCombat') })
      .describe(
        '"If [this] attacked or blocked this combat": it is in the combat under way (CR 506.4, 511.3).',
      ),
    z
      .strictObject({ kind: z.literal('attackedWithTotalPower'), atLeast: integerSchema })
      .describe(
        'Pack tactics: the total power of the creatures you declared as attackers this combat is at least `atLeast` (CR 508.1, 508.4).',
      ),
    z.strictObject({ kind: z.literal('spellsCastLastTurn'), amount: z.enum(['none', 'twoByAPlayer']) }),
    z.strictObject({
      kind: z.literal('sourceIs'),
      state: z.enum(SOURCE_STATES),
      not: z.literal(true).exactOptional(),
    }),
    z
      .strictObject({
        kind: z.literal('castWith'),
        cost: z.enum([...ALTERNATIVE_COSTS, 'kicker']),
        kicker: z
          .string()
          .describe('"Kicked with its {1}{U} kicker": that one of its kicker costs, as printed (CR 702.33f).')
          .exactOptional(),
      })
      .describe(
        'How the spell that became it was cast: an alternative cost paid, or kicked (CR 118.9, 702.33d).',
      ),
    z
      .strictObject({ kind: z.literal('wasCast'), from: z.literal('hand').exactOptional() })
      .describe('"If you cast it [from your hand]": it was a spell cast [from its hand] (CR 601.2a).'),
    z
      .strictObject({
        kind: z.literal('classLevel'),
        level: positiveSchema,
        orGreater: z.literal(true).exactOptional(),
      })
      .describe(
        'Its level is this, or with `orGreater` at least this (CR 716.2a); no level is level 1 (716.2d).',
      ),
    z
      .strictObject({
        kind: z.literal('thatObjectIs'),
        object: z.enum(['targets', 'attachedTo']),
        filter: filterSchema,
      })
      .describe(
        '"If it\'s a Cyclops": the target "it" names, or the creature the source is attached to, matches the filter (CR 608.2c).',
      ),
    z
      .strictObject({
        kind: z.literal('anOpponentHas'),
        measure: z.enum(OPPONENT_MEASURES),
        side: z.enum(['atLeast', 'atMost']),
        n: integerSchema,
      })
      .describe('"An opponent has 10 or less life": some one opponent has that many (CR 102.3).'),
  ])
  .meta({ id: 'Condition' });

const whoseStep = z.enum(STEP_OWNERS);

/** CR 603.7b: an event a delayed triggered ability waits for until its stated duration ends. */
const delayedWhenSchema = z.union([
  z.strictObject({ kind: z.enum(['dies', 'leavesBattlefield', 'becomesBlocked']) }),
  z.strictObject({
    kind: z.enum(['creatureAttacks', 'creatureBlocks', 'permanentDies', 'permanentEnters']),
    filter: filterSchema,
  }),
]);

const delayedWatchSchema = z
  .strictObject({ when: delayedWhenSchema, until: z.enum(DELAYED_UNTIL) })
  .meta({ id: 'DelayedWatch' });

/** CR 603.7b: when a delayed triggered ability triggers: the next step of a kind, or each event until a duration ends. */
export const delayedAtSchema: z.ZodType<DelayedEvent | DelayedWatch> = z.union([
  z.enum(DELAYED_EVENTS),
  delayedWatchSchema,
]);

const triggerSchema: z.ZodType<Trigger> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('crewsVehicle') }),
  z.strictObject({ kind: z.literal('youExert') }),
  z.strictObject({ kind: z.literal('entersBattlefield') }),
  z.strictObject({ kind: z.literal('dies') }),
  z.strictObject({ kind: z.literal('leavesBattlefield') }),
  z.strictObject({ kind: z.literal('attacks') }),
  z.strictObject({ kind: z.literal('blocks') }),
  z.strictObject({ kind: z.literal('becomesBlocked') }),
  z.strictObject({
    kind: z.literal('blocksCreature'),
    filter: filterSchema,
    keyword: z.strictObject({ keyword: keywordSchema, has: z.boolean() }).exactOptional(),
  }),
  z.strictObject({ kind: z.literal('becomesBlockedByCreature'), filter: filterSchema }),
  z.strictObject({ kind: z.literal('blocksOrBecomesBlockedByCreature'), filter: filterSchema }),
  z.strictObject({ kind: z.literal('attacksAndIsntBlocked') }),
  z.strictObject({ kind: z.literal('attacksAlone') }),
  z.strictObject({ kind: z.literal('creatureAttacksAlone'), filter: filterSchema }),
  z.strictObject({
    kind: z.literal('creatureAttacks'),
    filter: filterSchema,
    orSelf: z.literal(true).exactOptional(),
    attacking: z.enum(['you', 'youOrYourPlaneswalker']).exactOptional(),
  }),
  z.strictObject({ kind: z.literal('creatureBecomesBlocked'), filter: filterSchema }),
  z.strictObject({ kind: z.literal('attacksWithOthers'), others: countSchema }),
  z.strictObject({ kind: z.literal('dealsCombatDamageToPlayer') }),
  z.strictObject({
    kind: z.literal('beginningOfUpkeep'),
    whose: whoseStep,
    sinceLastUpkeep: z
      .literal(true)
      .exactOptional()
      .describe(
        "Echo's intervening if (CR 702.30a, 603.4): only if it came under its controller's control since their last upkeep.",
      ),
  }),
  z.strictObject({ kind: z.literal('beginningOfDrawStep'), whose: whoseStep }),
  z.strictObject({ kind: z.literal('beginningOfMainPhase'), whose: whoseStep, phase: z.enum(MAIN_PHASES) }),
  z.strictObject({ kind: z.literal('beginningOfEndStep'), whose: whoseStep }),
  z.strictObject({
    kind: z.literal('permanentEnters'),
    filter: filterSchema,
    orSelf: z.boolean().exactOptional(),
  }),
  z.strictObject({
    kind: z.literal('permanentDies'),
    filter: filterSchema,
    orSelf: z.boolean().exactOptional(),
  }),
  z.strictObject({ kind: z.literal('creaturesAttack'), filter: filterSchema }),
  z
    .strictObject({
      kind: z.literal('attachedCreatureEvent'),
      events: z.array(z.enum(ATTACHED_CREATURE_EVENTS)).min(1),
    })
    .describe(
      'CR 303.4, 301.5, 603.2: an event of the permanent its source is attached to, the trigger object.',
    ),
  z.strictObject({
    kind: z.literal('creatureDealsCombatDamageToPlayer'),
    filter: filterSchema,
    orSelf: z.boolean().exactOptional(),
    oneOrMore: z.literal(true).exactOptional(),
  }),
  z.strictObject({
    kind: z.literal('countersPutOnSelf'),
    counter: nameSchema,
    each: z.literal(true).exactOptional(),
  }),
  z.strictObject({ kind: z.literal('lastCounterRemovedFromSelf'), counter: nameSchema }),
  z.strictObject({ kind: z.literal('exploits') }),
  z.strictObject({
    kind: z.literal('countersPut'),
    counter: nameSchema,
    filter: filterSchema,
    orSelf: z.boolean().exactOptional(),
    each: z.literal(true).exactOptional(),
  }),
  z.strictObject({ kind: z.literal('becomesTapped') }),
  z.strictObject({ kind: z.literal('becomesUntapped') }),
  z.strictObject({ kind: z.literal('youGainLife') }),
  z.strictObject({ kind: z.literal('youRollDie'), atLeast: positiveSchema.exactOptional() }),
  z.strictObject({
    kind: z.literal('youDrawCard'),
    nth: positiveSchema
      .exactOptional()
      .describe(
        'CR 121.2: only the card that is the player\'s this many-th drawn this turn ("your second card each turn").',
      ),
  }),
  z
    .strictObject({ kind: z.literal('permanentSacrificed'), filter: filterSchema })
    .describe('CR 701.21a, 603.10a: a permanent the filter matches, as it last was, was sacrificed.'),
  z
    .strictObject({
      kind: z.literal('cardDiscarded'),
      filter: filterSchema,
      cycled: z.literal(true).exactOptional(),
    })
    .describe('CR 701.9a, 702.29c-d: a card the filter matches was discarded (cycled, with `cycled`).'),
  z
    .strictObject({
      kind: z.literal('cardPutIntoGraveyard'),
      filter: filterSchema,
      oneOrMore: z.literal(true).exactOptional(),
    })
    .describe(
      'CR 603.6c: a card the filter matches was put into a graveyard from anywhere, read there; `oneOrMore`: once for each event (603.2c).',
    ),
  z.strictObject({ kind: z.literal('castSelf') }),
  z
    .strictObject({ kind: z.literal('chapter'), chapter: positiveSchema })
    .describe('CR 714.2b: lore counters put on it took it from fewer than this many to at least this many.'),
  z.strictObject({ kind: z.literal('becomesMonstrous') }).describe('CR 701.37a: it became monstrous.'),
  z.strictObject({ kind: z.literal('becomesRenowned') }).describe('CR 702.112a: it became renowned.'),
  z
    .strictObject({ kind: z.literal('becomesLevel'), level: positiveSchema })
    .describe('CR 716.2a: its level became this.'),
  z
    .strictObject({
      kind: z.literal('becomesTarget'),
      abilities: z.boolean(),
      by: z.enum(TARGETING_CONTROLLERS),
    })
    .describe(
      'A spell (and with `abilities`, an ability) controlled by `by` targets it (CR 601.2c, 602.2b, 603.3d).',
    ),
  z
    .strictObject({
      kind: z.literal('permanentBecomesTarget'),
      filter: filterSchema,
      abilities: z.boolean(),
      by: z.enum(TARGETING_CONTROLLERS),
    })
    .describe(
      'A spell (and with `abilities`, an ability) controlled by `by` targets a permanent the filter matches, the trigger object (CR 601.2c, 602.2b, 603.3d).',
    ),
  z.strictObject({ kind: z.literal('beginningOfCombat'), whose: whoseStep }),
  z.strictObject({ kind: z.literal('endOfCombat') }).describe('CR 511.2: as the end of combat step begins.'),
  z
    .strictObject({ kind: z.literal('reflexive') })
    .describe(
      'CR 603.12: a reflexive triggered ability, triggered as its ability did what it says ("When you do").',
    ),
  z
    .strictObject({ kind: z.literal('delayedEvent'), when: delayedWhenSchema })
    .describe(
      'CR 603.7b: a delayed triggered ability with a stated duration, triggered as its event happened.',
    ),
  z.strictObject({ kind: z.literal('stateHolds'), condition: conditionSchema }),
  z.strictObject({
    kind: z.literal('dealsDamage'),
    to: z.enum(DAMAGE_TRIGGER_RECIPIENTS),
    combat: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('isDealtDamage'), combat: z.literal(true).exactOptional() }),
  z.strictObject({ kind: z.literal('turnedFaceUp') }),
  z.strictObject({
    kind: z.literal('permanentTurnedFaceUp'),
    filter: filterSchema,
    orSelf: z.boolean().exactOptional(),
  }),
  z.strictObject({
    kind: z.literal('anyOf'),
    triggers: z.array(z.strictObject({ kind: z.enum(SELF_EVENTS) })).min(2),
  }),
  z.strictObject({
    kind: z.literal('spellCast'),
    caster: z.enum(['you', 'opponents', 'any']),
    spell: z.array(filterSchema).min(1),
    targetsSelf: z.literal(true).exactOptional(),
    orCopy: z.literal(true).exactOptional(),
    nth: positiveSchema
      .exactOptional()
      .describe(
        'CR 601.2i: only the spell that is its caster\'s this many-th cast this turn ("your second spell each turn").',
      ),
    notFirst: z
      .literal(true)
      .exactOptional()
      .describe(
        'CR 601.2i: any spell but its caster\'s first this turn ("a spell other than your first spell each turn").',
      ),
    kicked: z.literal(true).exactOptional(),
  }),
]);

const costPartSchema: z.ZodType<CostPart> = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('removeCounters'),
      counter: nameSchema,
      amount: z.union([countSchema, z.literal('x')]).describe('`x`: the X announced (CR 601.2b, 107.3a).'),
    }),
    z.strictObject({ kind: z.literal('putCounters'), counter: nameSchema, amount: countSchema }),
    z.strictObject({ kind: z.literal('sacrificeSelf') }),
    z.strictObject({ kind: z.literal('payLife'), amount: countSchema }),
    z.strictObject({ kind: z.literal('payEnergy'), amount: countSchema }),
    z.strictObject({ kind: z.literal('discardHand') }),
    z
      .strictObject({ kind: z.literal('discardAtRandom'), amount: countSchema })
      .describe("Cards discarded at random, picked by the state's generator (`seed`) (CR 701.9b)."),
    z
      .strictObject({
        kind: z.literal('chosen'),
        verb: z.enum(COST_VERBS),
        amount: countSchema,
        filter: filterSchema,
      })
      .describe('Objects the player chooses as the cost is paid (CR 601.2h), named by the activation.'),
    z.strictObject({
      kind: z.literal('discardSelf'),
      cycling: z
        .literal(true)
        .exactOptional()
        .describe('A cycling cost (CR 702.29a, 702.29f): the discard is cycling the card.'),
    }),
    z.strictObject({ kind: z.literal('exertSelf') }),
    z.strictObject({ kind: z.literal('exileSelf') }),
  ])
  .meta({ id: 'CostPart' });

const qualitySchema = z
  .strictObject({
    types: cardTypes.exactOptional(),
    subtypes: names.exactOptional(),
    colors: z.array(z.enum(COLORS)).exactOptional(),
    keywords: z.array(keywordSchema).exactOptional(),
    powerAtLeast: integerSchema.exactOptional(),
    powerAtMost: integerSchema.exactOptional(),
  })
  .meta({
    id: 'Quality',
    description: 'A creature or permanent a combat restriction describes (CR 509.1b).',
  });

const restrictionSchema: z.ZodType<Restriction> = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('cantBlock') }),
    z.strictObject({ kind: z.literal('cantAttack') }),
    z.strictObject({ kind: z.literal('cantAttackOrBlock') }),
    z.strictObject({ kind: z.literal('cantBeBlocked') }),
    z.strictObject({ kind: z.literal('cantBeBlockedByMoreThanOne') }),
    z.strictObject({ kind: z.literal('cantBeBlockedByPowerOrLess'), power: integerSchema }),
    z.strictObject({ kind: z.literal('canBlockOnlyFlying') }),
    z.strictObject({ kind: z.literal('attacksEachCombat') }),
    z.strictObject({ kind: z.literal('cantActivateAbilities') }),
    z.strictObject({ kind: z.literal('blocksEachCombat') }),
    z.strictObject({ kind: z.literal('mustBeBlocked') }),
    z.strictObject({ kind: z.literal('allAbleToBlock'), by: z.array(qualitySchema).min(1).exactOptional() }),
    z.strictObject({ kind: z.literal('entersTapped') }),
    z.strictObject({ kind: z.literal('doesntUntap') }),
    z.strictObject({ kind: z.literal('mayNotUntap') }),
    z.strictObject({ kind: z.literal('cantBeBlockedBy'), by: z.array(qualitySchema).min(1) }),
    z.strictObject({ kind: z.literal('cantBeBlockedExceptBy'), by: z.array(qualitySchema).min(1) }),
    z.strictObject({ kind: z.literal('cantBeBlockedByFewerThan'), n: countSchema }),
    z.strictObject({ kind: z.literal('cantBlockCreatures'), of: z.array(qualitySchema).min(1) }),
    z.strictObject({ kind: z.literal('cantAttackUnlessDefenderControls'), quality: qualitySchema }),
    z.strictObject({ kind: z.literal('cantAttackAlone') }),
    z.strictObject({ kind: z.literal('cantBlockAlone') }),
    z.strictObject({ kind: z.literal('cantAttackOrBlockAlone') }),
    z.strictObject({ kind: z.literal('mayAssignAsThoughUnblocked') }),
    z.strictObject({ kind: z.literal('assignsNoCombatDamage') }),
    z.strictObject({ kind: z.literal('canBlockAdditional'), n: countSchema }),
    z.strictObject({ kind: z.literal('canBlockAnyNumber') }),
    z.strictObject({ kind: z.literal('cantBeBlockedByLesserPower') }),
    z.strictObject({ kind: z.literal('cantBeCountered') }),
    z.strictObject({ kind: z.literal('canAttackDespiteDefender') }),
  ])
  .meta({ id: 'Restriction' });

/** CR 615.1a, 615.5: what a static prevention ability prevents, and what follows it. */
const staticPreventionSchema = z.strictObject({
  to: z.boolean(),
  by: z.boolean(),
  attached: z.literal(true).exactOptional(),
  unpreventable: z.literal(true).exactOptional(),
  combatOnly: z.literal(true).exactOptional(),
  sourceTypes: cardTypes.exactOptional(),
  sourceSubtypes: z.array(nameSchema).exactOptional(),
  sourceKeyword: keywordSchema.exactOptional(),
  sourceEnchanted: z.literal(true).exactOptional(),
  sourceInCombat: z.enum(['blockedByIt', 'blockingIt']).exactOptional(),
  thenRemoveCounter: nameSchema.exactOptional(),
});

const instructions = z.array(instructionSchema);
const targets = targetSpecSchema.nullable();

/** CR 602: an activated ability; an ability on the stack may be one (stack-schema.ts). */
export const activatedAbilitySchema = z
  .strictObject({
    kind: z.literal('activated'),
    text: z.string(),
    cost: z.string(),
    extraCosts: z.array(costPartSchema).exactOptional(),
    timing: z.enum(['sorcery', 'yourTurn']).exactOptional(),
    zone: z.enum(ABILITY_ZONES).exactOptional(),
    oncePerTurn: z.literal(true).exactOptional(),
    maxPerTurn: integerSchema
      .min(2)
      .exactOptional()
      .describe('CR 602.5b: "Activate no more than twice each turn" is 2.'),
    window: z
      .enum(ACTIVATION_WINDOWS)
      .exactOptional()
      .describe(
        'CR 602.5b: the part of the turn it may be activated in ("Activate only during your upkeep").',
      ),
    onlyIf: conditionSchema
      .exactOptional()
      .describe('CR 602.5b: "Activate only if ...", checked as it is activated.'),
    anyPlayer: z
      .literal(true)
      .exactOptional()
      .describe('CR 602.2: "Any player may activate this ability", not only its controller.'),
    targets,
    instructions,
  })
  .meta({ id: 'ActivatedAbilityDef' });

/** CR 603: a triggered ability; one waiting or on the stack keeps its definition (stack-schema.ts). */
export const triggeredAbilitySchema = z
  .strictObject({
    kind: z.literal('triggered'),
    text: z.string(),
    trigger: triggerSchema,
    condition: conditionSchema.exactOptional(),
    zone: z
      .enum(['graveyard', 'stack', 'command'])
      .describe(
        "CR 113.6k, 113.6m, 114.4: it triggers only from a graveyard, from the stack, or (an emblem's) from the command zone.",
      )
      .exactOptional(),
    targets: targetSpecSchema.exactOptional(),
    instructions,
  })
  .meta({ id: 'TriggeredAbilityDef' });

/** The abilities a card can have, as data; `addAbilities` grants them. */
export const abilitySchema: z.ZodType<AbilityDef> = z
  .discriminatedUnion('kind', [
    z
      .strictObject({
        kind: z.literal('keyword'),
        keyword: keywordSchema,
        text: z.string(),
        amount: countSchema.exactOptional(),
        hexproofFrom: z.enum(KEYWORD_QUALITIES).exactOptional(),
      })
      // "Bushido 2": the number is part of a numbered keyword and of no other (702.45a, 702.23a).
      .refine((k) => isNumberedKeyword(k.keyword) === (k.amount !== undefined), {
        message: 'amount is given exactly for a numbered keyword (Bushido, Rampage)',
        path: ['amount'],
      })
      // CR 702.11d: "hexproof from [quality]" is a hexproof ability.
      .refine((k) => k.hexproofFrom === undefined || k.keyword === 'Hexproof', {
        message: 'hexproofFrom is given only with the keyword Hexproof',
        path: ['hexproofFrom'],
      }),
    z
      .strictObject({
        kind: z.literal('protection'),
        text: z.string(),
        quality: z.string(),
        from: z.strictObject({
          types: cardTypes.exactOptional(),
          subtypes: names.exactOptional(),
          notSubtypes: names.exactOptional(),
          supertypes: z.array(z.enum(SUPERTYPES)).exactOptional(),
        }),
      })
      .describe('CR 702.16a: protection from a card type, subtype or supertype ("protection from Dragons").'),
    z.strictObject({ kind: z.literal('cda'), text: z.string(), effect: effectDefSchema }),
    z
      .strictObject({
        kind: z.literal('static'),
        text: z.string(),
        effect: effectDefSchema,
        otherwise: effectDefSchema.exactOptional(),
        condition: conditionSchema.exactOptional(),
        zone: z
          .enum(['graveyard', 'command'])
          .describe(
            "CR 113.6b, 114.4: it functions only in a graveyard, or (an emblem's) in the command zone.",
          )
          .exactOptional(),
        goads: z.literal(true).exactOptional(),
      })
      // CR 701.15b: the engine reads "is goaded" of an Aura's or Equipment's creature, with no condition.
      .refine(
        (a) =>
          a.goads === undefined ||
          (a.effect.affects.attachedToSource === true && a.condition === undefined && a.zone === undefined),
        {
          message:
            'goads is given only on an unconditional effect on the permanent its source is attached to ("Enchanted creature … is goaded")',
          path: ['goads'],
        },
      ),
    z.strictObject({ kind: z.literal('spell'), text: z.string(), targets, instructions }),
    activatedAbilitySchema,
    z.strictObject({ kind: z.literal('enchant'), text: z.string(), filter: filterSchema }),
    z.strictObject({ kind: z.literal('crew'), text: z.string(), power: countSchema }),
    z
      .strictObject({
        kind: z.literal('exert'),
        text: z.string(),
        whenYouDo: z
          .strictObject({ targets: targetSpecSchema.exactOptional(), instructions })
          .exactOptional()
          .describe('CR 603.12, 607.2h: the linked "When you do, [effect]", a reflexive triggered ability.'),
      })
      .describe(
        'CR 701.43d: "You may exert [this creature] as it attacks", an optional cost to attack (508.1g).',
      ),
    z.strictObject({
      kind: z.literal('morph'),
      text: z.string(),
      cost: z.string(),
      extraCosts: z.array(costPartSchema).exactOptional(),
      megamorph: z.literal(true).exactOptional(),
    }),
    triggeredAbilitySchema,
    z.strictObject({ kind: z.literal('damageByToughness'), text: z.string(), affects: filterSchema }),
    z.strictObject({
      kind: z.literal('counterLimit'),
      text: z.string(),
      counter: nameSchema,
      max: countSchema,
    }),
    z.strictObject({
      kind: z.literal('counterReplacement'),
      text: z.string(),
      counter: nameSchema.exactOptional(),
      on: filterSchema,
      change: z.enum(COUNTER_CHANGES),
    }),
    z.strictObject({
      kind: z.literal('entersWithCounters'),
      text: z.string(),
      counter: nameSchema,
      noncreatureCounter: nameSchema.exactOptional(),
      amount: valueSchema,
      condition: conditionSchema.exactOptional(),
      keywords: z.array(keywordSchema).min(1).exactOptional(),
    }),
    z.strictObject({
      kind: z.literal('othersEnterWithCounters'),
      text: z.string(),
      on: filterSchema,
      counter: nameSchema,
      amount: valueSchema,
    }),
    z.strictObject({
      kind: z.literal('costChange'),
      text: z.string(),
      spells: z.array(filterSchema).min(1),
      caster: z.enum(['you', 'opponents', 'any']),
      change: z.enum(['increase', 'reduction']),
      mana: z.string(),
    }),
    z.strictObject({
      kind: z.literal('castCost'),
      text: z.string(),
      cost: z.string(),
      option: z.enum(CAST_COSTS),
      extraCosts: z
        .array(costPartSchema)
        .describe("The parts of the cost that aren't symbols (CR 118.1).")
        .exactOptional(),
    }),
    z.strictObject({ kind: z.literal('targetCostIncrease'), text: z.string(), mana: z.string() }),
    z.strictObject({
      kind: z.literal('selfCostChange'),
      text: z.string(),
      change: z.enum(['increase', 'reduction']),
      mana: z.string(),
      per: valueSchema.describe('Changed once for each of these (CR 601.2f).').exactOptional(),
      condition: conditionSchema.describe('Changed only if this holds (CR 601.2f).').exactOptional(),
    }),
    z.strictObject({
      kind: z.literal('additionalCost'),
      text: z.string(),
      options: z
        .array(
          z.strictObject({
            cost: z.string().describe('Its mana symbols, added to the total cost (CR 601.2f); "" for none.'),
            extraCosts: z.array(costPartSchema).exactOptional(),
          }),
        )
        .min(1)
        .describe('The ways of paying it, of which the caster announces one (CR 118.8, 601.2b).'),
    }),
    z.strictObject({ kind: z.literal('asEnters'), text: z.string(), choice: entryChoiceSchema }),
    z.strictObject({ kind: z.literal('restriction'), text: z.string(), restriction: restrictionSchema }),
    z.strictObject({ kind: z.literal('prevention'), text: z.string(), prevention: staticPreventionSchema }),
    z.strictObject({
      kind: z.literal('unsupported'),
      text: z.string(),
      reason: z.string(),
      chapter: positiveSchema
        .describe("A Saga's chapter ability whose effect isn't modelled: its chapter number (CR 714.2).")
        .exactOptional(),
    }),
  ])
  .meta({ id: 'Ability' });

/** CR 114.2-114.3: an emblem: its abilities, and nothing else. */
export const emblemDefSchema: z.ZodType<EmblemDef> = z
  .strictObject({
    get abilities(): z.ZodArray<z.ZodType<AbilityDef>> {
      return z.array(abilitySchema);
    },
  })
  .meta({ id: 'EmblemDef' });

/** CR 111.3, 111.4: the characteristics an effect defines for a token, its copiable values. */
export const tokenDefSchema: z.ZodType<TokenDef> = z
  .strictObject({
    name: nameSchema,
    colors: z.array(z.enum(COLORS)),
    supertypes: z.array(z.enum(SUPERTYPES)).exactOptional(),
    types: cardTypes,
    subtypes: names,
    power: integerSchema.exactOptional(),
    toughness: integerSchema.exactOptional(),
    get abilities(): z.ZodArray<z.ZodType<AbilityDef>> {
      return z.array(abilitySchema);
    },
  })
  .meta({ id: 'TokenDef' });
