import { describe, expect, it } from 'vitest';
import { stateOf } from './helpers.js';

const GROWTH = {
  affects: {},
  ops: [{ kind: 'modifyPT', power: { kind: 'constant', n: 3 }, toughness: { kind: 'constant', n: 3 } }],
};
const bear = (fields: object = {}) => ({ card: 'Grizzly Bears', ...fields });
const growth = (fields: object = {}) => ({
  source: 'gone',
  sourceName: 'Giant Growth',
  effect: GROWTH,
  ...fields,
});

describe('timestamps implied by order (CR 613.7)', () => {
  it('CR 613.7d: objects take 1..n in file order; CR 613.7b: effects continue the sequence', () => {
    const state = stateOf({ objects: [bear(), bear(), bear()], effects: [growth(), growth()] });
    expect(state.objects.map((o) => o.timestamp)).toStrictEqual([1, 2, 3]);
    expect(state.effects.map((e) => e.timestamp)).toStrictEqual([4, 5]);
    expect(state.next.timestamp).toBe(6);
  });

  it('a given timestamp replaces only its own; the others keep their place in the file', () => {
    const state = stateOf({ objects: [bear(), bear({ timestamp: 9 }), bear()], effects: [growth()] });
    expect(state.objects.map((o) => o.timestamp)).toStrictEqual([1, 9, 3]);
    expect(state.effects.map((e) => e.timestamp)).toStrictEqual([4]);
    expect(state.next.timestamp).toBe(10);
  });

  it("CR 613.7c: counters written { kind: count } take their object's timestamp", () => {
    const [object] = stateOf({
      objects: [bear({ timestamp: 4, counters: { '+1/+1': 2, '-1/-1': 1 } })],
    }).objects;
    expect(object?.counters).toStrictEqual([
      { kind: '+1/+1', count: 2, timestamp: 4 },
      { kind: '-1/-1', count: 1, timestamp: 4 },
    ]);
  });

  it('CR 613.7c: counters written as a list may have their own timestamps', () => {
    const counters = [
      { kind: '+1/+1', count: 2, timestamp: 9 },
      { kind: '-1/-1', count: 1 },
    ];
    const state = stateOf({ objects: [bear({ counters })] });
    expect(state.objects[0]?.counters).toStrictEqual([
      { kind: '+1/+1', count: 2, timestamp: 9 },
      { kind: '-1/-1', count: 1, timestamp: 1 },
    ]);
    expect(state.next.timestamp).toBe(10);
  });

  it('next.timestamp may be given, after every timestamp in the file', () => {
    expect(stateOf({ objects: [bear()], next: { timestamp: 40 } }).next.timestamp).toBe(40);
  });
});

describe('ids', () => {
  it('an object without an id is o<n> for the n-th object; an effect e<n>', () => {
    const state = stateOf({
      objects: [bear({ id: 'bear' }), bear()],
      effects: [growth(), growth({ id: 'g' })],
    });
    expect(state.objects.map((o) => o.id)).toStrictEqual(['bear', 'o2']);
    expect(state.effects.map((e) => e.id)).toStrictEqual(['e1', 'g']);
  });

  it('a generated id moves past ids the file already uses', () => {
    const state = stateOf({ objects: [bear(), bear({ id: 'o2' }), bear(), bear({ id: 'o3' })] });
    expect(state.objects.map((o) => o.id)).toStrictEqual(['o1', 'o2', 'o4', 'o3']);
  });

  it('next.id is one past the largest n of any o<n> or e<n>, so new ids never collide', () => {
    expect(stateOf({}).next.id).toBe(1);
    expect(stateOf({ objects: [bear(), bear({ id: 'x' }), bear()], effects: [growth()] }).next.id).toBe(4);
    expect(stateOf({ objects: [bear({ id: 'o12' })] }).next.id).toBe(13);
  });

  it('next.id may be given', () => {
    expect(stateOf({ next: { id: 50 } }).next.id).toBe(50);
  });

  it('CR 611.2c: "on" locks the effect to those objects; without it the filter applies each time', () => {
    const state = stateOf({
      objects: [bear({ id: 'b' })],
      effects: [growth({ on: ['b'] }), growth(), growth({ on: [] })],
    });
    expect(state.effects.map((e) => e.lockedTo)).toStrictEqual([['b'], null, []]);
  });
});
