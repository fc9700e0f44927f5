import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { defaultPool } from '../src/cards/default-pool.js';
import { parseDeckList, resolveDeck } from '../src/decks/index.js';
import { randomAgent } from '../src/game/agents/random-agent.js';
import { playGame } from '../src/game/play-game.js';
import { chain } from '../src/result.js';

const GAMES = 3;
const STOMPY = 'examples/decks/stompy.txt';
const BURN = 'examples/decks/burn.txt';

/**
 * Whole games (issue 14, section 7; target: 100 random games a second on one core): random
 * agents, two sample 60-card decks, to the end or 100 turns; then `simulate`'s speed-up with 2
 * worker threads over 1, from the built CLI, runs interleaved since this machine's speed drifts.
 */
export const benchGames = async (): Promise<void> => {
  const pool = defaultPool();
  const decks = [STOMPY, BURN].map((file) => {
    const deck = chain(parseDeckList(readFileSync(file, 'utf8')), (list) => resolveDeck(list, pool));
    if (!deck.ok) throw new Error(`${file}: not a deck`);
    return deck.value;
  });
  let actions = 0;
  const started = performance.now();
  for (let seed = 0; seed < GAMES; seed++) {
    const game = playGame(pool, { decks, seed, agents: [randomAgent, randomAgent] });
    if (!game.ok) throw new Error(`game ${seed}: ${game.error.message}`);
    actions += game.value.record.actions.length;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log('\nWhole games (issue 14, target: 100 random games a second on one core)');
  console.log(
    `  random games, stompy v burn   ${(GAMES / seconds).toFixed(3)} games/s  ${((1000 * seconds) / actions).toFixed(2)} ms an action (${GAMES} games, ${actions} actions)`,
  );
  if (!existsSync('dist/cli/main.js')) {
    console.log('  simulate speed-up: build first (npm run build)');
    return;
  }
  const wall = (workers: number): number => {
    const t = performance.now();
    const run = spawnSync(
      process.execPath,
      [
        'dist/cli/main.js',
        'simulate',
        STOMPY,
        BURN,
        '--games',
        '6',
        '--turn-cap',
        '10',
        '--workers',
        `${workers}`,
      ],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`simulate: ${run.stderr}`);
    return performance.now() - t;
  };
  const times = { 1: 0, 2: 0 };
  for (let round = 0; round < 2; round++) {
    times[1] += wall(1);
    times[2] += wall(2);
  }
  console.log(
    `  simulate, 2 workers over 1     ${(times[1] / times[2]).toFixed(2)}× (6 games of 10 turns, two interleaved runs each)`,
  );
};
