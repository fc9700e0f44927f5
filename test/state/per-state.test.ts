import { describe, expect, it } from 'vitest';
import { makePool } from '../../src/cards/make-pool.js';
import { perState } from '../../src/state/per-state.js';
import { pool, stateOf } from '../support/play.js';

describe('perState: a pure function of a state, remembered per state, pool and key', () => {
  it('answers a question asked again from memory, and asks again for another key, state or pool', () => {
    const memory = perState<number>();
    let asked = 0;
    const ask = () => ++asked;
    const state = stateOf({ objects: [] });
    const other = makePool([], new Map());
    expect(memory(state, pool, 'q', ask)).toBe(1);
    expect(memory(state, pool, 'q', ask)).toBe(1);
    expect(memory(state, pool, 'r', ask)).toBe(2);
    expect(memory({ ...state }, pool, 'q', ask)).toBe(3);
    expect(memory(state, other, 'q', ask)).toBe(4);
  });
});
