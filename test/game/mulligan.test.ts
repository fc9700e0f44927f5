import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { toAct } from '../../src/engine/entry-points.js';
import { newGame } from '../../src/game/new-game.js';
import { GREEN, handIds, libraryIds, playOut, RED, startGame } from '../support/games.js';
import { pool } from '../support/play.js';

/**
 * CR 103.5: the London mulligan. The starting player declares first, then each other player in
 * turn order; all who declared a mulligan take it at once: the hand goes back and is shuffled in,
 * seven new cards are drawn, and as many go on the bottom as the mulligans taken. Then those who
 * haven't kept declare again. CR 103.8, 103.8a: the starting player takes the first turn and, in
 * a two-player game, skips its draw step.
 */

const keep = (player: string) => ({ kind: 'mulligan', player, keep: true }) as const;
const mulligan = (player: string) => ({ kind: 'mulligan', player, keep: false }) as const;
const refusedRule = (state: ReturnType<typeof startGame>, action: Parameters<typeof apply>[2]) => {
  const done = apply(state, pool, action);
  return done.ok ? null : done.error.rule;
};

describe('the London mulligan (CR 103.5)', () => {
  const start = startGame({ startingPlayer: 'A' });

  it('CR 103.5: the starting player declares first, then the next in turn order; out of turn is refused', () => {
    expect(toAct(start)).toEqual({ kind: 'mulligan', player: 'A', mulligans: 0 });
    expect(refusedRule(start, keep('B'))).toBe('103.5');
    expect(toAct(playOut(start, [keep('A')]))).toEqual({ kind: 'mulligan', player: 'B', mulligans: 0 });
  });

  it('CR 103.5: a mulligan is taken once all have declared: a new hand of seven, then one card on the bottom', () => {
    const declared = playOut(start, [mulligan('A')]);
    expect(handIds(declared, 'A')).toEqual(handIds(start, 'A'));
    const taken = playOut(declared, [keep('B')]);
    expect(handIds(taken, 'A')).toHaveLength(7);
    expect(handIds(taken, 'A')).not.toEqual(handIds(start, 'A'));
    expect(toAct(taken)).toEqual({ kind: 'bottom', player: 'A', count: 1 });
    const card = handIds(taken, 'A')[0] as string;
    const bottomed = playOut(taken, [{ kind: 'bottom', player: 'A', cards: [card] }]);
    expect(handIds(bottomed, 'A')).toHaveLength(6);
    expect(libraryIds(bottomed, 'A').at(-1)).toBe(card);
    expect(toAct(bottomed)).toEqual({ kind: 'mulligan', player: 'A', mulligans: 1 });
  });

  it('CR 103.5: the wrong number of cards on the bottom is refused, and so is a card not in hand', () => {
    const taken = playOut(start, [mulligan('A'), keep('B')]);
    const hand = handIds(taken, 'A');
    expect(refusedRule(taken, { kind: 'bottom', player: 'A', cards: hand.slice(0, 2) })).toBe('103.5');
    expect(refusedRule(taken, { kind: 'bottom', player: 'A', cards: [] })).toBe('103.5');
    expect(
      refusedRule(taken, { kind: 'bottom', player: 'A', cards: [libraryIds(taken, 'A')[0] ?? ''] }),
    ).toBe('103.5');
    expect(refusedRule(taken, keep('A'))).toBe('103.5');
  });

  it('CR 103.5: a second mulligan puts two cards on the bottom', () => {
    const once = playOut(start, [mulligan('A'), keep('B')]);
    const twice = playOut(once, [
      { kind: 'bottom', player: 'A', cards: handIds(once, 'A').slice(0, 1) },
      mulligan('A'),
    ]);
    expect(toAct(twice)).toEqual({ kind: 'bottom', player: 'A', count: 2 });
    const kept = playOut(twice, [
      { kind: 'bottom', player: 'A', cards: handIds(twice, 'A').slice(0, 2) },
      keep('A'),
    ]);
    expect(handIds(kept, 'A')).toHaveLength(5);
  });

  it('CR 103.5: until every player has kept, the game has not begun: other actions are refused', () => {
    expect(refusedRule(start, { kind: 'pass' })).toBe('103.5');
    expect(refusedRule(start, { kind: 'playLand', object: handIds(start, 'A')[0] ?? '' })).toBe('103.5');
  });

  it('CR 103.8, 103.8a: once all keep, the starting player takes turn 1 and skips its draw step', () => {
    const begun = playOut(start, [keep('A'), keep('B')]);
    expect(begun.opening).toBeUndefined();
    expect([begun.turn.number, begun.turn.active, begun.turn.step]).toEqual([1, 'A', 'upkeep']);
    expect(toAct(begun)).toEqual({ kind: 'priority', player: 'A' });
    const main = playOut(begun, [{ kind: 'advance', to: 'main1' }]);
    expect(handIds(main, 'A')).toHaveLength(7);
    // B's first turn has its draw step.
    const next = playOut(main, [{ kind: 'advance', to: 'main1' }]);
    expect(next.turn.active).toBe('B');
    expect(handIds(next, 'B')).toHaveLength(8);
  });

  it('CR 103.8c: in a three-player game nobody skips the draw step; 103.5c: the first mulligan is free', () => {
    const three = newGame(pool, { decks: [RED, GREEN, RED], seed: 3, startingPlayer: 'A' });
    if (!three.ok) throw new Error(three.error.message);
    const taken = playOut(three.value, [mulligan('A'), keep('B'), keep('C')]);
    expect(toAct(taken)).toEqual({ kind: 'mulligan', player: 'A', mulligans: 1 });
    const begun = playOut(taken, [keep('A'), { kind: 'advance', to: 'main1' }]);
    expect(handIds(begun, 'A')).toHaveLength(8);
  });
});
