import { jsonPath } from '../state/json-path.js';
import type { BoardAction, Verb } from './action-types.js';

/** The verb a board file writes an action of this kind with. */
const VERB: Readonly<Record<BoardAction['kind'], Verb>> = {
  resolve: 'resolve',
  activate: 'activate',
  cast: 'cast',
  putOntoBattlefield: 'enter',
  move: 'move',
  counters: 'counters',
  damage: 'damage',
  attach: 'attach',
  changeControl: 'gainControl',
  crew: 'crew',
  turnFaceUp: 'turnFaceUp',
  regenerate: 'regenerate',
  declareAttackers: 'attack',
  declareBlockers: 'block',
  assignCombatDamage: 'assignDamage',
  advance: 'advance',
  pass: 'pass',
  resolveStack: 'resolveStack',
  playLand: 'playLand',
  tapForMana: 'tapForMana',
  orderTriggers: 'orderTriggers',
  decide: 'decide',
  keepLegend: 'keepLegend',
  discardToHandSize: 'discard',
};

export const actionVerb = (action: BoardAction): Verb => VERB[action.kind];

/**
 * Where each field of the engine's action is in the board file's: the key, and whether the
 * rest of the path carries over (it does not where the file may use another form, such as
 * `{ "wall": "bear" }` for a list of blockers).
 */
const FIELDS: Readonly<Record<BoardAction['kind'], Readonly<Record<string, readonly [string, boolean]>>>> = {
  resolve: {
    source: ['resolve', true],
    ability: ['ability', true],
    controller: ['controller', true],
    targets: ['targets', true],
    x: ['x', true],
  },
  activate: {
    object: ['activate', true],
    ability: ['ability', true],
    player: ['player', true],
    targets: ['targets', true],
    x: ['x', true],
    costs: ['costs', true],
    sources: ['sources', false],
  },
  cast: {
    object: ['cast', true],
    convoke: ['convoke', true],
    improvise: ['improvise', true],
    delve: ['delve', true],
    faceDown: ['faceDown', true],
    face: ['face', true],
    x: ['x', true],
    targets: ['targets', true],
    mana: ['mana', true],
    choices: ['choices', true],
    sources: ['sources', false],
  },
  putOntoBattlefield: {
    object: ['enter', true],
    controller: ['controller', true],
    choices: ['choices', true],
  },
  move: { object: ['move', true], to: ['to', true] },
  counters: { object: ['counters', true], counter: ['counter', true], amount: ['amount', true] },
  damage: { source: ['damage', true], to: ['to', false] },
  attach: { object: ['attach', true], to: ['to', true] },
  changeControl: {
    object: ['gainControl', true],
    to: ['player', true],
    untilEndOfTurn: ['untilEndOfTurn', true],
  },
  crew: { vehicle: ['crew', true], crew: ['with', true] },
  turnFaceUp: { object: ['turnFaceUp', true], costs: ['costs', true], x: ['x', true] },
  regenerate: { object: ['regenerate', true] },
  declareAttackers: { attackers: ['attack', false], exert: ['exert', true] },
  declareBlockers: { blockers: ['block', false] },
  assignCombatDamage: { player: ['player', true], division: ['assignDamage', true] },
  advance: { to: ['advance', true], damage: ['damage', true] },
  pass: { player: ['pass', true] },
  resolveStack: {},
  playLand: { object: ['playLand', true], face: ['face', true] },
  tapForMana: { object: ['tapForMana', true], ability: ['ability', true], mana: ['mana', true] },
  orderTriggers: { order: ['orderTriggers', true] },
  decide: {
    may: ['decide.may', true],
    mana: ['decide.mana', true],
    decisions: ['decide.decisions', true],
    sources: ['decide.sources', false],
    choices: ['decide.choices', true],
  },
  keepLegend: { keep: ['keepLegend', true], player: ['player', true] },
  discardToHandSize: { cards: ['discard', true] },
};

/**
 * The JSON path in the board file of what `apply` refused: the engine's path (`$.object`,
 * relative to its action) turned into the file's (`$.actions[2].move`), as near as the
 * file's form allows; the action itself when nothing nearer is known.
 */
export const boardActionPath = (
  action: BoardAction,
  index: number,
  enginePath: string | undefined,
): string => {
  const root = jsonPath(['actions', index]);
  const match = /^\$\.(\w+)(.*)$/.exec(enginePath ?? '');
  const field = FIELDS[action.kind][match?.[1] ?? ''];
  if (!field) return root;
  const [key, keepRest] = field;
  return `${root}.${key}${keepRest ? (match?.[2] ?? '') : ''}`;
};
