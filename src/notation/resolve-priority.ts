import { err, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import type { GameOver, StackObject } from '../state/stack.js';
import type { Player, PlayerId, Turn } from '../state/types.js';
import { playerRef } from './board-context.js';
import type { BoardFile } from './board-schema.js';
import { defaultGameOverRule, defaultPriority } from './defaults.js';

/** Who holds priority, who has passed, and whether the game is over (CR 117, 104). */
export interface PriorityState {
  readonly priority: PlayerId | null;
  readonly passed: readonly PlayerId[];
  readonly over?: GameOver;
}

const state = (message: string, path: string, rule: string): Result<never> =>
  err(rulesError('ERR_BOARD_STATE', message, { path, rule }));

/** Players of the file, each named once. */
const distinctPlayers = (
  ids: readonly PlayerId[],
  players: readonly PlayerId[],
  at: (k: number) => string,
  rule: string,
): Result<PlayerId[]> => {
  for (const [k, id] of ids.entries()) {
    const ref = playerRef(players, id, at(k));
    if (!ref.ok) return ref;
    if (ids.indexOf(id) !== k) return state(`"${id}" is listed twice`, at(k), rule);
  }
  return ok([...ids]);
};

/** CR 104.2a, 104.4a: the winners are players still in the game; none is a draw. */
const gameOver = (over: BoardFile['over'], players: readonly Player[]): Result<GameOver | undefined> => {
  if (over === undefined) return ok(undefined);
  const at = (k: number) => jsonPath(['over', 'winners', k]);
  const winners = distinctPlayers(
    over.winners,
    players.map((p) => p.id),
    at,
    '104.2a',
  );
  if (!winners.ok) return winners;
  const losers = new Set(players.flatMap((p) => (p.lost ? [p.id] : [])));
  const lost = over.winners.findIndex((id) => losers.has(id));
  if (lost >= 0)
    return state(`"${over.winners[lost]}" has lost the game, so can't win it`, at(lost), '104.2a');
  return ok({ winners: winners.value, rule: over.rule ?? defaultGameOverRule(winners.value) });
};

/**
 * Priority and passes (CR 117.3-117.4): the holder and those who passed are players, each who
 * passed named once, and the holder not among them, since all passing in succession resolves
 * the top of the stack or ends the step.
 */
export const resolvePriority = (
  board: BoardFile,
  players: readonly Player[],
  turn: Turn,
  stack: readonly StackObject[],
): Result<PriorityState> => {
  const ids = players.map((p) => p.id);
  const over = gameOver(board.over, players);
  if (!over.ok) return over;
  const priority = board.priority === undefined ? defaultPriority(turn, stack, over.value) : board.priority;
  const holder = priority === null ? null : playerRef(ids, priority, jsonPath(['priority']));
  if (holder && !holder.ok) return holder;
  const passed = distinctPlayers(board.passed ?? [], ids, (k) => jsonPath(['passed', k]), '117.4');
  if (!passed.ok) return passed;
  const again = passed.value.indexOf(priority ?? '');
  if (again >= 0)
    return state(
      `"${priority}" holds priority, so has not passed since: all players passing in succession resolves the top of the stack or ends the step`,
      jsonPath(['passed', again]),
      '117.4',
    );
  return ok({ priority, passed: passed.value, ...(over.value === undefined ? {} : { over: over.value }) });
};
