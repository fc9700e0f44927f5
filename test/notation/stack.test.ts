import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/notation/make-board.js';
import { FAKE_POOL } from './fake-pool.js';
import { errorOf, parsed, stateOf } from './helpers.js';

/** Prodigal Sorcerer's ability as the card data writes it (CR 602). */
const PING = {
  kind: 'activated',
  text: '{T}: Prodigal Sorcerer deals 1 damage to any target.',
  cost: '{T}',
  targets: { count: 1, filter: {}, anyTarget: true },
  instructions: [{ kind: 'dealDamage', to: 'targets', amount: { kind: 'constant', n: 1 } }],
};

/** Skinrender's ability as the card data writes it (CR 603.6a). */
const SKIN = {
  kind: 'triggered',
  text: 'When Skinrender enters the battlefield, put three -1/-1 counters on target creature.',
  trigger: { kind: 'entersBattlefield' },
  targets: { count: 1, filter: { types: ['Creature'] } },
  instructions: [
    { kind: 'addCounters', on: 'targets', counter: '-1/-1', amount: { kind: 'constant', n: 3 } },
  ],
};

/** A's bolt on the stack, B's bear and goyf, A's clay in hand; what the row adds. */
const board = (extra: object, objects: object[] = []) => ({
  objects: [
    { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    { id: 'goyf', card: 'Tarmogoyf', controller: 'B' },
    { id: 'clay', card: 'Primal Clay', zone: 'hand' },
    ...objects,
  ],
  stack: ['bolt'],
  ...extra,
});

const ping = (fields: object = {}) => ({
  kind: 'ability',
  id: 'a5',
  source: 'goyf',
  ability: 0,
  def: PING,
  ...fields,
});
const skin = (fields: object = {}) => ({ id: 'a6', source: 'bear', ability: 0, def: SKIN, ...fields });

/** The board as makeBoard writes it back, through JSON. */
const remade = (written: unknown) => {
  const { state, actions } = parsed(written);
  return JSON.parse(JSON.stringify(makeBoard(state, FAKE_POOL, actions)));
};

describe('the stack in board files (CR 405)', () => {
  it("a spell by its id: its object is in the stack zone, its controller is the object's (CR 112.1, 112.2)", () => {
    expect(stateOf(board({})).stack).toStrictEqual([
      { kind: 'spell', id: 'bolt', controller: 'A', targets: [] },
    ]);
  });

  it('a spell and an ability on it, bottom first, with what was announced for them', () => {
    const written = board({
      stack: [
        { kind: 'spell', id: 'bolt', targets: ['bear'], x: 0 },
        ping({ controller: 'A', targets: ['B'], modes: [0], triggerObject: 'bear', amount: 2 }),
      ],
    });
    expect(stateOf(written).stack).toStrictEqual([
      { kind: 'spell', id: 'bolt', controller: 'A', targets: ['bear'], x: 0 },
      {
        kind: 'ability',
        id: 'a5',
        source: 'goyf',
        sourceName: 'Tarmogoyf',
        ability: 0,
        def: PING,
        controller: 'A',
        targets: ['B'],
        rule: '602.2a',
        modes: [0],
        triggerObject: 'bear',
        amount: 2,
      },
    ]);
  });

  it("CR 603.3: a triggered ability waiting, its controller its source's (603.3a) and its rule its trigger's", () => {
    const written = board({ triggered: [skin({ triggerPlayer: 'A', x: 2 })] });
    expect(stateOf(written).triggered).toStrictEqual([
      {
        id: 'a6',
        source: 'bear',
        sourceName: 'Grizzly Bears',
        ability: 0,
        def: SKIN,
        controller: 'B',
        rule: '603.6a',
        triggerPlayer: 'A',
        x: 2,
      },
    ]);
  });

  it('CR 113.7a: an ability whose source is gone (a token that ceased to exist) keeps its name', () => {
    const written = board({ triggered: [skin({ source: 'o9', sourceName: 'Bear token' })] });
    expect(stateOf(written).triggered[0]).toMatchObject({
      source: 'o9',
      sourceName: 'Bear token',
      controller: 'A',
    });
  });

  it.each([
    ['a spell by its id', board({})],
    [
      'a spell with its targets and answers',
      board({ stack: [{ kind: 'spell', id: 'bolt', targets: ['bear'], x: 1, may: true }] }),
    ],
    [
      "a spell its object's controller does not control",
      board({ stack: [{ kind: 'spell', id: 'bolt', controller: 'B' }] }),
    ],
    [
      'an activated ability on top of a spell',
      board({
        stack: [
          'bolt',
          {
            kind: 'ability',
            id: 'a5',
            source: 'goyf',
            ability: 0,
            controller: 'A',
            targets: ['B'],
            def: PING,
          },
        ],
      }),
    ],
    [
      'a triggered ability on the stack, with its trigger facts and another rule',
      board({
        stack: [
          'bolt',
          {
            kind: 'ability',
            id: 'a7',
            source: 'bear',
            ability: 1,
            targets: ['goyf'],
            rule: '702.83a',
            x: 3,
            triggerObject: 'goyf',
            became: { zone: 'graveyard', timestamp: 4 },
            def: SKIN,
          },
        ],
      }),
    ],
    [
      'a triggered ability waiting',
      board({ triggered: [{ id: 'a6', source: 'bear', ability: 0, def: SKIN }] }),
    ],
    [
      'one whose source is gone',
      board({
        triggered: [
          { id: 'a6', source: 'o9', sourceName: 'Bear token', ability: 0, controller: 'B', def: SKIN },
        ],
      }),
    ],
    ['priority and passes (CR 117.3d)', board({ priority: 'B', passed: ['A'] })],
    ['nobody holds priority in the main phase', board({ priority: null })],
    ['the active player holds it in the untap step', { turn: { step: 'untap' }, priority: 'A' }],
    [
      'CR 608.2d: the top of the stack waits for an answer, and nobody holds priority',
      board({
        stack: [
          {
            kind: 'spell',
            id: 'bolt',
            targets: ['bear'],
            awaiting: { player: 'A', what: 'scry 1', path: '$.decisions[0]', rule: '701.22a' },
          },
        ],
      }),
    ],
    [
      'CR 104.2a: a game won',
      { players: [{ id: 'A' }, { id: 'B', lost: true, life: 0 }], over: { winners: ['A'] } },
    ],
    ['CR 104.4a: a draw', { over: { winners: [] } }],
    [
      'CR 104.4b: the fingerprints of a loop check',
      board({ loopCheck: { resolutions: 18, seen: ['c3fb4a7c4e362eb0', '0123456789abcdef'] } }),
    ],
    [
      'CR 608.2b: a spell targeting a token that has ceased to exist',
      board({ gone: ['token'], stack: [{ kind: 'spell', id: 'bolt', targets: ['token'] }] }),
    ],
    [
      'CR 113.7a: an ability whose "that creature" has ceased to exist',
      board({ gone: ['o9'], triggered: [skin({ triggerObject: 'o9' })] }),
    ],
    [
      'CR 701.6a: a spell targeting an ability on the stack',
      board({ stack: [ping(), { kind: 'spell', id: 'bolt', targets: ['a5'] }] }),
    ],
    [
      "CR 400.7: when a spell and an ability began, and the ability's source as it last existed (CR 608.2h)",
      board({
        stack: [
          { kind: 'spell', id: 'bolt', at: 3 },
          ping({
            at: 5,
            sourceLastKnown: {
              controller: 'B',
              power: 1,
              toughness: 1,
              colors: ['U'],
              types: ['Creature'],
              subtypes: ['Human', 'Wizard'],
              keywords: [],
              counters: {},
            },
          }),
        ],
      }),
    ],
    [
      'CR 613.7e: an object attached since it entered, with a newer timestamp',
      { objects: [{ card: 'Ensoul Artifact', timestamp: 4, enteredAt: 1 }] },
    ],
    [
      'a game over by another rule, with a player still holding priority',
      { over: { winners: ['B'], rule: '104.3a' }, priority: 'A' },
    ],
  ])('round trip: %s', (_name, written) => {
    expect(remade(written)).toStrictEqual(written);
    expect(stateOf(remade(written))).toStrictEqual(stateOf(written));
  });

  it.each([
    [
      'a spell in the full form with nothing more to say is its id',
      board({ stack: [{ kind: 'spell', id: 'bolt', targets: [] }] }),
      board({}),
    ],
    [
      'its default rule left out',
      board({ triggered: [skin({ rule: '603.6a' })] }),
      board({ triggered: [skin()] }),
    ],
    [
      "the source's name and controller left out",
      board({ triggered: [skin({ sourceName: 'Grizzly Bears', controller: 'B' })] }),
      board({ triggered: [skin()] }),
    ],
    ['no passes, the default priority', board({ priority: 'A', passed: [] }), board({})],
    ['the rule of a win', { over: { winners: ['A'], rule: '104.2a' } }, { over: { winners: ['A'] } }],
  ])('makeBoard writes it canonically: %s', (_name, written, canonical) => {
    expect(remade(written)).toStrictEqual(canonical);
  });

  it('next.id comes after every a<n> id and every gone o<n>, so a new token never makes a gone target legal again', () => {
    expect(stateOf(board({ gone: ['o12'] })).next.id).toBe(13);
    expect(stateOf(board({ triggered: [skin({ id: 'a12' })] })).next.id).toBe(13);
    expect(stateOf(board({ stack: ['bolt', ping({ id: 'a3' })] })).next.id).toBe(4);
    expect(errorOf(board({ triggered: [skin({ id: 'a12' })], next: { id: 12 } }))).toMatchObject({
      code: 'ERR_BOARD_STATE',
      path: '$.next.id',
    });
  });
});

describe('the stack in board files: every reference checked', () => {
  it.each([
    ['a spell naming no object', board({ stack: ['blot'] }), '$.stack[0]'],
    [
      "a spell's controller",
      board({ stack: [{ kind: 'spell', id: 'bolt', controller: 'C' }] }),
      '$.stack[0].controller',
    ],
    [
      "a spell's target",
      board({ stack: [{ kind: 'spell', id: 'bolt', targets: ['baer'] }] }),
      '$.stack[0].targets[0]',
    ],
    [
      "an ability's source, gone without a name",
      board({ stack: ['bolt', ping({ source: 'gofy' })] }),
      '$.stack[1].source',
    ],
    [
      "an ability's source, a player",
      board({ stack: ['bolt', ping({ source: 'B', sourceName: 'B' })] }),
      '$.stack[1].source',
    ],
    [
      "an ability's controller",
      board({ stack: ['bolt', ping({ controller: 'C' })] }),
      '$.stack[1].controller',
    ],
    ["an ability's target", board({ stack: ['bolt', ping({ targets: ['C'] })] }), '$.stack[1].targets[0]'],
    ['"that player"', board({ stack: ['bolt', ping({ triggerPlayer: 'C' })] }), '$.stack[1].triggerPlayer'],
    [
      'the player an answer is awaited from',
      board({
        stack: ['bolt', ping({ awaiting: { player: 'C', what: 'x', path: '$.may', rule: '608.2d' } })],
      }),
      '$.stack[1].awaiting.player',
    ],
    ["a waiting ability's source", board({ triggered: [skin({ source: 'baer' })] }), '$.triggered[0].source'],
    [
      "a waiting ability's controller",
      board({ triggered: [skin({ controller: 'C' })] }),
      '$.triggered[0].controller',
    ],
    [
      '"that creature"',
      board({ triggered: [skin({ triggerObject: 'baer' })] }),
      '$.triggered[0].triggerObject',
    ],
    [
      'a card a decision made for a spell names (CR 608.2d)',
      board({ stack: [{ kind: 'spell', id: 'bolt', decisions: [{ top: ['caly'] }] }] }),
      '$.stack[0].decisions[0].top[0]',
    ],
    [
      'a permanent or player an ability chose',
      board({ stack: ['bolt', ping({ decisions: [{ chosen: ['bear', 'C'] }] })] }),
      '$.stack[1].decisions[0].chosen[1]',
    ],
    [
      'a target not in gone',
      board({ gone: ['token'], stack: [{ kind: 'spell', id: 'bolt', targets: ['tokn'] }] }),
      '$.stack[0].targets[0]',
    ],
    [
      '"that creature" not in gone',
      board({ triggered: [skin({ triggerObject: 'o9' })] }),
      '$.triggered[0].triggerObject',
    ],
    [
      'the controller its source had as it last existed',
      board({
        triggered: [
          skin({
            sourceLastKnown: {
              controller: 'C',
              power: null,
              toughness: null,
              colors: [],
              types: [],
              subtypes: [],
              keywords: [],
              counters: {},
            },
          }),
        ],
      }),
      '$.triggered[0].sourceLastKnown.controller',
    ],
    ['priority', board({ priority: 'C' }), '$.priority'],
    ['a player who passed', board({ passed: ['C'] }), '$.passed[0]'],
    ['a winner', { over: { winners: ['C'] } }, '$.over.winners[0]'],
  ])('ERR_BOARD_REFERENCE: %s', (_name, written, path) => {
    expect(errorOf(written)).toMatchObject({ code: 'ERR_BOARD_REFERENCE', path });
  });

  it('suggests the object meant', () => {
    expect(errorOf(board({ stack: ['blot'] })).message).toContain('did you mean "bolt"?');
  });

  it.each([
    ["an ability with an object's id", board({ stack: ['bolt', ping({ id: 'bear' })] }), '$.stack[1].id'],
    ["an ability with a player's id", board({ triggered: [skin({ id: 'B' })] }), '$.triggered[0].id'],
    [
      'a waiting ability with the id of one on the stack',
      board({ stack: ['bolt', ping()], triggered: [skin({ id: 'a5' })] }),
      '$.triggered[0].id',
    ],
    ['two waiting abilities with one id', board({ triggered: [skin(), skin()] }), '$.triggered[1].id'],
    ["a gone object with an object's id", board({ gone: ['bear'] }), '$.gone[0]'],
    ['a spell twice', board({ stack: ['bolt', { kind: 'spell', id: 'bolt' }] }), '$.stack[1].id'],
  ])('ERR_BOARD_DUPLICATE_ID: %s', (_name, written, path) => {
    expect(errorOf(written)).toMatchObject({ code: 'ERR_BOARD_DUPLICATE_ID', path });
  });

  it.each([
    ['CR 112.1: a spell whose card is in a hand', board({ stack: ['clay'] }), '$.stack[0]', '112.1'],
    [
      'CR 112.1: the same in the full form',
      board({ stack: [{ kind: 'spell', id: 'bear' }] }),
      '$.stack[0].id',
      '112.1',
    ],
    [
      'CR 112.1: a card in the stack zone that no spell names',
      board({ stack: [] }),
      '$.objects[0].zone',
      '112.1',
    ],
    [
      'CR 405.5: an answer awaited below the top of the stack',
      board({
        stack: [
          { kind: 'spell', id: 'bolt', awaiting: { player: 'A', what: 'x', path: '$.may', rule: '608.2d' } },
          ping(),
        ],
      }),
      '$.stack[0].awaiting',
      '405.5',
    ],
    [
      'CR 117.4: a player who passed twice',
      board({ priority: 'B', passed: ['A', 'A'] }),
      '$.passed[1]',
      '117.4',
    ],
    ['CR 117.4: the player holding priority has passed', board({ passed: ['A'] }), '$.passed[0]', '117.4'],
    [
      'CR 104.2a: a winner who has lost',
      { players: [{ id: 'A', lost: true }, { id: 'B' }], over: { winners: ['A'] } },
      '$.over.winners[0]',
      '104.2a',
    ],
    ['CR 104.2a: a winner twice', { over: { winners: ['A', 'A'] } }, '$.over.winners[1]', '104.2a'],
    [
      'CR 613.7: a spell that began after the next timestamp to issue',
      board({ stack: [{ kind: 'spell', id: 'bolt', at: 9 }] }),
      '$.stack[0].at',
      '613.7',
    ],
  ])('ERR_BOARD_STATE: %s', (_name, written, path, rule) => {
    expect(errorOf(written)).toMatchObject({ code: 'ERR_BOARD_STATE', path, rule });
  });

  it.each([
    [
      'a waiting ability that is not a triggered one',
      board({ triggered: [skin({ def: PING })] }),
      '$.triggered[0].def.kind',
    ],
    [
      'an ability on the stack that is a static one',
      board({
        stack: ['bolt', ping({ def: { kind: 'static', text: '', effect: { affects: {}, ops: [] } } })],
      }),
      '$.stack[1].def.kind',
    ],
    [
      'an instruction of the effect language misspelt',
      board({ triggered: [skin({ def: { ...SKIN, instructions: [{ kind: 'addCounter' }] } })] }),
      '$.triggered[0].def.instructions[0].kind',
    ],
    ['a stack object of no kind', board({ stack: [{ kind: 'card', id: 'bolt' }] }), '$.stack[0].kind'],
    [
      'an unknown field of a spell',
      board({ stack: [{ kind: 'spell', id: 'bolt', target: ['bear'] }] }),
      '$.stack[0].target',
    ],
  ])("ERR_BOARD_SCHEMA: %s, checked by the effect language's validators", (_name, written, path) => {
    expect(errorOf(written)).toMatchObject({ code: 'ERR_BOARD_SCHEMA', path });
  });
});
