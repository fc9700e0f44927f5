import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import type { CardPool } from '../../src/cards/pool.js';
import type { Action } from '../../src/engine/action.js';
import { apply, checkStateBasedActions } from '../../src/engine/index.js';
import { evaluate } from '../../src/index.js';
import { makeBoard } from '../../src/notation/make-board.js';
import { parseBoard } from '../../src/notation/parse-board.js';
import type { GameState } from '../../src/state/types.js';

/**
 * Every crash `npm run fuzz` found, fixed, as a row named after what it was: the input it
 * shrank to, and the answer it gets now instead of a throw.
 */

const pool = defaultPool();

/** What `apply` answers for an action a JavaScript caller built, on the state a board sets up. */
const appliedTo = (board: unknown, action: unknown) => {
  const read = parseBoard(board, pool);
  if (!read.ok) return expect.fail(read.error.message);
  return apply(read.value.state, pool, action as Action);
};

describe('crashes the fuzzer found (issue 18, section 3)', () => {
  it('next.timestamp not past 0 on a board that issues no timestamp threw "Reduce of empty array" (CR 613.7)', () => {
    expect(parseBoard({ next: { timestamp: 0 } }, pool)).toStrictEqual({
      ok: false,
      error: {
        code: 'ERR_BOARD_STATE',
        message: 'the next timestamp, 0, must come after every timestamp in the state (none is issued yet)',
        path: '$.next.timestamp',
        rule: '613.7',
      },
    });
  });

  it('state-based actions were still performed in a game that is over, making its winner lose (CR 104.1, 704.5b)', () => {
    const read = parseBoard(
      {
        players: [
          { id: 'A', drewFromEmptyLibrary: true },
          { id: 'B', drewFromEmptyLibrary: true },
        ],
        over: { winners: ['A'] },
      },
      pool,
    );
    if (!read.ok) return expect.fail(read.error.message);
    const checked = checkStateBasedActions(read.value.state, pool);
    expect(
      checked.ok && { same: checked.value.state === read.value.state, events: checked.value.events },
    ).toStrictEqual({
      same: true,
      events: [],
    });
  });

  it('an attacked token that ceased to exist left combat naming it, a state validateState refused (CR 506.4c, 704.5d)', () => {
    const read = parseBoard(
      {
        turn: { step: 'endCombat' },
        objects: [
          { id: 'x', card: 'Grizzly Bears', zone: 'library', token: true },
          { id: 'o1', card: 'Grizzly Bears' },
        ],
        combat: { attackers: [{ id: 'o1', attacking: 'x' }] },
      },
      pool,
    );
    if (!read.ok) return expect.fail(read.error.message);
    const once = checkStateBasedActions(read.value.state, pool);
    if (!once.ok) return expect.fail(once.error.message);
    // The creature still attacks, attacking nothing; the file lists what it names as gone.
    expect(once.value.state.combat?.attackers).toStrictEqual([{ id: 'o1', attacking: 'x', blocked: false }]);
    expect(checkStateBasedActions(once.value.state, pool).ok).toBe(true);
    const written = makeBoard(once.value.state, pool);
    expect(written.gone).toStrictEqual(['x']);
    const again = parseBoard(JSON.stringify(written), pool);
    expect(again.ok && again.value.state).toStrictEqual(once.value.state);
  });

  it('a file whose attacker attacks an id that is neither a player, an object nor gone is still refused', () => {
    const read = parseBoard(
      {
        turn: { step: 'endCombat' },
        objects: [{ id: 'o1', card: 'Grizzly Bears' }],
        combat: { attackers: [{ id: 'o1', attacking: 'typo' }] },
      },
      pool,
    );
    expect(read.ok ? null : read.error.path).toBe('$.combat.attackers[0].attacking');
  });

  it('-0 in a board value is 0 in its state, as the round trip through JSON text makes it (CR 107.1)', () => {
    const board = {
      seed: -0,
      players: [{ id: 'A', life: -0, counters: { poison: -0 } }, { id: 'B' }],
      objects: [{ id: 'o1', card: 'Grizzly Bears', damage: -0, counters: { '+1/+1': -0 } }],
    };
    const read = parseBoard(board, pool);
    if (!read.ok) return expect.fail(read.error.message);
    const { players, objects, seed } = read.value.state;
    // Object.is tells -0 from 0, as toStrictEqual does below.
    const numbers = [
      seed,
      players[0]?.life,
      players[0]?.counters.poison,
      objects[0]?.damage,
      objects[0]?.counters[0]?.count,
    ];
    expect(numbers.map((n) => Object.is(n, 0))).toStrictEqual([true, true, true, true, true]);
    const again = parseBoard(JSON.stringify(board), pool);
    expect(again.ok && again.value.state).toStrictEqual(read.value.state);
  });

  it("an object without its entry choices threw \"Cannot destructure property 'option' of 'o.choices'\" in evaluate (CR 707.2b)", () => {
    const read = parseBoard({ objects: [{ id: 'bear', card: 'Grizzly Bears' }] }, pool);
    if (!read.ok) return expect.fail(read.error.message);
    const { choices: _, ...bare } = read.value.state.objects[0] ?? expect.fail('no object');
    const state = { ...read.value.state, objects: [bare] } as unknown as GameState;
    expect(evaluate(state, pool)).toStrictEqual({
      ok: false,
      error: {
        code: 'ERR_STATE',
        message: 'not a game state: expected object, found undefined',
        path: '$.objects[0].choices',
      },
    });
  });

  it('a resolve action whose source is not a name threw "Cannot read properties of undefined (reading \'normalize\')" in apply (CR 608.2)', () => {
    expect(appliedTo({}, { kind: 'resolve', source: {}, controller: 'A' })).toStrictEqual({
      ok: false,
      error: {
        code: 'ERR_ACTION',
        message: 'not a resolve action: expected string, found an object',
        path: '$.source',
      },
    });
  });

  it('a damage action without its list of recipients threw "Cannot read properties of undefined (reading \'entries\')" in apply (CR 120.1)', () => {
    expect(
      appliedTo({ objects: [{ id: 'bear', card: 'Grizzly Bears' }] }, { kind: 'damage', source: 'bear' }),
    ).toStrictEqual({
      ok: false,
      error: {
        code: 'ERR_ACTION',
        message: 'not a damage action: expected array, found undefined',
        path: '$.to',
      },
    });
  });

  it('a pass by a player that is an object without a prototype threw "Cannot convert object to primitive value" in apply (CR 117.1)', () => {
    expect(appliedTo({}, { kind: 'pass', player: Object.create(null) })).toStrictEqual({
      ok: false,
      error: {
        code: 'ERR_ACTION',
        message: 'not a pass action: expected string, found an object',
        path: '$.player',
      },
    });
  });
  it('a cast action whose targets are a number threw "targets.findIndex is not a function" in apply (CR 601.2c)', () => {
    const board = { objects: [{ id: 'bolt', card: 'Lightning Bolt', zone: 'hand' }] };
    expect(appliedTo(board, { kind: 'cast', object: 'bolt', targets: 5 })).toStrictEqual({
      ok: false,
      error: {
        code: 'ERR_ACTION',
        message: 'not a cast action: expected array, found the number 5',
        path: '$.targets',
      },
    });
  });

  it('a cast action whose sources are an object threw "activations.entries is not a function" in apply (CR 601.2g)', () => {
    const board = { objects: [{ id: 'bolt', card: 'Lightning Bolt', zone: 'hand' }] };
    const done = appliedTo(board, { kind: 'cast', object: 'bolt', targets: ['B'], sources: {} });
    expect(done.ok ? null : [done.error.code, done.error.path]).toStrictEqual(['ERR_ACTION', '$.sources']);
  });

  it("a move to a zone that is none of CR 400.1's was accepted, leaving the object nowhere", () => {
    const done = appliedTo(
      { objects: [{ id: 'bear', card: 'Grizzly Bears' }] },
      { kind: 'move', object: 'bear', to: 'nowhere' },
    );
    expect(done.ok ? null : [done.error.code, done.error.path]).toStrictEqual(['ERR_ACTION', '$.to']);
  });

  it('a resolve action whose decisions are a number was accepted (CR 608.2d)', () => {
    const done = appliedTo({}, { kind: 'resolve', source: 'Divination', controller: 'A', decisions: 5 });
    expect(done.ok ? null : [done.error.code, done.error.path]).toStrictEqual(['ERR_ACTION', '$.decisions']);
  });

  it('a card pool of null threw "Cannot read properties of null (reading \'get\')" in evaluate and parseBoard, and {} "scope.pool.get is not a function"', () => {
    const read = parseBoard({ objects: [{ id: 'bear', card: 'Grizzly Bears' }] }, pool);
    if (!read.ok) return expect.fail(read.error.message);
    const state = structuredClone(read.value.state);
    const codes = [
      evaluate(state, null as unknown as CardPool),
      evaluate(state, {} as CardPool),
      parseBoard({ objects: [{ id: 'bear', card: 'Grizzly Bears' }] }, null as unknown as CardPool),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toStrictEqual(['ERR_CARD_POOL', 'ERR_CARD_POOL', 'ERR_CARD_POOL']);
  });
  it('a board given as a value with a getter that throws threw it out of parseBoard (found by the fuzzer)', () => {
    const turn = Object.defineProperty({}, 'card', {
      enumerable: true,
      get: () => {
        throw new Error('a getter that throws');
      },
    });
    expect(parseBoard({ turn }, pool)).toStrictEqual({
      ok: false,
      error: {
        code: 'ERR_BOARD_SCHEMA',
        message: 'not JSON data: a getter or setter is not data',
        path: '$.turn.card',
      },
    });
  });
});
