import { describe, expect, it } from 'vitest';
import { errorOf } from '../notation/helpers.js';
import { GROWTH, PING, SKIN, SOLDIER } from './base-state.js';

/**
 * The checks that moved from the board-file parser to validateState, one row each: parseBoard
 * still reports them, with the board file's code and at the file's path (notation/board-path.ts),
 * the short forms included (a spell or attacker by its id, keyed blockers, an owner left out).
 */

/** A's Bolt on the stack; B's bear and goyf; A's clay in hand and thopter; what the row adds. */
const board = (extra: object = {}, ...objects: object[]) => ({
  objects: [
    { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    { id: 'goyf', card: 'Tarmogoyf', controller: 'B' },
    { id: 'clay', card: 'Primal Clay', zone: 'hand' },
    { id: 'thopter', card: 'Ornithopter' },
    ...objects,
  ],
  stack: ['bolt'],
  ...extra,
});

/** The board with one more object, the sixth: `$.objects[5]`. */
const plus = (object: object) => board({}, { card: 'Ornithopter', ...object });
const fight = (step: string, combat: object) => board({ turn: { step }, combat });
const ping = (fields: object = {}) => ({
  kind: 'ability',
  id: 'a5',
  source: 'goyf',
  ability: 0,
  def: PING,
  ...fields,
});
const skin = (fields: object = {}) => ({ id: 'a6', source: 'bear', ability: 0, def: SKIN, ...fields });
const known = (controller: string) => ({
  controller,
  power: null,
  toughness: null,
  colors: [],
  types: [],
  subtypes: [],
  keywords: [],
  counters: {},
});
const AWAIT = { player: 'A', what: 'x', path: '$.may', rule: '608.2d' };
const DASH = {
  at: 'nextEndStep',
  object: 'thopter',
  timestamp: 5,
  ability: 0,
  text: 'Dash',
  instructions: [],
};

const STATE = 'ERR_BOARD_STATE';
const REF = 'ERR_BOARD_REFERENCE';
const DUP = 'ERR_BOARD_DUPLICATE_ID';
const CARD = 'ERR_UNKNOWN_CARD';

const MOVED: readonly (readonly [name: string, board: unknown, code: string, path: string])[] = [
  ['ids unique', plus({ id: 'bear' }), DUP, '$.objects[5].id'],
  [
    'a spell once on the stack',
    board({ stack: ['bolt', { kind: 'spell', id: 'bolt' }] }),
    DUP,
    '$.stack[1].id',
  ],
  ['the active player a player', board({ turn: { active: 'C' } }), REF, '$.turn.active'],
  ['an owner a player', plus({ owner: 'C' }), REF, '$.objects[5].owner'],
  [
    'a controller a player, and the owner it gives',
    plus({ controller: 'C' }),
    REF,
    '$.objects[5].controller',
  ],
  ['unearthed by a player', plus({ unearthed: { by: 'C', ability: 0 } }), REF, '$.objects[5].unearthed.by'],
  [
    'last known information controlled by a player',
    plus({ zone: 'graveyard', lastKnown: known('C') }),
    REF,
    '$.objects[5].lastKnown.controller',
  ],
  ['the card in the pool', plus({ card: 'Ornithoptr' }), CARD, '$.objects[5].card'],
  [
    'a copied card in the pool',
    plus({ card: 'Clone', choices: { copy: { card: 'Ornithoptr' } } }),
    CARD,
    '$.objects[5].choices.copy.card',
  ],
  [
    'CR 614.12: an option the card offers',
    plus({ card: 'Primal Clay', choices: { option: '4/4' } }),
    REF,
    '$.objects[5].choices.option',
  ],
  [
    'CR 614.12: a copied option the copied card offers',
    plus({ card: 'Clone', choices: { copy: { card: 'Primal Clay', option: '4/4' } } }),
    REF,
    '$.objects[5].choices.copy.option',
  ],
  [
    'CR 111.4: a token named as its definition says',
    plus({ card: 'Soldier', tokenDef: SOLDIER }),
    STATE,
    '$.objects[5].card',
  ],
  [
    'CR 111.1: an object with a token definition a token',
    plus({ card: 'Soldier Token', token: false, tokenDef: SOLDIER }),
    STATE,
    '$.objects[5].token',
  ],
  [
    'CR 302.6: controlled since this turn or before',
    board({ turn: { number: 2 } }, { card: 'Ornithopter', controlledSince: 3 }),
    STATE,
    '$.objects[5].controlledSince',
  ],
  [
    'CR 303.4d: not attached to itself',
    plus({ id: 'x', card: 'Ensoul Artifact', attachedTo: 'x' }),
    STATE,
    '$.objects[5].attachedTo',
  ],
  [
    'attached to an object of the file',
    plus({ card: 'Ensoul Artifact', attachedTo: 'thoptr' }),
    REF,
    '$.objects[5].attachedTo',
  ],
  [
    'CR 400.7: only a permanent attached',
    plus({ card: 'Ensoul Artifact', zone: 'hand', attachedTo: 'thopter' }),
    STATE,
    '$.objects[5].attachedTo',
  ],
  [
    'a chosen opponent a player',
    plus({ card: 'Lost Order of Jarkeld', choices: { opponent: 'C' } }),
    REF,
    '$.objects[5].choices.opponent',
  ],
  [
    'CR 102.3: a chosen opponent not the controller',
    plus({ card: 'Lost Order of Jarkeld', choices: { opponent: 'A' } }),
    STATE,
    '$.objects[5].choices.opponent',
  ],
  [
    'CR 613.7c: one pile of each kind of counter',
    plus({
      counters: [
        { kind: 'charge', count: 1 },
        { kind: 'charge', count: 2 },
      ],
    }),
    STATE,
    '$.objects[5].counters[1].kind',
  ],
  [
    "an effect's controller a player",
    board({ effects: [{ source: 'x', sourceName: 'Giant Growth', controller: 'C', effect: GROWTH }] }),
    REF,
    '$.effects[0].controller',
  ],
  [
    "a delayed trigger's controller a player",
    board({ delayed: [{ ...DASH, controller: 'C', rule: '702.109a' }] }),
    REF,
    '$.delayed[0].controller',
  ],
  ['CR 508.1: combat from the declare attackers step', fight('main1', { attackers: [] }), STATE, '$.combat'],
  ['CR 511.3: combat until the end of combat', fight('main2', { attackers: [] }), STATE, '$.combat'],
  [
    'an attacker an object of the file',
    fight('declareAttackers', { attackers: ['thoptr'] }),
    REF,
    '$.combat.attackers[0]',
  ],
  [
    'CR 506.4: an attacker on the battlefield',
    fight('declareAttackers', { attackers: ['clay'] }),
    STATE,
    '$.combat.attackers[0]',
  ],
  [
    'CR 508.1a: an attacker once',
    fight('declareAttackers', { attackers: ['thopter', 'thopter'] }),
    STATE,
    '$.combat.attackers[1]',
  ],
  [
    'CR 508.1b: not attacking the active player',
    fight('declareAttackers', { attackers: [{ id: 'thopter', attacking: 'A' }] }),
    STATE,
    '$.combat.attackers[0].attacking',
  ],
  [
    'what an attacker attacks a player or object',
    fight('declareAttackers', { attackers: [{ id: 'thopter', attacking: 'C' }] }),
    REF,
    '$.combat.attackers[0].attacking',
  ],
  [
    'CR 509.1: blockers once declared',
    fight('declareAttackers', { attackers: ['thopter'], blockers: {} }),
    STATE,
    '$.combat.blockers',
  ],
  [
    'a blocker an object of the file',
    fight('declareBlockers', { attackers: ['thopter'], blockers: { baer: 'thopter' } }),
    REF,
    '$.combat.blockers.baer',
  ],
  [
    'CR 506.4: a blocker on the battlefield',
    fight('declareBlockers', { attackers: ['thopter'], blockers: { clay: 'thopter' } }),
    STATE,
    '$.combat.blockers.clay',
  ],
  [
    'CR 509.1a: a blocker blocks an attacker once',
    fight('declareBlockers', {
      attackers: ['thopter'],
      blockers: [0, 1].map(() => ({ id: 'bear', blocking: 'thopter' })),
    }),
    STATE,
    '$.combat.blockers[1].id',
  ],
  [
    'CR 509.1h: not blocked before blockers',
    fight('declareAttackers', { attackers: [{ id: 'thopter', blocked: true }] }),
    STATE,
    '$.combat.attackers[0].blocked',
  ],
  [
    'CR 509.1h: blocked when a blocker blocks it',
    fight('declareBlockers', {
      attackers: [{ id: 'thopter', blocked: false }],
      blockers: { bear: 'thopter' },
    }),
    STATE,
    '$.combat.attackers[0].blocked',
  ],
  [
    'CR 510.4: first-strike damage from its step on',
    fight('declareBlockers', { attackers: ['thopter'], dealtFirstStrike: ['thopter'] }),
    STATE,
    '$.combat.dealtFirstStrike[0]',
  ],
  ["a spell's card an object of the file", board({ stack: ['blot'] }), REF, '$.stack[0]'],
  ["CR 112.1: a spell's card in the stack zone", board({ stack: ['bolt', 'clay'] }), STATE, '$.stack[1]'],
  ['CR 112.1: every card in the stack zone a spell', board({ stack: [] }), STATE, '$.objects[0].zone'],
  [
    "a spell's controller a player",
    board({ stack: [{ kind: 'spell', id: 'bolt', controller: 'C' }] }),
    REF,
    '$.stack[0].controller',
  ],
  [
    "CR 113.7: an ability's source no player",
    board({ stack: ['bolt', ping({ source: 'B', sourceName: 'B' })] }),
    REF,
    '$.stack[1].source',
  ],
  [
    "an ability's controller a player",
    board({ stack: ['bolt', ping({ controller: 'C' })] }),
    REF,
    '$.stack[1].controller',
  ],
  [
    '"that player" a player',
    board({ triggered: [skin({ triggerPlayer: 'C' })] }),
    REF,
    '$.triggered[0].triggerPlayer',
  ],
  [
    "its source's last controller a player",
    board({ triggered: [skin({ sourceLastKnown: known('C') })] }),
    REF,
    '$.triggered[0].sourceLastKnown.controller',
  ],
  [
    'the player awaited a player',
    board({ stack: ['bolt', ping({ awaiting: { ...AWAIT, player: 'C' } })] }),
    REF,
    '$.stack[1].awaiting.player',
  ],
  [
    'CR 405.5: only the top awaits an answer',
    board({ stack: [{ kind: 'spell', id: 'bolt', awaiting: AWAIT }, ping()] }),
    STATE,
    '$.stack[0].awaiting',
  ],
  ['priority held by a player', board({ priority: 'C' }), REF, '$.priority'],
  ['those who passed players', board({ passed: ['C'] }), REF, '$.passed[0]'],
  ['CR 117.4: each who passed once', board({ priority: 'B', passed: ['A', 'A'] }), STATE, '$.passed[1]'],
  ['CR 117.4: the holder has not passed', board({ passed: ['A'] }), STATE, '$.passed[0]'],
  ['winners players', board({ over: { winners: ['C'] } }), REF, '$.over.winners[0]'],
  ['CR 104.2a: each winner once', board({ over: { winners: ['A', 'A'] } }), STATE, '$.over.winners[1]'],
  [
    'CR 104.2a: no winner who has lost',
    { players: [{ id: 'A', lost: true }, { id: 'B' }], over: { winners: ['A'] } },
    STATE,
    '$.over.winners[0]',
  ],
  [
    'CR 613.7: the next timestamp after every timestamp',
    board({ next: { timestamp: 5 } }),
    STATE,
    '$.next.timestamp',
  ],
  [
    'CR 613.7: the next timestamp at or after every `at`',
    board({ stack: [{ kind: 'spell', id: 'bolt', at: 9 }] }),
    STATE,
    '$.stack[0].at',
  ],
  [
    'the next id past every a<n>, o<n> and e<n>',
    board({ stack: ['bolt', ping({ id: 'a12' })], next: { id: 12 } }),
    STATE,
    '$.next.id',
  ],
];

describe('the checks that moved from the board-file parser to validateState, reported by parseBoard', () => {
  it.each(MOVED)('%s', (_name, written, code, path) => {
    expect(errorOf(written)).toMatchObject({ code, path });
  });
});
