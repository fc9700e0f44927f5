import { DEFAULT_TURN_CAP } from '../../src/game/play-game.js';
import { gameSeed, type SimulationSummary, summarize } from '../../src/game/simulation.js';
import { all, chain, map, rulesError } from '../../src/result.js';
import { cardPool } from '../cards.js';
import { agentNames, type GameTask, readDecks } from '../game-task.js';
import { fail, printJson, wholeNumber } from '../output.js';
import { progressBar } from '../progress.js';
import { runGames } from '../run-games.js';

export interface SimulateOptions {
  readonly games?: string;
  readonly seed?: string;
  readonly workers?: string;
  readonly agents?: string;
  readonly turnCap?: string;
  readonly json?: boolean;
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The summary in words: win rates with their 95% intervals, game length, endings. */
export const summaryText = (s: SimulationSummary, decks: readonly string[]): string =>
  [
    `${s.games} games`,
    ...s.players.map(
      (p, i) =>
        `  ${p.player} (${decks[i]}): ${p.wins} wins, ${percent(p.rate)} (95% CI ${percent(p.interval.low)} to ${percent(p.interval.high)}, Wilson)`,
    ),
    `  no winner: ${s.unwon}`,
    `average length: ${s.averageTurns.toFixed(1)} turns, ${s.averageActions.toFixed(0)} actions`,
    'endings:',
    ...s.endings.map((e) => `  ${e.ending.match(/^\d/) ? `CR ${e.ending}` : e.ending}: ${e.games}`),
  ].join('\n');

/**
 * `mtg-rules simulate <deckA> <deckB> --games N`: N games between two agents on worker threads,
 * game i from a seed derived from the master seed and i (reproducible whatever `--workers`), with
 * a progress bar, then each deck's win rate with its 95% Wilson interval, the average length,
 * and how the games ended (the rules of CR 104 and 704, or a cap). An error stops the run and
 * names the game's seed (`mtg-rules play --seed` plays it again).
 */
export const simulateCommand = async (
  deckA: string,
  deckB: string,
  options: SimulateOptions,
): Promise<void> => {
  const json = options.json ?? false;
  const settings = chain(wholeNumber('games', options.games ?? '100', false), (games) =>
    chain(wholeNumber('seed', options.seed, false), (seed) =>
      chain(wholeNumber('workers', options.workers ?? '1', false), (workers) =>
        chain(wholeNumber('turn-cap', options.turnCap, false), (turnCap) =>
          map(agentNames(options.agents, 2, 'random'), (agents) => ({
            games,
            seed,
            workers,
            turnCap,
            agents,
          })),
        ),
      ),
    ),
  );
  if (!settings.ok) return fail(settings.error, { what: 'simulate', json });
  const { games = 0, seed = 0, workers = 1, turnCap = DEFAULT_TURN_CAP, agents } = settings.value;
  if (workers < 1)
    return fail(rulesError('ERR_GAME', '--workers must be 1 or more'), { what: 'simulate', json });
  const pool = await cardPool(undefined, progressBar(json));
  if (!pool.ok) return fail(pool.error, { what: 'simulate', json });
  const decks = await readDecks([deckA, deckB], pool.value);
  if (!decks.ok) return fail(decks.error, { what: "can't read the decks", json });
  const tasks: GameTask[] = Array.from({ length: games }, (_, i) => ({
    decks: decks.value.texts,
    agents,
    seed: gameSeed(seed, i),
    turnCap,
  }));
  const progress = progressBar(json);
  progress.stage(`playing ${games} games on ${workers} worker${workers === 1 ? '' : 's'}`, games);
  const results = await runGames(tasks, workers, (done) => progress.update(done, games));
  progress.stop();
  // The first error stops the run: its message names the game's seed.
  const played = all(results, (r) => r);
  if (!played.ok) return fail(played.error, { what: 'a game failed', json, exit: 1 });
  const summary = summarize(['A', 'B'], played.value);
  if (json) printJson(summary);
  else process.stdout.write(`${summaryText(summary, [deckA, deckB])}\n`);
};
