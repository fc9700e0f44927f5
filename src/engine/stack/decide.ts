import type { CardPool } from '../../cards/pool.js';
import type { Result } from '../../result.js';
import type { Answers } from '../../state/answers.js';
import type { GameState } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { resolveTop } from './resolve-top.js';
import { settle } from './settle.js';

/**
 * CR 608.2d: the controller of the spell or ability resolving gives the answer it waits for;
 * the resolution then starts again with it, the players having passed already (117.4). An answer
 * left out is asked for again; a wrong one is refused, and the game waits as it was.
 */
export const decide = (state: GameState, pool: CardPool, answer: Omit<Answers, 'x' | 'modes'>): Result<Outcome> => {
  const top = state.stack.at(-1);
  if (!top?.awaiting) return refuse('no spell or ability is waiting for an answer', '$.kind', '608.2d');
  const answered = {
    ...top,
    ...(answer.may === undefined ? {} : { may: answer.may }),
    ...(answer.mana === undefined ? {} : { mana: answer.mana }),
    decisions: [...(top.decisions ?? []), ...(answer.decisions ?? [])],
  };
  const { awaiting: _answered, ...resolving } = answered;
  const start = { ...state, stack: [...state.stack.slice(0, -1), resolving] };
  const resolved = resolveTop(start, pool);
  if (!resolved.ok) return resolved;
  if (resolved.value.state.stack.at(-1)?.awaiting) return resolved;
  return settle(start, resolved.value, pool, state.turn.active);
};
