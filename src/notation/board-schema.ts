import { z } from 'zod';
import { PLAY_PERMISSION_ENDS } from '../effects/types.js';
import { MANA_TYPES } from '../mana/pool.js';
import { DAY_NIGHT } from '../state/types.js';
import { STEPS, ZONE_NAMES } from '../state/vocabulary.js';
import { boardActionSchema } from './action-schema.js';
import type {
  BoardCombat,
  BoardDelayed,
  BoardEffect,
  BoardFile,
  BoardFileState,
  BoardManaUnit,
  BoardPlayer,
  BoardTurn,
} from './board-types.js';
import { choicesSchema } from './choices-schema.js';
import {
  delayedAtSchema,
  durationSchema,
  effectDefSchema,
  emblemDefSchema,
  instructionSchema,
  tokenDefSchema,
} from './effect-schema.js';
import { lastKnownSchema } from './last-known-schema.js';
import { countSchema, integerSchema, nameSchema, positiveSchema } from './numbers-schema.js';
import type { BoardCounterPile, BoardObject, BoardPreventionShield } from './object-types.js';
import { schemaFor } from './schema-for.js';
import { spendRestrictionSchema } from './spend-schema.js';
import { boardGameOverSchema, boardStackObjectSchema, boardTriggeredSchema } from './stack-schema.js';

/**
 * The shape of a board file. Everything but an object's `card` may be left out; the defaults
 * (defaults.ts), the checks only the file can make (resolve-*.ts) and validateState come after.
 */

const id = nameSchema;

const counterKinds = z.record(nameSchema, countSchema);

const manaUnitSchema = schemaFor<BoardManaUnit>()(
  z.strictObject({
    type: z.enum(MANA_TYPES),
    snow: z.boolean().exactOptional(),
    restrictions: z.array(spendRestrictionSchema).exactOptional(),
  }),
);

/** CR 615.7, 615.1a: a prevention shield from a resolved spell or ability, this turn. */
const preventionShieldsSchema = z
  .array(
    schemaFor<BoardPreventionShield>()(
      z.strictObject({
        damage: z.enum(['to', 'by']).describe('Damage dealt to what has it, or dealt by it (an object).'),
        left: countSchema
          .min(1)
          .describe('What is left of "the next N damage"; absent for all damage.')
          .exactOptional(),
        combatOnly: z.literal(true).describe('Only combat damage.').exactOptional(),
      }),
    ),
  )
  .describe('Prevention shields around it this turn (CR 615.7).');

/** Sources that dealt damage to a permanent or player, each as the object it was then (CR 400.7). */
const damageRecordsSchema = z.array(
  z.strictObject({
    source: id,
    timestamp: countSchema.describe("The source's timestamp then (CR 400.7)."),
    turn: countSchema,
  }),
);

const playerSchema = z
  .strictObject({
    id,
    life: integerSchema.describe('Life total; may be negative (CR 119.4). Default 20.').exactOptional(),
    counters: counterKinds.describe('Player counters such as poison (CR 122.1).').exactOptional(),
    manaPool: z
      .union([z.string(), z.array(manaUnitSchema)])
      .describe('Mana in the pool, "{G}{G}{S:C}", or a list of units with spending restrictions.')
      .exactOptional(),
    lost: z.boolean().describe('Has lost the game (CR 104.3). Default false.').exactOptional(),
    preventionShields: preventionShieldsSchema.exactOptional(),
    dealtDamageInTurn: countSchema
      .describe('The turn in which the player was last dealt damage (CR 702.54a, bloodthirst).')
      .exactOptional(),
    damagedBy: damageRecordsSchema
      .describe(
        'The sources that dealt the player damage, and in which turn ("if [this] dealt damage to an opponent this turn").',
      )
      .exactOptional(),
    drewFromEmptyLibrary: z
      .boolean()
      .describe(
        'Tried to draw from an empty library since state-based actions were last checked (CR 704.5b).',
      )
      .exactOptional(),
    cityBlessing: z
      .boolean()
      .describe("Has the city's blessing, for the rest of the game (CR 702.131, ascend). Default false.")
      .exactOptional(),
    monarch: z
      .boolean()
      .describe('Is the monarch (CR 724); at most one player is. Default false.')
      .exactOptional(),
  })
  .meta({ id: 'Player' });
export const boardPlayerSchema = schemaFor<BoardPlayer>()(playerSchema);

const turnSchema = z
  .strictObject({
    number: positiveSchema.describe('Default 1.').exactOptional(),
    active: id.describe('The active player; default the first player.').exactOptional(),
    step: z.enum(STEPS).describe('Default "main1".').exactOptional(),
    attacked: z
      .literal(true)
      .describe('The active player declared attackers this turn (CR 508.1; raid).')
      .exactOptional(),
    creaturesDied: countSchema
      .describe('How many creatures died this turn (CR 700.4; morbid). Default 0.')
      .exactOptional(),
    landsPlayed: countSchema
      .describe('How many lands the active player has played this turn (CR 305.2). Default 0.')
      .exactOptional(),
    spellsCast: z
      .record(id, countSchema)
      .describe('How many spells each player has cast this turn (CR 601.2i): { "A": 2 }. Default none.')
      .exactOptional(),
    spellsCastLastTurn: z
      .record(id, countSchema)
      .describe('How many spells each player cast in the previous turn ("last turn"). Default none.')
      .exactOptional(),
    cardsDrawn: z
      .record(id, countSchema)
      .describe('How many cards each player has drawn this turn (CR 121.2): { "A": 1 }. Default none.')
      .exactOptional(),
    lifeGained: z
      .record(id, countSchema)
      .describe('How much life each player has gained this turn (CR 119.3): { "A": 2 }. Default none.')
      .exactOptional(),
    lifeLost: z
      .record(id, countSchema)
      .describe('How much life each player has lost this turn (CR 119.3, 120.3a): { "B": 3 }. Default none.')
      .exactOptional(),
    permanentsLeft: z
      .record(id, countSchema)
      .describe(
        'How many permanents each player controlled that left the battlefield this turn (revolt): { "A": 1 }. Default none.',
      )
      .exactOptional(),
    plusOneCountersPut: z
      .record(id, countSchema)
      .describe(
        'How many +1/+1 counters were put this turn on permanents each player controlled (CR 122.6): { "A": 2 }. Default none.',
      )
      .exactOptional(),
  })
  .meta({ id: 'Turn' });
export const boardTurnSchema = schemaFor<BoardTurn>()(turnSchema);

const counterPileSchema = schemaFor<BoardCounterPile>()(
  z.strictObject({
    kind: nameSchema,
    count: countSchema,
    timestamp: countSchema.describe("CR 613.7c; default the object's timestamp.").exactOptional(),
  }),
);

const objectSchema = z
  .strictObject({
    id: id.describe('Default o<n> for the n-th object.').exactOptional(),
    card: nameSchema.describe('A card name in the card pool.'),
    zone: z.enum(ZONE_NAMES).describe('Default "battlefield".').exactOptional(),
    owner: id.describe('Default its controller, or else the active player.').exactOptional(),
    controller: id.describe('Default its owner.').exactOptional(),
    token: z.boolean().exactOptional(),
    tokenDef: tokenDefSchema
      .describe(
        "A token's characteristics as the effect that created it defined them (CR 111.3); `card` is then its name.",
      )
      .exactOptional(),
    emblem: emblemDefSchema
      .describe(
        'An emblem\'s abilities (CR 114.2-114.3): it is in the command zone, and `card` a label, "Gideon, Ally of Zendikar emblem".',
      )
      .exactOptional(),
    tapped: z.boolean().exactOptional(),
    faceDown: z.boolean().exactOptional(),
    backFace: z
      .literal(true)
      .describe(
        'A double-faced permanent with its back face up: transformed (CR 701.27g, 712.8d-f); or a spell cast by its back face (712.8c, 712.8f).',
      )
      .exactOptional(),
    adventure: z
      .literal(true)
      .describe('A spell cast as an Adventure: only its alternative characteristics (CR 715.3b).')
      .exactOptional(),
    onAdventure: z
      .literal(true)
      .describe('An adventurer card in exile that its Adventure exiled; its owner may cast it (CR 715.3d).')
      .exactOptional(),
    transformedAt: countSchema
      .describe(
        'The timestamp issued as it last transformed: its abilities put on the stack before then no longer transform it (CR 701.27f).',
      )
      .exactOptional(),
    damage: countSchema.describe('Damage marked on it (CR 120.3e).').exactOptional(),
    deathtouchDamage: z
      .boolean()
      .describe(
        'Dealt damage by a source with deathtouch since state-based actions were last checked (CR 704.5h).',
      )
      .exactOptional(),
    damagedBy: damageRecordsSchema
      .describe('The sources that dealt it damage, and in which turn ("dealt damage by [this] this turn").')
      .exactOptional(),
    counters: z
      .union([counterKinds, z.array(counterPileSchema)])
      .describe(
        '{ "+1/+1": 2 }, or a list of piles with their own timestamps. Default none; a planeswalker on the battlefield face up has its printed loyalty (CR 306.5b).',
      )
      .exactOptional(),
    regenerationShields: countSchema
      .describe('Regeneration shields on it this turn (CR 701.19a). Default 0.')
      .exactOptional(),
    preventionShields: preventionShieldsSchema.exactOptional(),
    monstrous: z.literal(true).describe('It became monstrous (CR 701.37b).').exactOptional(),
    goadedBy: z
      .array(id)
      .describe('The players who goaded it, each until their next turn (CR 701.15a-d). Default none.')
      .exactOptional(),
    unearthed: z
      .strictObject({
        by: id.describe('The player who controlled the unearth ability (CR 603.7e).'),
        ability: countSchema.describe("The unearth ability's number among its card's abilities."),
      })
      .describe(
        'Unearth returned it (CR 702.84a): it is exiled at the beginning of the next end step or if it would leave the battlefield.',
      )
      .exactOptional(),
    renowned: z.literal(true).describe('It became renowned (CR 702.112b).').exactOptional(),
    pairedWith: id
      .describe(
        'The creature it is paired with, which names it back (CR 702.95b, 702.95d); only on the battlefield.',
      )
      .exactOptional(),
    exileIfDies: z
      .literal(true)
      .describe(
        '"If that creature would die this turn, exile it instead" applies to it (CR 614.1a); only on the battlefield.',
      )
      .exactOptional(),
    playable: z
      .strictObject({
        player: id.describe('The player who may play it.'),
        until: z.enum(PLAY_PERMISSION_ENDS),
        since: positiveSchema.describe('The turn the permission began in.'),
        castOnly: z.literal(true).describe('"You may cast that card": not played as a land.').exactOptional(),
      })
      .describe('An effect lets a player play this card from exile (CR 601.3, 305.1, 611.2a); only in exile.')
      .exactOptional(),
    classLevel: positiveSchema
      .describe(
        'Its level, a designation any permanent can have (CR 716.2b); absent is no level, which reads as level 1 (716.2d).',
      )
      .exactOptional(),
    lastKnown: lastKnownSchema.exactOptional(),
    loyaltyActivatedTurn: countSchema
      .describe('The turn in which one of its loyalty abilities was last activated (CR 606.3).')
      .exactOptional(),
    activatedTurn: z
      .record(z.string().regex(/^(0|[1-9][0-9]*)$/), countSchema)
      .describe(
        'By ability number, the turn in which that "Activate only once each turn" ability was last activated (CR 602.5b).',
      )
      .exactOptional(),
    activatedCount: z
      .record(z.string().regex(/^(0|[1-9][0-9]*)$/), countSchema)
      .describe(
        'By ability number, how many times that "Activate no more than twice each turn" ability was activated in the turn `activatedTurn` names (CR 602.5b).',
      )
      .exactOptional(),
    attachedTo: id.nullable().exactOptional(),
    choices: choicesSchema.exactOptional(),
    controlledSince: countSchema
      .describe('Turn since which it has been controlled (CR 302.6).')
      .exactOptional(),
    enteredThisTurn: z.boolean().describe('Shorthand for controlledSince = this turn.').exactOptional(),
    timestamp: countSchema.describe('CR 613.7d; default its place in the file.').exactOptional(),
    enteredAt: countSchema
      .describe(
        'The timestamp it got as it entered its zone, when being attached has given it a newer one since (CR 400.7, 613.7e); default its timestamp.',
      )
      .exactOptional(),
  })
  .meta({ id: 'Object' });
export const boardObjectSchema = schemaFor<BoardObject>()(objectSchema);

const effectSchema = z
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
export const boardEffectSchema = schemaFor<BoardEffect>()(effectSchema);

/** CR 603.7: a delayed triggered ability waiting for its event (state/types.ts `DelayedTrigger`). */
const delayedSchema = z
  .strictObject({
    at: delayedAtSchema.describe(
      'CR 603.7b: it triggers once, the next time this happens, or each time its event occurs until its duration ends.',
    ),
    object: id.describe('The object it refers to, its source; it may have left the file.'),
    timestamp: countSchema.describe(
      "The object's timestamp when it was created: the same object only while it has it (CR 603.7c, 400.7).",
    ),
    ability: countSchema.describe("The number of the source's ability that created it."),
    controller: id,
    text: z.string(),
    instructions: z.array(instructionSchema),
    triggerObject: z
      .strictObject({ object: id, timestamp: countSchema })
      .describe('The object "that creature" names, as it was when it was created (CR 603.7c, 400.7).')
      .exactOptional(),
    rule: nameSchema.describe('The rule that created it (CR 702.109a dash).'),
  })
  .meta({ id: 'DelayedTrigger' });
export const boardDelayedSchema = schemaFor<BoardDelayed>()(delayedSchema);

const attackerSchema = z.union([
  id.describe('An attacker that attacks the default: the next player in turn order who has not lost.'),
  z.strictObject({
    id,
    attacking: id
      .describe('The player, planeswalker or battle it attacks (CR 506.3); default the next opponent.')
      .exactOptional(),
    blocked: z
      .boolean()
      .describe('CR 509.1h: default whether a blocker blocks it; it stays blocked if they leave combat.')
      .exactOptional(),
    neverAttacked: z
      .literal(true)
      .describe('CR 508.4: put onto the battlefield attacking, so it never "attacked"; default false.')
      .exactOptional(),
  }),
]);

const divisionSchema = z.record(id, z.record(id, countSchema));

const pendingCombatDamageSchema = z.strictObject({
  asked: z
    .array(
      z.strictObject({
        player: id,
        firstStrike: z.boolean().describe('Whether this is the first-strike combat damage step (CR 510.4).'),
        creatures: z.array(
          z.strictObject({
            creature: id,
            amount: countSchema.describe('The damage it assigns (CR 510.1a).'),
            recipients: z.array(id).describe('What it may assign damage to (CR 510.1b-d, 702.19b).'),
            lethal: z
              .record(id, countSchema)
              .describe('Lethal damage to each creature among them (CR 702.2c).'),
            trampleTo: id.describe('With trample, what it attacks (CR 702.19b).').exactOptional(),
            asThoughUnblocked: id
              .describe("Where all its damage may go as though it weren't blocked.")
              .exactOptional(),
          }),
        ),
      }),
    )
    .describe('The questions still to answer, the next first (CR 510.1).'),
  division: divisionSchema.describe('The divisions announced so far.'),
});

const combatSchema = z
  .strictObject({
    attackers: z
      .array(attackerSchema)
      .describe('The attacking creatures, in order. Default none.')
      .exactOptional(),
    blockers: z
      .union([
        z.record(id, id).describe('Each blocker, with the attacker it blocks: { "wall": "bear" }.'),
        z.array(z.strictObject({ id, blocking: id })).describe('The list form, in order.'),
      ])
      .nullable()
      .describe('In the order declared; default null, not yet declared (CR 509.1).')
      .exactOptional(),
    dealtFirstStrike: z
      .array(id)
      .describe('Creatures that dealt combat damage in the first-strike damage step (CR 510.4).')
      .exactOptional(),
    damageAssignment: pendingCombatDamageSchema
      .describe(
        'As a combat damage step begins: the players still to assign combat damage, and what the others assigned (CR 510.1).',
      )
      .exactOptional(),
  })
  .describe('Attackers and blockers, from the declare attackers step to the end of combat (CR 506-511).')
  .meta({ id: 'Combat' });
export const boardCombatSchema = schemaFor<BoardCombat>()(combatSchema);

const boardStateSchema = z.strictObject({
  $schema: z.string().describe('Where editors find this schema.').exactOptional(),
  turn: boardTurnSchema.exactOptional(),
  players: z.array(boardPlayerSchema).min(1).describe('In turn order; default A and B.').exactOptional(),
  objects: z.array(boardObjectSchema).describe('In zone order: top of library first.').exactOptional(),
  gone: z
    .array(id)
    .describe(
      'Objects that have ceased to exist (a token off the battlefield, CR 704.5d) which the stack, waiting abilities or effects still name: a target, "that creature", an object an effect is locked to (CR 113.7a, 608.2b). Default none.',
    )
    .exactOptional(),
  effects: z.array(boardEffectSchema).exactOptional(),
  combat: boardCombatSchema.exactOptional(),
  stack: z
    .array(boardStackObjectSchema)
    .describe(
      'The stack, bottom first: the last object is on top and resolves first (CR 405.1, 405.5). Default empty.',
    )
    .exactOptional(),
  triggered: z
    .array(boardTriggeredSchema)
    .describe(
      'Triggered abilities waiting to be put on the stack the next time a player would receive priority (CR 603.3). Default none.',
    )
    .exactOptional(),
  priority: id
    .nullable()
    .describe(
      'The player who holds priority (CR 117.1), or null for none; default the active player, except in the untap and cleanup steps (CR 502.4, 514.3), while the top of the stack waits for an answer (CR 608.2d) and after the game (CR 104.1).',
    )
    .exactOptional(),
  passed: z
    .array(id)
    .describe(
      'The players who have passed in succession since the last action or resolution (CR 117.4). Default none.',
    )
    .exactOptional(),
  over: boardGameOverSchema.exactOptional(),
  loopCheck: z
    .strictObject({
      resolutions: countSchema.describe('Resolutions since a player last did anything but pass.'),
      seen: z
        .array(nameSchema)
        .describe('The fingerprints of the states after the later of them (stack/fingerprint.ts).'),
    })
    .describe(
      'What the engine watches for a loop of mandatory actions: a state that comes back makes the game a draw (CR 104.4b). Written by the engine; default none.',
    )
    .exactOptional(),
  legendRule: z
    .array(
      z.strictObject({
        player: id,
        name: nameSchema.describe('The name the permanents share.'),
        among: z.array(id).min(2).describe('The legendary permanents with that name the player controls.'),
        kept: id.describe('The one the player keeps; left out until they choose.').exactOptional(),
      }),
    )
    .describe(
      "The legend rule's choices state-based actions wait for: each player with two or more legendary permanents of one name keeps one (CR 704.5j). Written by the engine; default none.",
    )
    .exactOptional(),
  preventionShields: preventionShieldsSchema
    .describe('Prevention shields around all damage this turn, whoever deals it to whom (CR 615.7, Fog).')
    .exactOptional(),
  next: z
    .strictObject({ id: countSchema.exactOptional(), timestamp: countSchema.exactOptional() })
    .describe('The next id and timestamp to issue; default one past those used.')
    .exactOptional(),
  dayNight: z
    .enum(DAY_NIGHT)
    .describe("The game's day/night designation (CR 730.1); default neither.")
    .exactOptional(),
  seed: countSchema
    .max(0xffffffff)
    .describe(
      'Where the generator that shuffles libraries, flips coins and picks at random starts (CR 701.24a); default 0.',
    )
    .exactOptional(),
  random: z
    .array(z.int().min(-0x80000000).max(0x7fffffff))
    .length(4)
    .describe(
      "The generator's state once it has drawn something: four signed 32-bit integers; default: at `seed`.",
    )
    .exactOptional(),
  delayed: z
    .array(boardDelayedSchema)
    .describe('CR 603.7: delayed triggered abilities; default none.')
    .exactOptional(),
});

const boardFileSchema = boardStateSchema
  .extend({ actions: z.array(boardActionSchema).exactOptional() })
  .meta({ id: 'Board', title: 'mtg-rules board file' });
export const boardSchema = schemaFor<BoardFile>()(boardFileSchema);

/** The file's shape with each action left for `checkActionShape`, whose verb picks its schema. */
export const boardShapeSchema = schemaFor<BoardFileState & { readonly actions?: readonly unknown[] }>()(
  boardStateSchema.extend({ actions: z.array(z.unknown()).exactOptional() }),
);
