import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heuristicAgent } from '../../src/game/agents/heuristic-agent.js';
import { randomAgent } from '../../src/game/agents/random-agent.js';
import { playGame } from '../../src/game/play-game.js';
import { replay } from '../../src/game/replay.js';
import { gameSeed, outcomeOf, summarize, wilson } from '../../src/game/simulation.js';
import { GREEN, RED } from '../support/games.js';
import { pool } from '../support/play.js';

/**
 * Whole games played by agents (issue 14, section 4): `playGame` loops the player to act, their
 * agent and `apply` until the game ends (CR 104) or a cap; the record replays to the same result.
 */

const played = (seed: number, turnCap = 40) => {
  const game = playGame(pool, { decks: [RED, GREEN], seed, agents: [heuristicAgent, randomAgent], turnCap });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
};

describe('playGame', () => {
  const game = played(5);

  it('CR 104.2a: plays to the end, and the record replays to the same result (issue 14, section 5)', () => {
    expect(game.end).toBe('over');
    expect(game.record.result?.winners).toHaveLength(1);
    const again = replay(game.record, pool);
    expect(again.ok && again.value.result).toEqual(game.record.result);
  });

  it('is pure: the same seed plays the same game', () => {
    expect(JSON.stringify(played(5).record)).toBe(JSON.stringify(game.record));
  });

  it('a turn cap stops the game with no result, reported as such', () => {
    const capped = played(5, 2);
    expect(capped).toMatchObject({ end: 'turnCap', turns: 2 });
    expect(capped.record.result).toBeUndefined();
    expect(outcomeOf(capped)).toMatchObject({ winners: [], ending: 'turnCap' });
  });

  it('one agent per deck, or an error', () => {
    const game = playGame(pool, { decks: [RED, GREEN], seed: 1, agents: [randomAgent] });
    expect(game.ok).toBe(false);
  });
});

describe('simulation figures', () => {
  it("Wilson's interval holds the rate observed and stays within 0 and 1 (95%)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (games, share) => {
          const wins = Math.round(share * games);
          const { low, high } = wilson(wins, games);
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeLessThanOrEqual(1);
          expect(low).toBeLessThanOrEqual(wins / games + 1e-12);
          expect(high).toBeGreaterThanOrEqual(wins / games - 1e-12);
        },
      ),
    );
    // Newcombe (1998), Statistics in Medicine 17:857, table I: 81 of 263, the score (Wilson) method: 0.2553 to 0.3662.
    const { low, high } = wilson(81, 263);
    expect(low).toBeCloseTo(0.2553, 3);
    expect(high).toBeCloseTo(0.3662, 3);
  });

  it("a game's seed depends on the master seed and its index only, within 0 to 2^32 - 1", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 1_000_000 }), (master, i) => {
        const seed = gameSeed(master, i);
        expect(seed).toBe(gameSeed(master, i));
        expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).toBe(true);
      }),
    );
    expect(new Set(Array.from({ length: 1000 }, (_, i) => gameSeed(7, i))).size).toBe(1000);
  });

  it('summarize counts wins, games no one won, and endings by rule', () => {
    const s = summarize(
      ['A', 'B'],
      [
        { seed: 1, winners: ['A'], ending: '704.5a', turns: 10, actions: 100 },
        { seed: 2, winners: ['A'], ending: '704.5b', turns: 20, actions: 300 },
        { seed: 3, winners: [], ending: 'turnCap', turns: 30, actions: 200 },
      ],
    );
    expect(s.players.map((p) => p.wins)).toEqual([2, 0]);
    expect(s).toMatchObject({ games: 3, unwon: 1, averageTurns: 20, averageActions: 200 });
    expect(s.endings).toEqual([
      { ending: '704.5a', games: 1 },
      { ending: '704.5b', games: 1 },
      { ending: 'turnCap', games: 1 },
    ]);
  });
});
