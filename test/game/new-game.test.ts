import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAct } from '../../src/engine/entry-points.js';
import { newGame } from '../../src/game/new-game.js';
import { validateState } from '../../src/state/validate.js';
import { GREEN, handIds, libraryIds, RED, startGame } from '../support/games.js';
import { pool } from '../support/play.js';

/**
 * Starting a game (CR 103): from two decks and a seed, the starting player at random (103.1),
 * libraries shuffled (103.3, 701.24a), 20 life (103.4), opening hands of seven (103.5), then the
 * mulligans, the starting player first.
 */

describe('newGame (CR 103)', () => {
  it('CR 103.4, 103.5: each player starts at 20 life with seven cards in hand and the rest in their library', () => {
    const game = startGame();
    expect(validateState(game, pool).ok).toBe(true);
    for (const p of game.players) {
      expect(p.life).toBe(20);
      expect(handIds(game, p.id)).toHaveLength(7);
      expect(libraryIds(game, p.id)).toHaveLength(13);
    }
    expect(game.objects.every((o) => o.owner === o.controller)).toBe(true);
  });

  it('CR 103.1: the starting player is drawn from the seed, the same for the same seed; both players start some games', () => {
    const starters = Array.from({ length: 16 }, (_, seed) => startGame({ seed }).turn.active);
    expect(new Set(starters)).toEqual(new Set(['A', 'B']));
    expect(startGame({ seed: 5 }).turn.active).toBe(startGame({ seed: 5 }).turn.active);
  });

  it('CR 103.1, 103.5: `startingPlayer` overrides the draw, and that player declares first', () => {
    const game = startGame({ startingPlayer: 'B' });
    expect(game.turn.active).toBe('B');
    expect(toAct(game)).toEqual({ kind: 'mulligan', player: 'B', mulligans: 0 });
  });

  it('CR 103.3, 701.24a: libraries are shuffled from the seed: another seed, another order', () => {
    const orders = [1, 2, 3].map((seed) =>
      startGame({ seed })
        .objects.map((o) => o.card)
        .join(),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it.each([
    ['one deck', { decks: [RED], seed: 1 }, '$.decks'],
    ['a player for each deck', { decks: [RED, GREEN], seed: 1, players: ['A'] }, '$.players'],
    ['players of their own', { decks: [RED, GREEN], seed: 1, players: ['A', 'A'] }, '$.players'],
    ['a seed past 2^32 - 1', { decks: [RED, GREEN], seed: 2 ** 32 }, '$.seed'],
    [
      'a starting player who plays',
      { decks: [RED, GREEN], seed: 1, startingPlayer: 'C' },
      '$.startingPlayer',
    ],
  ])('refuses what a game can not start from: %s', (_, options, path) => {
    const game = newGame(pool, options);
    expect(game.ok).toBe(false);
    if (!game.ok) expect([game.error.code, game.error.path]).toEqual(['ERR_GAME', path]);
  });

  it('is deterministic in its seed: the same seed and decks give the same state, byte for byte (fast-check)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), (seed) => {
        expect(JSON.stringify(startGame({ seed }))).toBe(JSON.stringify(startGame({ seed })));
      }),
      { numRuns: 25 },
    );
  });
});
