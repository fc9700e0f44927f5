import { optional } from '../result.js';
import type { PlayerId } from '../state/types.js';
import type { PlayedGame } from './play-game.js';

/**
 * Game `index`'s seed in a run from `master` (splitmix32 of the pair): each game's seed depends on
 * the master seed and its index only, so a run plays the same games whatever the number of
 * workers or the order they finish in.
 */
export const gameSeed = (master: number, index: number): number => {
  let z = (master + Math.imul(index + 1, 0x9e3779b9)) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
};

/** How one game of a run ended, small enough to send from a worker. */
export interface GameOutcome {
  readonly seed: number;
  /** Empty for a draw (CR 104.4a) or a game a cap stopped. */
  readonly winners: readonly PlayerId[];
  /** How it ended: the rules its losers lost by (704.5a, 704.5b, 104.3a ...), the draw's rule, or the cap. */
  readonly ending: string;
  readonly turns: number;
  readonly actions: number;
  /** For a game stopped as `unsupported`: what `legalActions` couldn't enumerate. */
  readonly unsupported?: string;
}

/** A game's outcome: its ending is its losers' rules (a draw's own rule when none lost), or the cap that stopped it. */
export const outcomeOf = (played: PlayedGame): GameOutcome => {
  const { record, turns, end, unsupported } = played;
  const result = record.result;
  const rules = [...new Set(result?.losses.map((l) => l.rule))].join(', ');
  return {
    seed: record.seed,
    winners: result?.winners ?? [],
    ending: end !== 'over' ? end : rules || (result?.rule ?? ''),
    turns,
    actions: record.actions.length,
    ...optional('unsupported', unsupported),
  };
};

/** A 95% confidence interval on a proportion, both ends from 0 to 1. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** The 0.975 quantile of the normal distribution: a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** Wilson's score interval for `wins` out of `games` (95%): sound at rates near 0 or 1, unlike the normal one. */
export const wilson = (wins: number, games: number): Interval => {
  if (games === 0) return { low: 0, high: 1 };
  const p = wins / games;
  const z2 = Z95 * Z95;
  const centre = p + z2 / (2 * games);
  const spread = Z95 * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  const scale = 1 + z2 / games;
  return { low: Math.max(0, (centre - spread) / scale), high: Math.min(1, (centre + spread) / scale) };
};

/** A run's figures: each player's wins with their rate's 95% interval, draws, game length, and how games ended. */
export interface SimulationSummary {
  readonly games: number;
  readonly players: readonly {
    readonly player: PlayerId;
    readonly wins: number;
    readonly rate: number;
    readonly interval: Interval;
  }[];
  /** Games no player won: draws, and games a cap stopped. */
  readonly unwon: number;
  readonly averageTurns: number;
  readonly averageActions: number;
  /** Games by ending (see `GameOutcome.ending`), most frequent first. */
  readonly endings: readonly { readonly ending: string; readonly games: number }[];
}

/** The figures of a run's outcomes, for its players in turn order. */
export const summarize = (
  players: readonly PlayerId[],
  outcomes: readonly GameOutcome[],
): SimulationSummary => {
  const games = outcomes.length;
  const mean = (f: (o: GameOutcome) => number) =>
    games === 0 ? 0 : outcomes.reduce((sum, o) => sum + f(o), 0) / games;
  const endings = new Map<string, number>();
  for (const o of outcomes) endings.set(o.ending, (endings.get(o.ending) ?? 0) + 1);
  return {
    games,
    players: players.map((player) => {
      const wins = outcomes.filter((o) => o.winners.includes(player)).length;
      return { player, wins, rate: games === 0 ? 0 : wins / games, interval: wilson(wins, games) };
    }),
    unwon: outcomes.filter((o) => o.winners.length === 0).length,
    averageTurns: mean((o) => o.turns),
    averageActions: mean((o) => o.actions),
    endings: [...endings]
      .map(([ending, n]) => ({ ending, games: n }))
      .sort((a, b) => b.games - a.games || a.ending.localeCompare(b.ending)),
  };
};
