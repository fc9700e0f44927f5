import { describe, expect, it } from 'vitest';
import { apply, defaultPool, type GameState, parseBoard, resolve } from '../../src/index.js';

/**
 * Issue 18, item 7: results past 2^53 − 1. Counters added past it, life and damage beyond it
 * and a turn number that stopped advancing were answered as wrong numbers. CR 107.1: the game
 * uses integers, and past 2^53 − 1 a JavaScript number can't tell one from the next, so each is
 * now ERR_NUMBER citing 107.1, at the number's path in the state, and the state is unchanged.
 */

const pool = defaultPool();
const MAX = Number.MAX_SAFE_INTEGER;

const board = (file: unknown): GameState => {
  const parsed = parseBoard(file, pool);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.state;
};

const PAST = { ok: false, error: { code: 'ERR_NUMBER', rule: '107.1' } };
const LIBRARIES = [
  { card: 'Forest', zone: 'library', owner: 'A' },
  { card: 'Forest', zone: 'library', owner: 'B' },
];

describe('a result past 2^53 − 1 is ERR_NUMBER (CR 107.1), not a wrong number', () => {
  it('a +1/+1 counter added to 2^53 − 1 of them', () => {
    const state = board({ objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': MAX } }] });
    const done = apply(state, pool, { kind: 'counters', object: 'bear', counter: '+1/+1', amount: 1 });
    expect(done).toMatchObject({ ...PAST, error: { ...PAST.error, path: '$.objects[0].counters[0].count' } });
  });

  it('damage taking a life of −(2^53 − 1) lower', () => {
    const state = board({
      players: [{ id: 'A' }, { id: 'B', life: -MAX }],
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
    });
    const done = apply(state, pool, { kind: 'damage', source: 'bear', to: [{ to: 'B', amount: 2 }] });
    expect(done).toMatchObject({ ...PAST, error: { ...PAST.error, path: '$.players[1].life' } });
  });

  it('damage marked on a creature past 2^53 − 1 (Darksteel Colossus is indestructible)', () => {
    const state = board({
      objects: [
        { id: 'colossus', card: 'Darksteel Colossus', damage: MAX },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    });
    const done = apply(state, pool, { kind: 'damage', source: 'bear', to: [{ to: 'colossus', amount: 2 }] });
    expect(done).toMatchObject({ ...PAST, error: { ...PAST.error, path: '$.objects[0].damage' } });
  });

  it('the turn after turn 2^53 − 1, which stayed 2^53', () => {
    const state = board({ turn: { number: MAX, active: 'A', step: 'cleanup' }, objects: LIBRARIES });
    const done = apply(state, pool, { kind: 'advance', to: 'upkeep' });
    expect(done).toMatchObject({ ...PAST, error: { ...PAST.error, path: '$.turn.number' } });
  });

  it('Fireball with X 2^53 − 1 at a player at −20 life, through resolve', () => {
    const state = board({ players: [{ id: 'A' }, { id: 'B', life: -20 }] });
    const done = resolve(state, pool, {
      kind: 'resolve',
      source: 'Fireball',
      controller: 'A',
      targets: ['B'],
      x: MAX,
    });
    expect(done).toMatchObject({ ...PAST, error: { ...PAST.error, path: '$.players[1].life' } });
  });

  it('up to 2^53 − 1 itself the numbers are answered', () => {
    const state = board({ objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': MAX - 1 } }] });
    const done = apply(state, pool, { kind: 'counters', object: 'bear', counter: '+1/+1', amount: 1 });
    expect(done.ok && done.value.state.objects[0]?.counters[0]?.count).toBe(MAX);
  });
});
