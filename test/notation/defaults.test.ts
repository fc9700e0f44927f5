import { describe, expect, it } from 'vitest';
import { objectOf, parsed, stateOf } from './helpers.js';

const GROWTH = {
  affects: {},
  ops: [{ kind: 'modifyPT', power: { kind: 'constant', n: 3 }, toughness: { kind: 'constant', n: 3 } }],
};

describe('board file defaults', () => {
  it('an empty file: players A and B at 20 life (CR 103.4), turn 1, A active and holding priority in the first main phase (CR 117.3a), an empty stack, nothing triggered, the game on', () => {
    expect(stateOf({})).toStrictEqual({
      turn: { number: 1, active: 'A', step: 'main1' },
      players: [
        { id: 'A', life: 20, counters: {}, manaPool: [] },
        { id: 'B', life: 20, counters: {}, manaPool: [] },
      ],
      objects: [],
      effects: [],
      stack: [],
      triggered: [],
      priority: 'A',
      passed: [],
      next: { id: 1, timestamp: 1 },
    });
  });

  it.each([
    ['CR 117.3a: the active player, in most steps', { turn: { active: 'B', step: 'upkeep' } }, 'B'],
    ['CR 502.4: nobody in the untap step', { turn: { step: 'untap' } }, null],
    ['CR 514.3: nobody in the cleanup step', { turn: { step: 'cleanup' } }, null],
    ['CR 104.1: nobody once the game is over', { over: { winners: ['A'] } }, null],
    ['given', { turn: { step: 'end' }, priority: 'B' }, 'B'],
  ])('priority: %s', (_name, board, priority) => {
    expect(stateOf(board).priority).toBe(priority);
  });

  it('CR 104.2a, 104.4a: a game over has the rule of its winners: one winner, or a draw', () => {
    expect(stateOf({ over: { winners: ['B'] } }).over).toStrictEqual({ winners: ['B'], rule: '104.2a' });
    expect(stateOf({ over: { winners: [] } }).over).toStrictEqual({ winners: [], rule: '104.4a' });
  });

  it('a player: life 20, no counters, an empty mana pool', () => {
    expect(stateOf({ players: [{ id: 'P' }] }).players).toStrictEqual([
      { id: 'P', life: 20, counters: {}, manaPool: [] },
    ]);
  });

  it('the active player is the first player listed, in turn order (CR 101.4)', () => {
    expect(stateOf({ players: [{ id: 'Y' }, { id: 'Z' }] }).turn).toStrictEqual({
      number: 1,
      active: 'Y',
      step: 'main1',
    });
  });

  it('an object: on the battlefield, the active player owns and controls it, untapped, face up, not a token', () => {
    expect(objectOf({ card: 'Grizzly Bears' })).toStrictEqual({
      id: 'o1',
      card: 'Grizzly Bears',
      token: false,
      zone: 'battlefield',
      owner: 'A',
      controller: 'A',
      timestamp: 1,
      counters: [],
      damage: 0,
      attachedTo: null,
      tapped: false,
      faceDown: false,
      choices: {},
      controlledSince: 0,
    });
  });

  const bears = (fields: object) => ({ objects: [{ card: 'Grizzly Bears', ...fields }] });
  it.each([
    [
      'owner defaults to the active player',
      { turn: { active: 'B' }, ...bears({}) },
      { owner: 'B', controller: 'B' },
    ],
    ['owner defaults to the controller', bears({ controller: 'B' }), { owner: 'B', controller: 'B' }],
    ['controller defaults to the owner', bears({ owner: 'B' }), { owner: 'B', controller: 'B' }],
    ['both given', bears({ owner: 'A', controller: 'B' }), { owner: 'A', controller: 'B' }],
  ])('%s', (_name, board, expected) => {
    expect(stateOf(board).objects[0]).toMatchObject(expected);
  });

  it.each([
    ['CR 302.6: controlled since the game began (0), so not summoning-sick on any turn', {}, 0],
    ['enteredThisTurn: controlled since this turn', { enteredThisTurn: true }, 5],
    ['enteredThisTurn false is the default', { enteredThisTurn: false }, 0],
    ['controlledSince as given', { controlledSince: 2 }, 2],
  ] as const)('turn 5, %s', (_name, written, since) => {
    const board = { turn: { number: 5 }, objects: [{ card: 'Grizzly Bears', ...written }] };
    expect(stateOf(board).objects[0]?.controlledSince).toBe(since);
  });

  it('an effect: id e1, the source object controls it, named after its card, until end of turn, not locked', () => {
    const board = {
      objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }],
      effects: [{ source: 'bear', effect: GROWTH }],
    };
    expect(stateOf(board).effects).toStrictEqual([
      {
        id: 'e1',
        source: 'bear',
        sourceName: 'Grizzly Bears',
        controller: 'B',
        timestamp: 2,
        duration: 'endOfTurn',
        effect: GROWTH,
        lockedTo: null,
      },
    ]);
  });

  it('CR 611.2c: an effect whose source has gone is controlled by the active player unless told', () => {
    const board = {
      turn: { active: 'B' },
      effects: [{ source: 'gone', sourceName: 'Giant Growth', effect: GROWTH }],
    };
    expect(stateOf(board).effects[0]).toMatchObject({ controller: 'B', sourceName: 'Giant Growth' });
  });

  it("an action: the active player controls it, and the card takes the pool's spelling", () => {
    const board = { turn: { active: 'B' }, actions: [{ resolve: 'giant growth' }] };
    expect(parsed(board).actions).toStrictEqual([
      { kind: 'resolve', source: 'Giant Growth', controller: 'B' },
    ]);
  });

  it('card names: other case and accents find the card, and the state keeps the canonical name', () => {
    expect(objectOf({ card: 'DANDAN' }).card).toBe('Dandân');
  });

  it('JSON text is read as well as the value it parses to', () => {
    expect(stateOf('{ "objects": [ { "card": "Ornithopter" } ] }').objects[0]?.card).toBe('Ornithopter');
  });

  it('a "$schema" key for editors is allowed and ignored', () => {
    expect(stateOf({ $schema: './schema/board.schema.json' })).toStrictEqual(stateOf({}));
  });
});
