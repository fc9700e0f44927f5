import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playCommand } from '../../cli/commands/play.js';
import { readRecord } from '../../src/game/record.js';
import { replay } from '../../src/game/replay.js';
import { pool } from '../support/play.js';
import { capture } from './capture.js';

/** `mtg-rules play` (one game, logged) and `mtg-rules simulate` (many, on worker threads, from the built CLI). */

const DECKS = join(import.meta.dirname, '..', '..', 'examples', 'decks');
const STOMPY = join(DECKS, 'stompy.txt');
const BURN = join(DECKS, 'burn.txt');

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('`mtg-rules play <deckA> <deckB>`', () => {
  it('CR 104: each turn, each action and its events with their rules, then the winner and the rule', async () => {
    const { out } = capture();
    await playCommand(STOMPY, BURN, { seed: '2', turnCap: '20' });
    expect(process.exitCode).toBeUndefined();
    expect(out()).toContain('turn 1: ');
    expect(out()).toMatch(/CR 116\.2a +[AB] plays/);
    expect(out()).toMatch(/\n[AB] won \(CR 104\.2a\); [AB] lost by CR 704\.5a\n$/);
  });

  it('--json writes the game record, which replays to its result', async () => {
    const { out } = capture();
    await playCommand(STOMPY, BURN, { seed: '2', turnCap: '20', json: true, agents: 'heuristic,random' });
    const record = readRecord(out());
    expect(record.ok).toBe(true);
    if (!record.ok) return;
    const again = replay(record.value, pool);
    expect(again.ok && again.value.result).toEqual(record.value.result ?? null);
  });

  it('an unknown agent is bad input (exit 2)', async () => {
    const { err } = capture();
    await playCommand(STOMPY, BURN, { agents: 'clever' });
    expect(process.exitCode).toBe(2);
    expect(err()).toContain('no agent is named "clever"');
  });
});

/** The built CLI: the worker threads run dist/cli/simulate-worker.js. */
const simulate = (workers: number) =>
  spawnSync(
    process.execPath,
    [
      'dist/cli/main.js',
      'simulate',
      STOMPY,
      BURN,
      '--games',
      '4',
      '--seed',
      '9',
      '--turn-cap',
      '4',
      '--workers',
      `${workers}`,
      '--json',
    ],
    { encoding: 'utf8' },
  );

describe('`mtg-rules simulate <deckA> <deckB>`', () => {
  it('the same figures from the same seed, with 1 worker or 2', () => {
    const one = simulate(1);
    const two = simulate(2);
    expect(one.status).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const summary = JSON.parse(one.stdout);
    expect(summary.games).toBe(4);
    expect(summary.players.map((p: { player: string }) => p.player)).toEqual(['A', 'B']);
  });
});
