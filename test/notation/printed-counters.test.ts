import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import { makeBoard } from '../../src/notation/make-board.js';
import { parseBoard } from '../../src/notation/parse-board.js';
import type { GameState } from '../../src/state/types.js';
import { run } from '../support/boards.js';

const pool = defaultPool();

const stateOf = (board: unknown): GameState => {
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) return expect.fail(`${parsed.error.path ?? ''}: ${parsed.error.message}`);
  return parsed.value.state;
};

/** The counters of the one object of a board, by kind. */
const countersOf = (object: Record<string, unknown>) =>
  Object.fromEntries(
    (stateOf({ objects: [object] }).objects[0]?.counters ?? []).map((c) => [c.kind, c.count]),
  );

describe('board files: counters a permanent has without `counters` (CR 306.5b)', () => {
  it.each([
    [
      'CR 306.5b: Ajani Goldmane (printed loyalty 4) on the battlefield',
      { card: 'Ajani Goldmane' },
      { loyalty: 4 },
    ],
    [
      'CR 306.5b, 107.3m: Nissa, Steward of Elements (printed loyalty X) entered with X 3',
      { card: 'Nissa, Steward of Elements', choices: { x: 3 } },
      { loyalty: 3 },
    ],
    ['written `{}`: none, as written', { card: 'Ajani Goldmane', counters: {} }, {}],
    [
      'written `{ "loyalty": 0 }`: as written',
      { card: 'Ajani Goldmane', counters: { loyalty: 0 } },
      { loyalty: 0 },
    ],
    [
      'written `{ "loyalty": 2 }`: as written',
      { card: 'Ajani Goldmane', counters: { loyalty: 2 } },
      { loyalty: 2 },
    ],
    ['in a hand: none (306.5b is an entering replacement)', { card: 'Ajani Goldmane', zone: 'hand' }, {}],
    ['face down: none (708.2)', { card: 'Ajani Goldmane', faceDown: true }, {}],
    ['a creature: none', { card: 'Grizzly Bears' }, {}],
  ])('%s', (_name, object, counters) => {
    expect(countersOf(object)).toStrictEqual(counters);
  });

  it('the printed loyalty takes the object timestamp (613.7c)', () => {
    const [ajani] = stateOf({ objects: [{ card: 'Ajani Goldmane', timestamp: 7 }] }).objects;
    expect(ajani?.counters).toStrictEqual([{ kind: 'loyalty', count: 4, timestamp: 7 }]);
  });

  it('CR 306.5b, 704.5i: Ajani Goldmane written without counters survives the first check; with `{}` it goes to the graveyard', () => {
    const kept = run({ objects: [{ id: 'ajani', card: 'Ajani Goldmane' }] }, { stateBasedActions: true });
    expect(kept.state.objects.find((o) => o.id === 'ajani')?.zone).toBe('battlefield');
    const empty = run(
      { objects: [{ id: 'ajani', card: 'Ajani Goldmane', counters: {} }] },
      { stateBasedActions: true },
    );
    expect(empty.state.objects.find((o) => o.id === 'ajani')?.zone).toBe('graveyard');
  });

  it.each([
    ['its printed loyalty: left out', { card: 'Ajani Goldmane', counters: { loyalty: 4 } }, undefined],
    ['none: `{}`', { card: 'Ajani Goldmane', counters: {} }, {}],
    ['another loyalty: written', { card: 'Ajani Goldmane', counters: { loyalty: 1 } }, { loyalty: 1 }],
  ])('makeBoard writes a planeswalker with %s, and reads back the same', (_name, object, written) => {
    const state = stateOf({ objects: [object] });
    const made = makeBoard(state, pool);
    expect(made.objects?.[0]?.counters).toStrictEqual(written);
    expect(stateOf(made)).toStrictEqual(state);
  });
});
