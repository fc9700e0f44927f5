import { COST_VERBS } from '../effects/chosen-costs.js';
import { SEARCHED_ZONES } from '../effects/library.js';
import { ALTERNATIVE_COSTS } from '../effects/types.js';
import type { Decision } from '../state/answers.js';
import type { Shape } from '../state/shape.js';
import { CAST_FROM } from '../state/types.js';
import { ZONE_NAMES } from '../state/vocabulary.js';
import { COLORS } from '../symbols/colors.js';
import type { Action } from './action.js';
import type { CastAction } from './casting/cast-action.js';
import type { ManaActivation } from './casting/mana-abilities.js';
import type { DecideAction } from './stack/decide.js';
import type { EnterChoices } from './zones/copy-choice.js';

/**
 * The JSON shape of every field of every action, as `apply` reads them: checked once, as the
 * action comes in, so that no field of the wrong kind (targets that aren't a list, a division
 * that isn't a record of numbers) reaches the code that walks it. The types below make the
 * compiler see that every kind has a row and every field of it a shape, required or not.
 */

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The shape of each field of `T`, `kind` aside: the compiler asks for every one of them. */
interface FieldsOf<T> {
  readonly required: Readonly<Record<Exclude<RequiredKeys<T>, 'kind'>, Shape>>;
  readonly optional: Readonly<Record<Exclude<keyof T, RequiredKeys<T> | 'kind'>, Shape>>;
}

const ids: Shape = { each: 'string' };

/** CR 601.2d: each target's share of the damage, a whole number (107.1a), by its id. */
const division: Shape = { values: 'count' };

const decision: FieldsOf<Decision> = {
  required: {},
  optional: {
    top: ids,
    bottom: ids,
    graveyard: ids,
    cards: ids,
    searched: { each: { oneOf: SEARCHED_ZONES } },
    permanents: ids,
    chosen: ids,
  },
};

/**
 * The announced X is a number here; whether it is one the game can count (107.1, 107.3a) is
 * checked after, with its own code (`ERR_X_VALUE`).
 */
const ANSWERS = {
  x: 'number',
  division,
  modes: { each: 'count' },
  mana: 'string',
  may: 'boolean',
  decisions: { each: decision },
} as const satisfies Readonly<Record<string, Shape>>;

const manaActivation: FieldsOf<ManaActivation> = {
  required: { object: 'string' },
  optional: { ability: 'count', mana: 'string' },
};

/** CR 601.2g: the mana abilities named, or `auto`. */
const sources: Shape = { anyOf: [{ oneOf: ['auto'] }, { each: manaActivation }] };

/** CR 601.2h, 602.2b: the objects a cost takes, under its verb. */
const costs: Shape = { values: ids, keys: COST_VERBS };

/** CR 707.2b: copiable values, as the card and option they derive from. */
const copy: Shape = {
  required: { card: 'string' },
  optional: { option: 'string', tokenDef: 'object', except: { each: 'object' } },
};

/** CR 614.12: what a resolving permanent spell's controller chooses as it enters (`decide`). */
const decidedChoices: FieldsOf<NonNullable<DecideAction['choices']>> = {
  required: {},
  optional: { opponent: 'string', color: 'string', creatureType: 'string' },
};

/** CR 614.12: a permanent spell's "as enters" choices, announced as it is cast. */
const castChoices: FieldsOf<NonNullable<CastAction['choices']>> = {
  required: {},
  optional: {
    ...decidedChoices.optional,
    option: 'string',
    copy,
    unleash: 'boolean',
    riot: 'boolean',
    devour: ids,
    amplify: ids,
  },
};

/** CR 614.12, 107.3m: the choices of an object put onto the battlefield, and what its spell was cast with. */
const enterChoices: FieldsOf<EnterChoices> = {
  required: {},
  optional: {
    ...castChoices.optional,
    x: 'count',
    paid: { oneOf: ALTERNATIVE_COSTS },
    kicked: 'count',
    kickedWith: ids,
    boughtBack: { oneOf: [true] },
    entwined: { oneOf: [true] },
    colorsSpent: 'count',
    manaSpent: 'count',
    manaSpentByColor: { values: 'count', keys: COLORS },
    castFrom: { oneOf: CAST_FROM },
    copyOf: 'string',
  },
};

type Row<K extends Action['kind']> = FieldsOf<Extract<Action, { readonly kind: K }>>;

/** Every kind of action, with the shape of its fields. */
export const ACTION_FIELDS: { readonly [K in Action['kind']]: Row<K> } = {
  pass: { required: {}, optional: { player: 'string' } },
  cast: {
    required: { object: 'string' },
    optional: {
      ...ANSWERS,
      targets: ids,
      sources,
      convoke: ids,
      improvise: ids,
      delve: ids,
      alternative: 'string',
      kicked: 'count',
      kickedWith: ids,
      buyback: 'boolean',
      entwined: 'boolean',
      additional: 'count',
      costs,
      face: 'string',
      faceDown: 'boolean',
      choices: castChoices,
    },
  },
  activate: {
    required: { object: 'string', ability: 'count' },
    optional: { ...ANSWERS, player: 'string', targets: ids, costs, sources },
  },
  tapForMana: manaActivation,
  playLand: { required: { object: 'string' }, optional: { face: 'string' } },
  turnFaceUp: { required: { object: 'string' }, optional: { costs, x: 'number' } },
  crew: { required: { vehicle: 'string', crew: ids }, optional: {} },
  orderTriggers: {
    required: {
      order: {
        each: { required: { trigger: 'string' }, optional: { targets: ids, modes: ANSWERS.modes, division } },
      },
    },
    optional: {},
  },
  decide: {
    required: {},
    optional: {
      mana: 'string',
      may: 'boolean',
      decisions: ANSWERS.decisions,
      player: 'string',
      sources: { each: manaActivation },
      choices: decidedChoices,
    },
  },
  keepLegend: { required: { keep: 'string' }, optional: { player: 'string' } },
  declareAttackers: {
    required: {
      attackers: { each: { required: { attacker: 'string' }, optional: { attacking: 'string' } } },
    },
    optional: { exert: ids },
  },
  declareBlockers: {
    required: { blockers: { each: { required: { blocker: 'string', attacker: 'string' } } } },
    optional: {},
  },
  // CR 510.1c-e: the division of a player's creatures' combat damage, by recipient, by creature.
  assignCombatDamage: { required: { player: 'string', division: { values: division } }, optional: {} },
  discardToHandSize: { required: { cards: ids }, optional: {} },
  mulligan: { required: { player: 'string', keep: 'boolean' }, optional: {} },
  bottom: { required: { player: 'string', cards: ids }, optional: {} },
  concede: { required: { player: 'string' }, optional: {} },
  // CR 510.1c-d: each creature's combat damage, by recipient, by creature.
  advance: {
    required: { to: 'string' },
    optional: { damage: { values: division }, keepTapped: ids },
  },
  resolveStack: { required: {}, optional: {} },
  resolve: {
    required: { source: 'string', controller: 'string' },
    optional: { ...ANSWERS, ability: 'count', targets: ids },
  },
  putOntoBattlefield: {
    required: { object: 'string' },
    optional: { controller: 'string', choices: enterChoices },
  },
  move: { required: { object: 'string', to: { oneOf: ZONE_NAMES } }, optional: {} },
  // The amounts are numbers here; whether they are whole (107.1a) is checked with their own code.
  counters: { required: { object: 'string', counter: 'string', amount: 'number' }, optional: {} },
  damage: {
    required: { source: 'string', to: { each: { required: { to: 'string', amount: 'number' } } } },
    optional: {},
  },
  attach: { required: { object: 'string', to: 'string' }, optional: {} },
  changeControl: {
    required: { object: 'string', to: 'string' },
    optional: { untilEndOfTurn: 'boolean' },
  },
  regenerate: { required: { object: 'string' }, optional: {} },
};
