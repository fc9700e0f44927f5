import type { Action } from '../../src/engine/action.js';
import type { GameEvent } from '../../src/engine/events.js';
import { DEFAULT_TURN_CAP, type PlayedGame } from '../../src/game/play-game.js';
import { recordLines } from '../../src/game/record.js';
import { appendAll } from '../../src/lists.js';
import { chain, map } from '../../src/result.js';
import type { GameState } from '../../src/state/types.js';
import { cardPool } from '../cards.js';
import { agentNames, playTask, readDecks } from '../game-task.js';
import { fail, wholeNumber } from '../output.js';
import { progressBar } from '../progress.js';
import { paint } from '../terminal.js';
import { namer } from './eval.js';
import { eventLines } from './events.js';

export interface PlayOptions {
  readonly seed?: string;
  readonly agents?: string;
  readonly turnCap?: string;
  readonly json?: boolean;
  readonly cards?: string;
}

/** How a game stopped, in words: the winner and the rules (CR 104), or the cap. */
export const endText = (game: PlayedGame): string => {
  const result = game.record.result;
  if (game.end === 'turnCap') return `no winner: stopped after turn ${game.turns}, the turn cap`;
  if (game.end === 'actionCap')
    return `no winner: stopped in turn ${game.turns}, too many actions in one turn`;
  if (game.end === 'unsupported') return `stopped in turn ${game.turns}: ${game.unsupported}`;
  if (result === undefined) return 'the game is over';
  const who = result.winners.length === 0 ? 'a draw' : `${result.winners.join(', ')} won`;
  return `${who} (CR ${result.rule}); ${result.losses.map((l) => `${l.player} lost by CR ${l.rule}`).join(', ')}`;
};

/**
 * `mtg-rules play <deckA> <deckB>`: one game between two agents from a seed, printed as it goes:
 * each turn, each action and its events with their rules, then how it ended; `--json` prints the
 * game record (JSON lines, as `replay` reads) instead.
 */
export const playCommand = async (deckA: string, deckB: string, options: PlayOptions): Promise<void> => {
  const json = options.json ?? false;
  const settings = chain(wholeNumber('seed', options.seed, false), (seed) =>
    chain(wholeNumber('turn-cap', options.turnCap, false), (turnCap) =>
      map(agentNames(options.agents, 2, 'heuristic'), (agents) => ({ seed, turnCap, agents })),
    ),
  );
  if (!settings.ok) return fail(settings.error, { what: 'play', json });
  const progress = progressBar(json);
  const pool = await cardPool(options.cards, progress);
  progress.stop();
  if (!pool.ok) return fail(pool.error, { what: '--cards', json });
  const decks = await readDecks([deckA, deckB], pool.value);
  if (!decks.ok) return fail(decks.error, { what: "can't read the decks", json });
  const lines: string[] = [];
  let turn = 0;
  let actions = 0;
  const log = (action: Action, events: readonly GameEvent[], state: GameState) => {
    if (state.turn.number !== turn && state.opening === undefined) {
      turn = state.turn.number;
      lines.push(paint.out.bold(`\nturn ${turn}: ${state.turn.active}`));
    }
    appendAll(lines, eventLines([{ action: actions++, verb: action.kind, events }], namer([state])));
  };
  const { seed, turnCap, agents } = settings.value;
  const task = { decks: decks.value.texts, agents, seed: seed ?? 0, turnCap: turnCap ?? DEFAULT_TURN_CAP };
  const played = playTask(pool.value, task, json ? undefined : log);
  if (!played.ok) return fail(played.error, { what: 'the game stopped', json, exit: 1 });
  if (json) {
    process.stdout.write(recordLines(played.value.record));
    return;
  }
  process.stdout.write(`${lines.join('\n')}\n\n${paint.out.bold(endText(played.value))}\n`);
};
