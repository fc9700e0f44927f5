import { describe, expect, it } from 'vitest';
import { recent } from '../../src/state/recent.js';

/**
 * The engine's memory of its last answers (src/state/recent.ts), which replaced per-state
 * WeakMaps: answers by identity, the oldest replaced first, never more than its size kept.
 */
describe('recent: the last few answers, by identity', () => {
  const keys = Array.from({ length: 5 }, (_, i) => ({ i }));

  it('answers what was set, by identity only: an equal object is another question', () => {
    const memory = recent<object, string>(2);
    memory.set(keys[0] ?? {}, 'zero');
    expect(memory.get(keys[0] ?? {})).toBe('zero');
    expect(memory.get({ i: 0 })).toBeUndefined();
  });

  it('replaces the oldest once full, and keeps the rest', () => {
    const memory = recent<object, number>(3);
    for (const k of keys.slice(0, 4)) memory.set(k, k.i);
    expect(keys.map((k) => memory.get(k))).toEqual([undefined, 1, 2, 3, undefined]);
  });

  it('a key set again is answered anew, without taking a second place', () => {
    const memory = recent<object, number>(2);
    const [a = {}, b = {}, c = {}] = keys;
    memory.set(a, 1);
    memory.set(a, 2);
    memory.set(b, 3);
    expect([memory.get(a), memory.get(b)]).toEqual([2, 3]);
    memory.set(c, 4);
    expect([memory.get(a), memory.get(b), memory.get(c)]).toEqual([undefined, 3, 4]);
  });
});
