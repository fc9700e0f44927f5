import { z } from 'zod';
import { COST_VERBS } from '../effects/chosen-costs.js';
import { ALTERNATIVE_COSTS } from '../effects/types.js';
import { excerpt } from '../excerpt.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import { closest, didYouMean } from '../state/suggest.js';
import { STEPS, ZONE_NAMES } from '../state/vocabulary.js';
import { type BoardActionInput, VERBS, type Verb } from './action-types.js';
import { choicesSchema, enterChoicesSchema } from './choices-schema.js';
import { decisionsSchema } from './library-schema.js';
import { countSchema, integerSchema, nameSchema } from './numbers-schema.js';
import { schemaFor } from './schema-for.js';
import { issueToError } from './zod-issue.js';

/**
 * The actions a board file asks for, after its state. Each action is an object with exactly
 * one verb key (`resolve`, `attack`, ...) whose value names what it acts on; the other keys
 * say how. Every kind of the engine's `Action` has a verb.
 */

const id = nameSchema;
const targets = z.array(id).describe('Ids of the objects or players it targets.');
const x = countSchema.describe('The value of X (CR 107.3).');
const mana = z
  .string()
  .describe('The mana chosen where its effect offers a choice, "Add {R} or {G}" (CR 608.2d): "{G}".');

const may = z
  .boolean()
  .describe(
    'The answer to its "you may ..." or "... unless you pay" (CR 608.2d, 118.12): true to do it, or to pay.',
  );

const division = z
  .record(id, countSchema)
  .describe(
    'How it divides its damage among its targets, each target\'s share by its id (CR 601.2d): { "bear": 2, "B": 1 }; each target at least 1, the shares adding up to the amount. May be left out with a single target.',
  );

const modes = z
  .array(countSchema)
  .describe('The modes chosen of a modal spell or ability, by their index in its list (CR 700.2a-b).');

const costChoicesSchema = z
  .partialRecord(z.enum(COST_VERBS), z.array(id))
  .describe(
    'The objects its cost sacrifices, discards, taps, exiles, returns to hand or reveals, under the verb (CR 601.2h, 602.2b): { "sacrifice": ["goblin"] }.',
  );

const resolveVerb = z
  .strictObject({
    resolve: id.describe(
      'The card whose spell resolves, by name; or the id of an object whose spell or ability resolves.',
    ),
    ability: countSchema
      .describe("Which of the object's abilities resolves, by its index in the card's abilities (CR 602).")
      .exactOptional(),
    controller: id.describe("The spell's controller; defaults to the active player.").exactOptional(),
    targets: targets.exactOptional(),
    division: division.exactOptional(),
    x: x.exactOptional(),
    mana: mana.exactOptional(),
    may: may.exactOptional(),
    modes: modes.exactOptional(),
    decisions: decisionsSchema.exactOptional(),
  })
  .meta({
    id: 'ResolveAction',
    description:
      "A shortcut: a spell's or an object's ability's effect resolves at once (CR 608), without the stack; what it triggers goes on the stack.",
  });

const manaActivation = z.union([
  id.describe('A permanent with one mana ability, activated.'),
  z.strictObject({
    object: id,
    ability: countSchema
      .describe(
        "Which of its abilities, by its number among the object's abilities; default its only mana ability.",
      )
      .exactOptional(),
    mana: mana.exactOptional(),
  }),
]);

const manaActivations = z
  .array(manaActivation)
  .describe('The mana abilities activated to pay its cost, in order (CR 601.2g, 605.3a).');

const sources = z
  .union([
    manaActivations,
    z.literal('auto').describe('The engine chooses sources that pay the cost exactly (CR 601.2g).'),
  ])
  .describe('The mana abilities activated to pay its cost (CR 601.2g, 605.3a): listed, or "auto".');

const activateVerb = z
  .strictObject({
    activate: id.describe('The object whose ability is activated.'),
    ability: countSchema.describe("Which of its abilities, by its index in the card's abilities."),
    player: id
      .describe(
        'The player who activates it; absent is its controller. Another player only for "Any player may activate this ability" (CR 602.2).',
      )
      .exactOptional(),
    targets: targets.exactOptional(),
    division: division.exactOptional(),
    x: x.exactOptional(),
    mana: mana.exactOptional(),
    may: may.exactOptional(),
    modes: modes.exactOptional(),
    decisions: decisionsSchema.exactOptional(),
    costs: costChoicesSchema.exactOptional(),
    sources: sources.exactOptional(),
  })
  .meta({
    id: 'ActivateAction',
    description:
      "Activate an object's ability (CR 602), by its controller while they hold priority: its cost is paid and it goes on the stack; a mana ability resolves at once (CR 605.3).",
  });

const castVerb = z
  .strictObject({
    cast: id.describe("The card cast, from its owner's hand; its owner casts it."),
    x: x.exactOptional(),
    targets: targets
      .describe(
        "The targets of an instant or sorcery (CR 601.2c); an Aura's is what it will enchant (CR 303.4a).",
      )
      .exactOptional(),
    division: division.exactOptional(),
    decisions: decisionsSchema.exactOptional(),
    sources: sources.exactOptional(),
    mana: mana.exactOptional(),
    may: may.exactOptional(),
    modes: modes.exactOptional(),
    choices: choicesSchema
      .describe('A permanent spell\'s "as enters" choices (CR 614.12); its X is the announced `x`.')
      .exactOptional(),
    convoke: z
      .array(id)
      .describe('The untapped creatures its caster taps to pay for it (convoke, CR 702.51a).')
      .exactOptional(),
    improvise: z
      .array(id)
      .describe('The untapped artifacts its caster taps to pay for generic mana (improvise, CR 702.126a).')
      .exactOptional(),
    delve: z
      .array(id)
      .describe("The cards exiled from its caster's graveyard to pay for generic mana (delve, CR 702.66a).")
      .exactOptional(),
    alternative: z
      .enum(ALTERNATIVE_COSTS)
      .describe('The alternative cost paid rather than its mana cost (CR 118.9, 601.2b): "dash", "evoke".')
      .exactOptional(),
    kicked: countSchema
      .describe('How many times its kicker cost is paid (CR 702.33a, 702.33d).')
      .exactOptional(),
    kickedWith: z
      .array(z.string())
      .describe(
        'Of a spell with two kicker costs, the ones paid, as printed: ["{1}{U}", "{B}"] (CR 702.33b, 702.33d).',
      )
      .exactOptional(),
    entwined: z
      .boolean()
      .describe('Its entwine cost is paid, and all its modes are chosen (CR 702.42a).')
      .exactOptional(),
    buyback: z
      .boolean()
      .describe("Its buyback cost is paid: it returns to its owner's hand as it resolves (CR 702.27a).")
      .exactOptional(),
    additional: countSchema
      .describe(
        'Where the additional cost its text demands offers several ways to pay ("sacrifice a creature or pay {3}{B}"), the one announced, by index from 0 (CR 118.8, 601.2b).',
      )
      .exactOptional(),
    costs: costChoicesSchema
      .describe(
        'The objects paying its additional cost, under the verb (CR 118.8, 601.2h): { "sacrifice": ["bears"] }.',
      )
      .exactOptional(),
    faceDown: z
      .literal(true)
      .describe('Cast it face down as a 2/2 creature for {3}, by its morph ability (CR 702.37c).')
      .exactOptional(),
    face: nameSchema
      .describe(
        'The face it is cast by, by name: a modal double-faced card\'s back face "Hakka, Whispering Raven" (CR 712.11b), an Adventure "Boulder Rush" (715.3); default its front face.',
      )
      .exactOptional(),
  })
  .meta({
    id: 'CastAction',
    description:
      "Cast a card from its owner's hand onto the stack (CR 601.2), by its owner while they hold priority: timing checked, X announced, targets chosen, mana abilities activated and the total cost paid.",
  });

const enterVerb = z
  .strictObject({
    enter: id.describe('The object put onto the battlefield, from whatever zone it is in.'),
    controller: id.describe('Who controls it there; default its controller.').exactOptional(),
    choices: choicesSchema.exactOptional(),
  })
  .meta({
    id: 'EnterAction',
    description:
      'A shortcut: put an object onto the battlefield with its "as enters" choices (CR 614.12) and X (CR 107.3m); its enters-the-battlefield abilities trigger.',
  });

const moveVerb = z
  .strictObject({
    move: id.describe('The object that moves.'),
    to: z.enum(ZONE_NAMES).describe('The zone it moves to.'),
  })
  .meta({
    id: 'MoveAction',
    description: 'Move an object to another zone; it becomes a new object (CR 400.7).',
  });

const countersVerb = z
  .strictObject({
    counters: id.describe('The object the counters go on or come off.'),
    counter: id.describe('The kind of counter: "+1/+1", "loyalty", ...'),
    amount: integerSchema.describe('How many to put on (CR 122.1); negative removes them (CR 122.8).'),
  })
  .meta({ id: 'CountersAction', description: 'Put counters on an object, or remove them.' });

const damageVerb = z
  .strictObject({
    damage: id.describe('The source of the damage: an object.'),
    to: z
      .union([
        z.record(id, countSchema),
        z.array(z.strictObject({ to: id, amount: countSchema })).describe('The list form, in order.'),
      ])
      .describe('How much each player or permanent is dealt, all at once: { "bear": 3, "B": 2 }.'),
  })
  .meta({
    id: 'DamageAction',
    description: 'A source deals noncombat damage to players and permanents, simultaneously (CR 120).',
  });

const attachVerb = z
  .strictObject({
    attach: id.describe('The Aura, Equipment or Fortification.'),
    to: id.describe('The object it becomes attached to.'),
  })
  .meta({
    id: 'AttachAction',
    description: 'Attach one object to another (CR 701.3); it gets a new timestamp.',
  });

const gainControlVerb = z
  .strictObject({
    gainControl: id.describe('The permanent whose control changes.'),
    player: id.describe('The player who gains control of it.'),
    untilEndOfTurn: z.boolean().describe('Default false: for good.').exactOptional(),
  })
  .meta({
    id: 'GainControlAction',
    description: 'A player gains control of a permanent: a control-changing effect (layer 2, CR 613.1b).',
  });

const crewVerb = z
  .strictObject({
    crew: id.describe('The Vehicle.'),
    with: z.array(id).describe('The untapped creatures that tap to crew it.'),
  })
  .meta({ id: 'CrewAction', description: 'Crew a Vehicle (CR 702.122).' });

const turnFaceUpVerb = z
  .strictObject({
    turnFaceUp: id.describe('The face-down permanent, turned face up by its controller.'),
    costs: costChoicesSchema.exactOptional(),
    x: x
      .exactOptional()
      .describe('CR 107.3d: the X of a morph cost with {X}, chosen just before it is paid (0 if left out).'),
  })
  .meta({
    id: 'TurnFaceUpAction',
    description:
      "Turn a face-down permanent face up for its morph cost, a special action (CR 116.2b, 702.37e): the cost is paid from its controller's mana pool; a megamorph puts a +1/+1 counter on it (CR 702.37b).",
  });

const regenerateVerb = z
  .strictObject({ regenerate: id.describe('The permanent that gets a regeneration shield.') })
  .meta({ id: 'RegenerateAction', description: 'A regeneration shield for a permanent (CR 701.19a).' });

const attackVerb = z
  .strictObject({
    attack: z
      .union([
        z.record(id, id).describe('Each attacker, with the player, planeswalker or battle it attacks.'),
        z
          .array(
            z.union([
              id.describe('An attacker that attacks the next opponent in turn order.'),
              z.strictObject({
                attacker: id,
                attacking: id
                  .describe('The player, planeswalker or battle it attacks; default the next opponent.')
                  .exactOptional(),
              }),
            ]),
          )
          .describe('The list form, in order.'),
      ])
      .describe('{ "bear": "B" }, or ["bear", { "attacker": "goyf", "attacking": "jace" }].'),
    exert: z
      .array(id)
      .describe(
        'Attackers with "You may exert [this] as it attacks" that their controller exerts, an optional cost to attack (CR 508.1g, 701.43d).',
      )
      .exactOptional(),
  })
  .meta({ id: 'AttackAction', description: 'The active player declares attackers (CR 508.1).' });

const blockVerb = z
  .strictObject({
    block: z
      .union([
        z.record(id, id).describe('Each blocker, with the attacker it blocks.'),
        z.array(z.strictObject({ blocker: id, attacker: id })).describe('The list form, in order.'),
      ])
      .describe('{ "wall": "bear" }: blockers in the order declared.'),
  })
  .meta({ id: 'BlockAction', description: 'The defending player declares blockers (CR 509.1).' });

const assignDamageVerb = z
  .strictObject({
    assignDamage: z
      .record(id, z.record(id, countSchema))
      .describe(
        '{ "<creature>": { "<recipient>": n } }: each creature the player is asked about (and any other of theirs dealing damage now).',
      ),
    player: id.describe('The player assigning; it must be the one asked.'),
  })
  .meta({
    id: 'AssignDamageAction',
    description:
      'A player announces how their creatures divide their combat damage as a combat damage step begins (CR 510.1), checked as a whole (CR 510.1e).',
  });

const advanceVerb = z
  .strictObject({
    advance: z.enum(STEPS).describe('The step to move on to, doing what every step on the way does.'),
    damage: z
      .record(id, z.record(id, countSchema))
      .describe(
        'How blocked attackers, and creatures blocking two or more, divide their combat damage (CR 510.1c-d): { "<attacker or blocker>": { "<recipient>": n } }; by default each creature in the order declared gets lethal damage.',
      )
      .exactOptional(),
    keepTapped: z
      .array(id)
      .describe(
        'Permanents with "You may choose not to untap [this] during your untap step" that their controller keeps tapped in the untap steps passed (CR 502.3).',
      )
      .exactOptional(),
  })
  .meta({
    id: 'AdvanceAction',
    description:
      'A shortcut: all players pass in succession until the turn reaches a step (CR 117.4, 500.2), the stack resolving on the way; attackers and blockers not declared are none. It stops early where a player must choose.',
  });

const passVerb = z
  .strictObject({
    pass: z
      .union([id, z.literal(true)])
      .describe('The player who holds priority and passes it, or true for whoever holds it.'),
  })
  .meta({ id: 'PassAction', description: 'The player with priority passes (CR 117.3d).' });

const resolveStackVerb = z.strictObject({ resolveStack: z.literal(true) }).meta({
  id: 'ResolveStackAction',
  description:
    'A shortcut: all players pass in succession until the stack is empty (CR 117.4, 405.5); it stops early where a player must choose.',
});

const playLandVerb = z
  .strictObject({
    playLand: id.describe("The land card, played from its owner's hand."),
    face: nameSchema
      .describe(
        'The face played of a modal double-faced card, by its name: "Kazandu Valley" (CR 712.12); default its front face.',
      )
      .exactOptional(),
  })
  .meta({
    id: 'PlayLandAction',
    description:
      'The active player plays a land, a special action (CR 305.1, 116.2a): in their main phase, with the stack empty, once a turn (CR 305.2).',
  });

const tapForManaVerb = z
  .strictObject({
    tapForMana: id.describe('The permanent whose mana ability is activated.'),
    ability: countSchema
      .describe(
        "Which of its abilities, by its number among the object's abilities; default its only mana ability.",
      )
      .exactOptional(),
    mana: mana.exactOptional(),
  })
  .meta({
    id: 'TapForManaAction',
    description: 'Activate a mana ability; it resolves at once, without the stack (CR 605.3a-b).',
  });

const orderTriggersVerb = z
  .strictObject({
    orderTriggers: z
      .array(
        z.union([
          id.describe(
            "A waiting triggered ability with nothing to choose, by its id (a<n>) or by its source's id when that source has one waiting.",
          ),
          z.strictObject({
            trigger: id.describe(
              "The waiting triggered ability, by its id (a<n>) or by its source's id when that source has one waiting.",
            ),
            targets: targets
              .describe('Its targets, chosen as it is put on the stack (CR 603.3d).')
              .exactOptional(),
            division: division.exactOptional(),
            modes: modes.exactOptional(),
          }),
        ]),
      )
      .describe("All of the player's waiting triggered abilities, the first lowest on the stack."),
  })
  .meta({
    id: 'OrderTriggersAction',
    description:
      'A player puts their waiting triggered abilities on the stack, in the order they choose, with their targets and modes (CR 603.3b-d).',
  });

const decideVerb = z
  .strictObject({
    decide: z.strictObject({
      may: may.exactOptional(),
      mana: mana.exactOptional(),
      decisions: decisionsSchema.exactOptional(),
      sources: manaActivations.exactOptional(),
      choices: enterChoicesSchema
        .describe("What a permanent spell's controller chooses as it enters (CR 614.12).")
        .exactOptional(),
    }),
  })
  .meta({
    id: 'DecideAction',
    description:
      'The answer the spell or ability resolving on top of the stack waits for, from the player it waits for (CR 608.2d); `sources` are mana abilities activated first, for an answer that pays mana (CR 608.2g).',
  });

const discardVerb = z.strictObject({ discard: z.array(id).describe('The cards discarded.') }).meta({
  id: 'DiscardAction',
  description: 'The active player discards down to their maximum hand size in the cleanup step (CR 514.1).',
});

const keepLegendVerb = z
  .strictObject({
    keepLegend: id.describe('The legendary permanent kept.'),
    player: id.describe('The player choosing; it must be the one asked.').exactOptional(),
  })
  .meta({
    id: 'KeepLegendAction',
    description:
      "The legend rule: the player asked keeps one of their legendary permanents with one name, and the rest go to their owners' graveyards (CR 704.5j); players asked at once choose in APNAP order (CR 101.4).",
  });

/** Every verb, with the schema of the action it begins; `satisfies` keeps them the verbs of VERBS. */
const VERB_SCHEMAS = {
  resolve: resolveVerb,
  activate: activateVerb,
  cast: castVerb,
  enter: enterVerb,
  move: moveVerb,
  counters: countersVerb,
  damage: damageVerb,
  attach: attachVerb,
  gainControl: gainControlVerb,
  crew: crewVerb,
  turnFaceUp: turnFaceUpVerb,
  regenerate: regenerateVerb,
  attack: attackVerb,
  block: blockVerb,
  assignDamage: assignDamageVerb,
  advance: advanceVerb,
  pass: passVerb,
  resolveStack: resolveStackVerb,
  playLand: playLandVerb,
  tapForMana: tapForManaVerb,
  orderTriggers: orderTriggersVerb,
  decide: decideVerb,
  keepLegend: keepLegendVerb,
  discard: discardVerb,
} as const satisfies { readonly [V in Verb]: z.ZodObject };

export const boardActionSchema = schemaFor<BoardActionInput>()(
  z
    .union(Object.values(VERB_SCHEMAS))
    .meta({ id: 'Action', description: 'An object with exactly one verb key.' }),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The verb of an action: its one verb key. A verb's own fields may share a verb's name
 * (`advance` divides combat `damage`), so of several, the one whose fields include the others.
 */
const verbOf = (action: Record<string, unknown>, path: (...keys: string[]) => string): Result<Verb> => {
  const keys = Object.keys(action);
  const present = VERBS.filter((v) => keys.includes(v));
  if (present.length === 0) {
    for (const key of keys) {
      const verb = closest(key, VERBS);
      if (verb !== undefined)
        return err(
          rulesError('ERR_BOARD_SCHEMA', `unknown verb "${excerpt(key)}"; did you mean "${verb}"?`, {
            path: path(key),
          }),
        );
    }
    const message = `an action needs one verb key: ${VERBS.join(', ')}`;
    return err(rulesError('ERR_BOARD_SCHEMA', message, { path: path() }));
  }
  const verb = present.find((v) => present.every((o) => o === v || o in VERB_SCHEMAS[v].shape));
  if (verb !== undefined) return ok(verb);
  const [first = '', second = ''] = present;
  const message = `one verb per action: "${first}" and "${second}" are both given; write two actions`;
  return err(rulesError('ERR_BOARD_SCHEMA', message, { path: path(second) }));
};

/**
 * Checks the shape of the index-th action: its verb picks the schema, so that a mistake is
 * reported against the action the writer meant, with the JSON path of the value at fault.
 */
export const checkActionShape = (value: unknown, index: number): Result<BoardActionInput> => {
  const path = (...keys: (string | number)[]): string => jsonPath(['actions', index, ...keys]);
  if (!isRecord(value)) {
    const message = `an action is an object with one verb key (${VERBS.join(', ')}), not ${JSON.stringify(value)}`;
    return err(rulesError('ERR_BOARD_SCHEMA', message, { path: path() }));
  }
  const verb = verbOf(value, path);
  if (!verb.ok) return verb;
  const schema = VERB_SCHEMAS[verb.value];
  const checked = schema.safeParse(value, { reportInput: true });
  if (checked.success) return ok(checked.data);
  const issues = checked.error.issues;
  // An unknown field is often a misspelt one, which would otherwise be reported missing.
  const unknown = issues.find((i) => i.code === 'unrecognized_keys' && i.path.length === 0);
  if (unknown?.code === 'unrecognized_keys') {
    const key = unknown.keys[0] ?? '';
    const message = `unknown field "${key}" for "${verb.value}"${didYouMean(key, Object.keys(schema.shape))}`;
    return err(rulesError('ERR_BOARD_SCHEMA', message, { path: path(key) }));
  }
  const [first] = issues;
  if (first === undefined)
    return err(rulesError('ERR_BOARD_SCHEMA', checked.error.message, { path: path() }));
  return err(issueToError({ ...first, path: ['actions', index, ...first.path] }));
};
