import { describe, expect, it } from 'vitest';
import { apply, defaultPool, type GameState, parseBoard } from '../../../src/index.js';

/**
 * CR 104.1: once the game is over, no action applies. Issue 18: a state in which every player
 * has lost, or all but one, but that doesn't say `over` yet (a state built in code), still took
 * actions. The game ended when it happened (104.2a, 104.4a): each action is refused citing 104.1,
 * and the state is unchanged.
 */

const pool = defaultPool();

const withLost = (lost: readonly string[]): GameState => {
  const parsed = parseBoard({ objects: [{ id: 'bear', card: 'Grizzly Bears' }] }, pool);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = structuredClone(parsed.value.state);
  return { ...state, players: state.players.map((p) => (lost.includes(p.id) ? { ...p, lost: true } : p)) };
};

describe('no action applies after the game is over (CR 104.1)', () => {
  it.each([
    ['CR 104.4a: every player has lost', ['A', 'B']],
    ['CR 104.2a: all players but one have lost', ['B']],
  ])('%s: pass and a shortcut are refused, the state unchanged', (_name, lost) => {
    const state = withLost(lost);
    const before = structuredClone(state);
    for (const action of [
      { kind: 'pass' },
      { kind: 'counters', object: 'bear', counter: '+1/+1', amount: 1 },
    ] as const) {
      expect(apply(state, pool, action)).toMatchObject({ ok: false, error: { rule: '104.1' } });
    }
    expect(state).toStrictEqual(before);
  });

  it('CR 104.1: with both players in the game, the same actions apply', () => {
    expect(apply(withLost([]), pool, { kind: 'pass' }).ok).toBe(true);
  });
});
