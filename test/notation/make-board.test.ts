import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/notation/make-board.js';
import { FAKE_POOL } from './fake-pool.js';
import { parsed, stateOf } from './helpers.js';

const GROWTH = {
  affects: {},
  ops: [{ kind: 'modifyPT', power: { kind: 'constant', n: 3 }, toughness: { kind: 'constant', n: 3 } }],
};

/** makeBoard of what the board parses to. */
const remade = (board: object) => {
  const { state, actions } = parsed(board);
  return makeBoard(state, FAKE_POOL, actions);
};

describe('makeBoard writes the canonical board file', () => {
  it('an empty state is an empty file', () => {
    expect(
      remade({ players: [{ id: 'A', life: 20 }, { id: 'B' }], turn: { number: 1, step: 'main1' } }),
    ).toStrictEqual({});
  });

  it.each([
    [
      'every default left out',
      { card: 'Grizzly Bears', zone: 'battlefield', tapped: false, damage: 0 },
      { card: 'Grizzly Bears' },
    ],
    ['the card in its canonical spelling', { card: 'dandan' }, { card: 'Dandân' }],
    [
      'an id other than o<n> kept',
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'bear', card: 'Grizzly Bears' },
    ],
    ['o<n> for the n-th object left out', { id: 'o1', card: 'Grizzly Bears' }, { card: 'Grizzly Bears' }],
    [
      'owner and controller who differ',
      { card: 'Grizzly Bears', owner: 'B', controller: 'A' },
      { card: 'Grizzly Bears', owner: 'B', controller: 'A' },
    ],
    [
      'a permanent of the other player: its controller',
      { card: 'Grizzly Bears', owner: 'B' },
      { card: 'Grizzly Bears', controller: 'B' },
    ],
    [
      'a card of the other player: its owner',
      { card: 'Lightning Bolt', zone: 'graveyard', controller: 'B' },
      { card: 'Lightning Bolt', zone: 'graveyard', owner: 'B' },
    ],
    [
      'counters that share the timestamp, short',
      { card: 'Grizzly Bears', counters: [{ kind: '+1/+1', count: 2, timestamp: 1 }] },
      { card: 'Grizzly Bears', counters: { '+1/+1': 2 } },
    ],
    [
      'a timestamp other than its place kept; counters on it still short',
      { card: 'Grizzly Bears', counters: { '+1/+1': 2, '-1/-1': 1 }, timestamp: 3 },
      { card: 'Grizzly Bears', counters: { '+1/+1': 2, '-1/-1': 1 }, timestamp: 3 },
    ],
    [
      'a pile with a timestamp of its own',
      {
        card: 'Grizzly Bears',
        counters: [
          { kind: 'a', count: 1 },
          { kind: 'b', count: 1, timestamp: 7 },
        ],
      },
      {
        card: 'Grizzly Bears',
        counters: [
          { kind: 'a', count: 1 },
          { kind: 'b', count: 1, timestamp: 7 },
        ],
      },
    ],
    [
      'controlled since this turn: enteredThisTurn',
      { card: 'Grizzly Bears', controlledSince: 1 },
      { card: 'Grizzly Bears', enteredThisTurn: true },
    ],
  ])('object: %s', (_name, object, expected) => {
    expect(remade({ objects: [object] }).objects).toStrictEqual([expected]);
  });

  it('a copy is written with the values it copied, since the copied object may be gone (CR 707.2b)', () => {
    const objects = [
      { id: 'bear', card: 'Grizzly Bears' },
      { card: 'Clone', choices: { copyOf: 'bear' } },
    ];
    expect(remade({ objects }).objects?.[1]).toStrictEqual({
      card: 'Clone',
      choices: { copy: { card: 'Grizzly Bears' } },
    });
  });

  it('keys come in one order, whatever order the file used', () => {
    const object = { timestamp: 5, tapped: true, zone: 'exile', card: 'Ornithopter', id: 'x', damage: 1 };
    expect(Object.keys(remade({ objects: [object] }).objects?.[0] ?? {})).toStrictEqual([
      'id',
      'card',
      'zone',
      'tapped',
      'damage',
      'timestamp',
    ]);
  });

  it('effect records with their keys in one order, whatever order the state has them in', () => {
    const state = stateOf({ effects: [{ source: 'x', sourceName: 'X', effect: GROWTH }] });
    const shuffled = {
      ops: [{ toughness: { n: 3, kind: 'constant' }, power: { n: 3, kind: 'constant' }, kind: 'modifyPT' }],
      affects: {},
    } as const;
    const effects = state.effects.map((e) => ({ ...e, effect: shuffled }));
    const written = makeBoard({ ...state, effects }, FAKE_POOL).effects?.[0]?.effect;
    expect(JSON.stringify(written)).toBe(JSON.stringify(GROWTH));
  });

  it.each([
    ['plain and snow mana as text, in the order of the pool', '{G}{S:C}{W}', '{G}{S:C}{W}'],
    [
      'CR 106.6: restricted mana as a list',
      [{ type: 'C', restrictions: [{ kind: 'activateAbility' }] }],
      [{ type: 'C', restrictions: [{ kind: 'activateAbility' }] }],
    ],
    ['snow: false kept as written', [{ type: 'G', snow: false }], [{ type: 'G', snow: false }]],
  ])('mana pool: %s', (_name, manaPool, expected) => {
    expect(remade({ players: [{ id: 'A', manaPool }, { id: 'B' }] }).players?.[0]).toStrictEqual({
      id: 'A',
      manaPool: expected,
    });
  });

  it('players other than the defaults are listed; the first is active, so turn is left out', () => {
    expect(
      remade({
        players: [
          { id: 'X', life: -3 },
          { id: 'Y', counters: { poison: 10 } },
        ],
        turn: { active: 'X' },
      }),
    ).toStrictEqual({
      players: [
        { id: 'X', life: -3 },
        { id: 'Y', counters: { poison: 10 } },
      ],
    });
  });

  it('effects: defaults from their source left out, the rest kept', () => {
    const board = {
      objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }],
      effects: [
        {
          source: 'bear',
          sourceName: 'Grizzly Bears',
          controller: 'B',
          timestamp: 2,
          duration: 'endOfTurn',
          effect: GROWTH,
        },
        {
          id: 'g',
          source: 'gone',
          sourceName: 'Giant Growth',
          on: ['bear'],
          duration: 'permanent',
          timestamp: 9,
          effect: GROWTH,
        },
      ],
    };
    expect(remade(board).effects).toStrictEqual([
      { source: 'bear', effect: GROWTH },
      {
        id: 'g',
        source: 'gone',
        sourceName: 'Giant Growth',
        timestamp: 9,
        duration: 'permanent',
        on: ['bear'],
        effect: GROWTH,
      },
    ]);
  });

  it('next only when it differs from the implied one', () => {
    expect(remade({ objects: [{ card: 'Ornithopter' }] }).next).toBeUndefined();
    expect(
      remade({ objects: [{ card: 'Ornithopter' }], next: { id: 2, timestamp: 2 } }).next,
    ).toBeUndefined();
    expect(remade({ objects: [{ card: 'Ornithopter' }], next: { id: 9, timestamp: 20 } }).next).toStrictEqual(
      { id: 9, timestamp: 20 },
    );
  });

  it('actions: the controller left out when it is the active player', () => {
    const board = {
      actions: [
        { resolve: 'giant growth', controller: 'A', targets: ['A'] },
        { resolve: 'Lightning Bolt', controller: 'B', x: 0 },
      ],
    };
    expect(remade(board).actions).toStrictEqual([
      { resolve: 'Giant Growth', targets: ['A'] },
      { resolve: 'Lightning Bolt', controller: 'B', x: 0 },
    ]);
  });

  it('the state comes back from the board file made of it', () => {
    const state = stateOf({
      turn: { number: 4, active: 'B', step: 'combatDamage' },
      objects: [
        { card: 'Grizzly Bears', controlledSince: 2, counters: { '+1/+1': 1 } },
        { card: 'Ornithopter', enteredThisTurn: true },
      ],
    });
    expect(stateOf(makeBoard(state, FAKE_POOL))).toStrictEqual(state);
  });
});
