import { isJsonObject } from '../cards/decode.js';
import { kindOf } from '../value-kind.js';
import type { PathSegment } from './json-path.js';
import type { DataProblem } from './plain-data.js';

/**
 * The JSON shape of the parts of a game state that validateState and every way into the engine
 * read before anything else: the state's own fields, the turn, the counters, and each player and
 * object. A state built in code with a field of the wrong kind (players that aren't a list, a
 * turn that is a number) is refused here, at its path, instead of throwing further in.
 */
export type Kind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export interface Fields {
  readonly required: Readonly<Record<string, Shape>>;
  readonly optional?: Readonly<Record<string, Shape>>;
}
export type Shape = Kind | readonly Kind[] | { readonly each: Shape } | Fields;

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
    default:
      return typeof value === kind;
  }
};

const wrongKind = (value: unknown, kinds: readonly Kind[], where: readonly PathSegment[]): DataProblem => ({
  message: `expected ${kinds.join(' or ')}, found ${kindOf(value)}`,
  where,
});

// Array.isArray doesn't narrow a readonly array type.
const isKinds = (shape: Shape): shape is readonly Kind[] => Array.isArray(shape);

const shapeAt = (value: unknown, shape: Shape, where: readonly PathSegment[]): DataProblem | null => {
  if (typeof shape === 'string') return kindIs(value, shape) ? null : wrongKind(value, [shape], where);
  if (isKinds(shape)) return shape.some((k) => kindIs(value, k)) ? null : wrongKind(value, shape, where);
  if ('each' in shape) {
    if (!Array.isArray(value)) return wrongKind(value, ['array'], where);
    for (let i = 0; i < value.length; i++) {
      const found = shapeAt(value[i], shape.each, [...where, i]);
      if (found !== null) return found;
    }
    return null;
  }
  if (!kindIs(value, 'object')) return wrongKind(value, ['object'], where);
  const record = value as Readonly<Record<string, unknown>>;
  for (const [key, field] of Object.entries(shape.required)) {
    const found = shapeAt(record[key], field, [...where, key]);
    if (found !== null) return found;
  }
  for (const [key, field] of Object.entries(shape.optional ?? {})) {
    if (record[key] === undefined) continue;
    const found = shapeAt(record[key], field, [...where, key]);
    if (found !== null) return found;
  }
  return null;
};

/** The first part of a plain-data state whose JSON kind is wrong, or null. */
export const stateShapeProblem = (state: unknown): DataProblem | null => shapeAt(state, STATE_SHAPE, []);

/** The first part of a plain-data value whose JSON kind `shape` doesn't allow, or null. */
export const shapeProblem = (value: unknown, shape: Shape): DataProblem | null => shapeAt(value, shape, []);
