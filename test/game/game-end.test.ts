import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { toAct } from '../../src/engine/entry-points.js';
import { mulliganAnswers } from '../../src/game/mulligan-answers.js';
import { newGame } from '../../src/game/new-game.js';
import { deck, GREEN, handIds, playOut, RED, startGame } from '../support/games.js';
import { pool, stateOf } from '../support/play.js';

/**
 * The end of the game (CR 104): a concession at any time (104.3a), life 0 or less (104.3b,
 * 704.5a), a draw from an empty library (104.3c, 704.5b), ten poison counters (104.3d, 704.5c),
 * and a draw when all remaining players lose at once (104.4a). The one left wins (104.2a).
 */

const keep = (player: string) => ({ kind: 'mulligan', player, keep: true }) as const;
const concede = (player: string) => ({ kind: 'concede', player }) as const;

describe('the end of the game (CR 104)', () => {
  it('CR 104.3a: a player may concede during the mulligans, while another player is asked', () => {
    const start = startGame({ startingPlayer: 'A' });
    const done = apply(start, pool, concede('B'));
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.value.state.over).toEqual({ winners: ['A'], rule: '104.2a' });
    expect(done.value.events[0]).toEqual({ kind: 'playerLost', player: 'B', rule: '104.3a' });
    expect(toAct(done.value.state)).toEqual({ kind: 'none' });
  });

  it('CR 104.3a: a player without priority may concede; CR 104.1: nothing happens after the game', () => {
    const begun = playOut(startGame({ startingPlayer: 'A' }), [keep('A'), keep('B')]);
    expect(toAct(begun)).toEqual({ kind: 'priority', player: 'A' });
    const over = playOut(begun, [concede('B')]);
    expect(over.over).toEqual({ winners: ['A'], rule: '104.2a' });
    const after = apply(over, pool, concede('A'));
    expect(after.ok ? null : after.error.rule).toBe('104.1');
  });

  it('CR 724.4: the monarch concedes: the other player becomes the monarch as they leave', () => {
    const begun = playOut(startGame({ startingPlayer: 'A' }), [keep('A'), keep('B')]);
    const crowned = {
      ...begun,
      players: begun.players.map((p) => (p.id === 'B' ? { ...p, monarch: true } : p)),
    };
    const done = apply(crowned, pool, concede('B'));
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.value.state.players.map((p) => [p.id, p.monarch === true])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    expect(done.value.events).toContainEqual({ kind: 'becameMonarch', player: 'A', rule: '724.4' });
  });

  it('CR 104.3a: a player who is not in the game can not concede', () => {
    const done = apply(startGame(), pool, concede('C'));
    expect(done.ok ? null : done.error.rule).toBe('104.3a');
  });

  it('CR 800.4a: a concession in a game of three is refused as unsupported, the objects leaving not modelled', () => {
    const three = newGame(pool, { decks: [RED, GREEN, RED], seed: 3 });
    if (!three.ok) throw new Error(three.error.message);
    const done = apply(three.value, pool, concede('C'));
    expect(done.ok ? null : [done.error.code, done.error.rule]).toEqual(['ERR_UNSUPPORTED', '800.4a']);
  });

  it("CR 104.3c, 704.5b: a player who draws from an empty library loses: B's first draw with seven cards in all", () => {
    const seven = deck('Deck\n7 Forest\n');
    const game = newGame(pool, { decks: [seven, seven], seed: 2, startingPlayer: 'A' });
    if (!game.ok) throw new Error(game.error.message);
    // A skips the draw of turn 1 (103.8a); B draws from an empty library in turn 2.
    const begun = playOut(game.value, [keep('A'), keep('B'), { kind: 'advance', to: 'end' }]);
    const done = apply(begun, pool, { kind: 'advance', to: 'main1' });
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.value.state.over).toEqual({ winners: ['A'], rule: '104.2a' });
    expect(done.value.events).toContainEqual({ kind: 'playerLost', player: 'B', rule: '704.5b' });
  });

  it.each([
    ['104.3b, 704.5a: life 0 or less', { A: { life: 0 }, B: {} }, ['B'], '104.2a', '704.5a'],
    [
      '104.3d, 704.5c: ten poison counters',
      { A: {}, B: { counters: { poison: 10 } } },
      ['A'],
      '104.2a',
      '704.5c',
    ],
    [
      '104.4a: all remaining players lose at once: a draw',
      { A: { life: 0 }, B: { life: -2 } },
      [],
      '104.4a',
      '704.5a',
    ],
  ])('CR %s', (_, players, winners, rule, lostBy) => {
    const board = stateOf({
      turn: { number: 3, active: 'A', step: 'main1' },
      players: Object.entries(players).map(([id, p]) => ({ id, ...p })),
    });
    const done = apply(board, pool, { kind: 'pass' });
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.value.state.over).toEqual({ winners, rule });
    expect(done.value.events.filter((e) => e.kind === 'playerLost').every((e) => e.rule === lostBy)).toBe(
      true,
    );
  });
});

describe('mulliganAnswers: the legal answers to the open question (CR 103.5)', () => {
  it('keep or mulligan for the player asked; then any `count` cards of the hand for the bottom; none once begun', () => {
    const start = startGame({ startingPlayer: 'A' });
    expect(mulliganAnswers(start)).toEqual({
      kind: 'mulligan',
      player: 'A',
      answers: [keep('A'), { kind: 'mulligan', player: 'A', keep: false }],
    });
    for (const answer of (mulliganAnswers(start) as { answers: readonly object[] }).answers)
      expect(apply(start, pool, answer as never).ok).toBe(true);
    const taken = playOut(start, [{ kind: 'mulligan', player: 'A', keep: false }, keep('B')]);
    expect(mulliganAnswers(taken)).toEqual({
      kind: 'bottom',
      player: 'A',
      count: 1,
      from: handIds(taken, 'A'),
    });
    expect(mulliganAnswers(playOut(start, [keep('A'), keep('B')]))).toBeNull();
  });
});
