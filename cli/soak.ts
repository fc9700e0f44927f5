import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { gameSeed, summarize } from '../src/game/simulation.js';
import { defaultPool } from '../src/index.js';
import { summaryText } from './commands/simulate.js';
import type { GameTask } from './game-task.js';
import { progressBar } from './progress.js';
import { runGames } from './run-games.js';
import { soakCandidates, soakDeck } from './soak-decks.js';

/**
 * `npm run soak` (issue 14, section 6): random agents play `--games` games (default 10,000) on
 * worker threads, each between two decks drawn from its seed: a quarter between two sample decks
 * of examples/decks, the rest between random decks of fully modelled cards (soak-decks.ts). Every
 * action an agent takes is one `legalActions` listed, and `apply` must accept it: a refusal, an
 * exception or an error is a failure, printed with its game's seed. Every game ends (CR 104) or
 * reaches the turn cap, and the summary counts both. Exit 1 on any failure.
 */
const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};

const games = option('games', 10_000);
const workers = option('workers', availableParallelism());
const master = option('seed', 0);
const turnCap = option('turn-cap', 30);
const samples = ['stompy', 'burn', 'white-weenie'].map((d) =>
  readFileSync(new URL(`../../examples/decks/${d}.txt`, import.meta.url), 'utf8'),
);

const pool = defaultPool();
const candidates = soakCandidates(pool);
const known = new Map<string, boolean>();
const decksOf = (seed: number): string[] =>
  seed % 4 === 0
    ? [0, 1].map((k) => samples[gameSeed(seed, k) % samples.length] ?? '')
    : [
        soakDeck(pool, candidates, gameSeed(seed, 1), known),
        soakDeck(pool, candidates, gameSeed(seed, 2), known),
      ];
const tasks: GameTask[] = Array.from({ length: games }, (_, i) => {
  const seed = gameSeed(master, i);
  return { decks: decksOf(seed), agents: ['random', 'random'], seed, turnCap };
});

const progress = progressBar(false);
progress.stage(`soak: ${games} games on ${workers} workers`, games);
const started = performance.now();
const results = await runGames(tasks, workers, (done) => progress.update(done, games));
progress.stop();
const seconds = (performance.now() - started) / 1000;
const failures = results.flatMap((r) => (r.ok ? [] : [r.error.message]));
const played = results.flatMap((r) => (r.ok ? [r.value] : []));
const unsupported = new Map<string, number>();
for (const o of played)
  if (o.unsupported) unsupported.set(o.unsupported, (unsupported.get(o.unsupported) ?? 0) + 1);
// The action cap stops a turn of 1,000 actions: a loop the agents can't break, or a long turn.
const capped = played.filter((o) => o.ending === 'actionCap').map((o) => o.seed);
process.stdout.write(
  `${summaryText(summarize(['A', 'B'], played), ['deck A', 'deck B'])}\n` +
    `wall time ${seconds.toFixed(0)} s, ${(games / seconds).toFixed(2)} games/s on ${workers} workers\n` +
    `stopped at a choice legalActions does not enumerate (ERR_UNSUPPORTED):\n${[...unsupported].map(([m, n]) => `  ${n} ${m}\n`).join('')}` +
    `stopped by the action cap, each a possible loop (seeds to replay): ${capped.join(', ') || 'none'}\n` +
    `failures: ${failures.length}\n${failures.map((f) => `  ${f}\n`).join('')}`,
);
if (failures.length > 0) process.exitCode = 1;
