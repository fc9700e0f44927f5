import { isJsonObject } from '../cards/decode.js';
import { integerProblem } from '../numbers/game-integer.js';
import { kindOf } from '../value-kind.js';
import { type DataProblem, type Place, pathOf } from './plain-data.js';

/**
 * The JSON shape of the parts of a game state that validateState and every way into the engine
 * read before anything else: the state's own fields, the turn, the counters, and each player and
 * object. A state built in code with a field of the wrong kind (players that aren't a list, a
 * turn that is a number) is refused here, at its path, instead of throwing further in.
 */
export type Kind = 'string' | 'number' | 'count' | 'boolean' | 'null' | 'object' | 'array';

export interface Fields {
  readonly required: Readonly<Record<string, Shape>>;
  readonly optional?: Readonly<Record<string, Shape>>;
}
/**
 * A JSON kind (`count`: a whole number from 0 that the game can count, CR 107.1), one of several kinds, a list of one
 * shape (`each`), a record of one shape by any key or by the keys listed (`values`), one of a
 * few values (`oneOf`), the first of several shapes that fits (`anyOf`), or an object's fields.
 */
export type Shape =
  | Kind
  | readonly Kind[]
  | { readonly each: Shape }
  | { readonly values: Shape; readonly keys?: readonly string[] }
  | { readonly oneOf: readonly (string | boolean)[] }
  | { readonly anyOf: readonly Shape[] }
  | Fields;

const OBJECT_SHAPE: Fields = {
  required: {
    id: 'string',
    card: 'string',
    token: 'boolean',
    zone: 'string',
    owner: 'string',
    controller: 'string',
    timestamp: 'number',
    counters: { each: 'object' },
    damage: 'number',
    attachedTo: ['string', 'null'],
    tapped: 'boolean',
    faceDown: 'boolean',
    // What validateState reads of the choices it entered with before looking up their cards (707.2b).
    choices: {
      required: {},
      optional: { option: 'string', copy: { required: { card: 'string' }, optional: { option: 'string' } } },
    },
  },
};

const PLAYER_SHAPE: Fields = {
  required: { id: 'string', life: 'number', counters: 'object', manaPool: { each: 'object' } },
  optional: { lost: 'boolean', preventionShields: { each: 'object' } },
};

// What `toAct` reads of the stack, the triggered abilities, the legend rule's choices and combat
// (CR 117, 603.3b, 704.5j, 508.1, 509.1, 510.1), so that it can answer for any state of this shape.
const AWAITING_SHAPE: Fields = {
  required: { player: 'string', what: 'string', path: 'string', rule: 'string' },
  optional: { question: 'object' },
};

const STACK_OBJECT_SHAPE: Fields = {
  required: { kind: 'string', id: 'string', controller: 'string' },
  optional: { awaiting: AWAITING_SHAPE },
};

const LEGEND_CHOICE_SHAPE: Fields = {
  required: { player: 'string', name: 'string', among: { each: 'string' } },
  optional: { kept: 'string' },
};

const COMBAT_SHAPE: Fields = {
  required: {
    attackers: { each: { required: { id: 'string', attacking: 'string', blocked: 'boolean' } } },
    blockers: ['array', 'null'],
    dealtFirstStrike: { each: 'string' },
  },
  optional: {
    damageAssignment: {
      required: {
        asked: {
          each: { required: { player: 'string', firstStrike: 'boolean', creatures: { each: 'object' } } },
        },
        division: 'object',
      },
    },
  },
};

const STATE_SHAPE: Fields = {
  required: {
    turn: { required: { number: 'number', active: 'string', step: 'string' } },
    players: { each: PLAYER_SHAPE },
    objects: { each: OBJECT_SHAPE },
    effects: { each: 'object' },
    next: { required: { id: 'number', timestamp: 'number' } },
    stack: { each: STACK_OBJECT_SHAPE },
    priority: ['string', 'null'],
    passed: { each: 'string' },
    triggered: { each: { required: { id: 'string', controller: 'string' } } },
  },
  optional: {
    combat: COMBAT_SHAPE,
    delayed: { each: 'object' },
    over: { required: { winners: { each: 'string' }, rule: 'string' } },
    loopCheck: 'object',
    legendRule: { each: LEGEND_CHOICE_SHAPE },
    preventionShields: { each: 'object' },
    random: { each: 'number' },
    // What `toAct` reads of the mulligans (103.5).
    opening: {
      required: {
        hands: {
          each: {
            required: { player: 'string', mulligans: 'number' },
            optional: { declared: 'string', bottom: 'number' },
          },
        },
      },
    },
  },
};

const kindIs = (value: unknown, kind: Kind): boolean => {
  switch (kind) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isJsonObject(value);
    case 'count':
      return integerProblem(value, 0) === null;
    default:
      return typeof value === kind;
  }
};

/** Where a value lies: a path is built only for a problem, as the check runs on every action. */
type At = Place | null;

const problemAt = (message: string, at: At): DataProblem => ({ message, where: pathOf(at) });

const wrongKind = (value: unknown, kinds: readonly Kind[], at: At): DataProblem =>
  problemAt(`expected ${kinds.join(' or ')}, found ${kindOf(value)}`, at);

// Array.isArray doesn't narrow a readonly array type.
const isKinds = (shape: Shape): shape is readonly Kind[] => Array.isArray(shape);

/** The deepest of several problems: that of the shape the value came closest to fitting. */
const deepest = (found: readonly DataProblem[]): DataProblem | null =>
  found.reduce<DataProblem | null>((a, b) => (a === null || b.where.length > a.where.length ? b : a), null);

const recordAt = (
  value: unknown,
  shape: { readonly values: Shape; readonly keys?: readonly string[] },
  at: At,
): DataProblem | null => {
  if (!kindIs(value, 'object')) return wrongKind(value, ['object'], at);
  for (const [key, field] of Object.entries(value as Readonly<Record<string, unknown>>)) {
    if (shape.keys !== undefined && !shape.keys.includes(key))
      return problemAt(`expected a key among ${shape.keys.join(', ')}`, { key, up: at });
    const found = shapeAt(field, shape.values, { key, up: at });
    if (found !== null) return found;
  }
  return null;
};

const shapeAt = (value: unknown, shape: Shape, at: At): DataProblem | null => {
  if (shape === 'count') {
    const problem = integerProblem(value, 0);
    return problem === null ? null : { ...problemAt(problem.message, at), rule: problem.rule };
  }
  if (typeof shape === 'string') return kindIs(value, shape) ? null : wrongKind(value, [shape], at);
  if (isKinds(shape)) return shape.some((k) => kindIs(value, k)) ? null : wrongKind(value, shape, at);
  if ('each' in shape) {
    if (!Array.isArray(value)) return wrongKind(value, ['array'], at);
    for (let i = 0; i < value.length; i++) {
      const found = shapeAt(value[i], shape.each, { key: i, up: at });
      if (found !== null) return found;
    }
    return null;
  }
  if ('values' in shape) return recordAt(value, shape, at);
  if ('oneOf' in shape) {
    if (shape.oneOf.some((v) => v === value)) return null;
    return problemAt(`expected one of ${shape.oneOf.join(', ')}, found ${kindOf(value)}`, at);
  }
  if ('anyOf' in shape) {
    const found: DataProblem[] = [];
    for (const option of shape.anyOf) {
      const problem = shapeAt(value, option, at);
      if (problem === null) return null;
      found.push(problem);
    }
    return deepest(found);
  }
  if (!kindIs(value, 'object')) return wrongKind(value, ['object'], at);
  const record = value as Readonly<Record<string, unknown>>;
  for (const key in shape.required) {
    const found = shapeAt(record[key], shape.required[key] as Shape, { key, up: at });
    if (found !== null) return found;
  }
  const optional = shape.optional ?? {};
  for (const key in optional) {
    if (record[key] === undefined) continue;
    const found = shapeAt(record[key], optional[key] as Shape, { key, up: at });
    if (found !== null) return found;
  }
  return null;
};

/** The first part of a plain-data state whose JSON kind is wrong, or null. */
export const stateShapeProblem = (state: unknown): DataProblem | null => shapeAt(state, STATE_SHAPE, null);

/** The first part of a plain-data value whose JSON kind `shape` doesn't allow, or null. */
export const shapeProblem = (value: unknown, shape: Shape): DataProblem | null => shapeAt(value, shape, null);
