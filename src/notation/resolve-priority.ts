import { optional } from '../result.js';
import type { GameOver, StackObject } from '../state/stack.js';
import type { PlayerId, Turn } from '../state/types.js';
import type { BoardFile } from './board-types.js';
import { defaultGameOverRule, defaultPriority } from './defaults.js';

/** Who holds priority, who has passed, and whether the game is over (CR 117, 104). */
export interface PriorityState {
  readonly priority: PlayerId | null;
  readonly passed: readonly PlayerId[];
  readonly over?: GameOver;
}

/** Priority, passes and the end of the game as the file gives them, with their defaults. */
export const resolvePriority = (
  board: BoardFile,
  turn: Turn,
  stack: readonly StackObject[],
): PriorityState => {
  const over =
    board.over === undefined
      ? undefined
      : {
          winners: [...board.over.winners],
          rule: board.over.rule ?? defaultGameOverRule(board.over.winners),
        };
  const priority = board.priority === undefined ? defaultPriority(turn, stack, over) : board.priority;
  return { priority, passed: [...(board.passed ?? [])], ...optional('over', over) };
};
