import type { CardPool } from '../src/cards/pool.js';
import { parseDeckList, type ResolvedDeck, resolveDeck } from '../src/decks/index.js';
import { AGENTS, type AgentName, isAgentName } from '../src/game/agents/index.js';
import { type PlayedGame, type PlayGameOptions, playGame } from '../src/game/play-game.js';
import { type GameOutcome, outcomeOf } from '../src/game/simulation.js';
import { all, chain, err, map, ok, type Result, rulesError } from '../src/result.js';
import { nameOf, readInput } from './input.js';

/** One game to play, as plain data a worker thread receives: the deck lists' text, the agents by name, the seed. */
export interface GameTask {
  readonly decks: readonly string[];
  readonly agents: readonly AgentName[];
  readonly seed: number;
  readonly turnCap: number;
}

/** A deck list's text resolved against the pool; its bad lines as the error, each with its number (in `file`). */
export const deckFromText = (text: string, pool: CardPool, file = 'deck'): Result<ResolvedDeck> => {
  const resolved = chain(parseDeckList(text), (list) => resolveDeck(list, pool));
  if (resolved.ok) return resolved;
  const message = resolved.error.map((e) => `${file}:${e.line}: ${e.message}`).join('; ');
  return err(rulesError(resolved.error[0]?.code ?? 'ERR_DECK_SYNTAX', message));
};

/** The game a task describes, played (playGame). */
export const playTask = (
  pool: CardPool,
  task: GameTask,
  onAction?: PlayGameOptions['onAction'],
): Result<PlayedGame> =>
  chain(
    all(task.decks, (text) => deckFromText(text, pool)),
    (decks) =>
      playGame(pool, {
        decks,
        seed: task.seed,
        agents: task.agents.map((name) => AGENTS[name]),
        turnCap: task.turnCap,
        ...(onAction === undefined ? {} : { onAction }),
      }),
  );

/** What a worker sends back: the game's outcome, or the error that stopped it (with its seed in the message). */
export const taskOutcome = (pool: CardPool, task: GameTask): Result<GameOutcome> =>
  map(playTask(pool, task), outcomeOf);

/**
 * `--agents`: one name for every player, or one per deck, comma-separated (`random,heuristic`);
 * absent, `fallback` for all.
 */
export const agentNames = (
  text: string | undefined,
  players: number,
  fallback: AgentName,
): Result<AgentName[]> => {
  const names = (text ?? fallback).split(',').map((n) => n.trim());
  const unknown = names.find((n) => !isAgentName(n));
  if (unknown !== undefined)
    return err(
      rulesError('ERR_GAME', `--agents: no agent is named "${unknown}" (${Object.keys(AGENTS).join(', ')})`),
    );
  if (names.length !== 1 && names.length !== players)
    return err(
      rulesError('ERR_GAME', `--agents: one name, or one per deck (${players}), not ${names.length}`),
    );
  return ok(
    Array.from({ length: players }, (_, i) => (names[names.length === 1 ? 0 : i] ?? fallback) as AgentName),
  );
};

/** The deck files' text, in order, and each resolved against the pool (a bad line is an error naming the file). */
export const readDecks = async (
  files: readonly string[],
  pool: CardPool,
): Promise<Result<{ readonly texts: string[]; readonly decks: ResolvedDeck[] }>> => {
  const texts: string[] = [];
  for (const file of files) {
    const bytes = await readInput(file, 'ERR_DECK_FILE');
    if (!bytes.ok) return bytes;
    texts.push(new TextDecoder().decode(bytes.value));
  }
  return map(
    all(texts, (text, i) => deckFromText(text, pool, nameOf(files[i] ?? ''))),
    (decks) => ({ texts, decks }),
  );
};
