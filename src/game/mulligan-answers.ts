import { handOf } from '../engine/resolution/library.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { MulliganAction } from './mulligan.js';
import { mayMulligan, openingQuestion } from './opening-hands.js';

/**
 * The legal answers to the mulligans' open question (CR 103.5): a declaration, keep and, while
 * the hand wouldn't be zero cards, mulligan; or any `count` different cards of `from` (the hand)
 * put on the bottom, in any order, described rather than listed. Null when no mulligan question
 * is open.
 */
export type MulliganAnswers =
  | { readonly kind: 'mulligan'; readonly player: PlayerId; readonly answers: readonly MulliganAction[] }
  | {
      readonly kind: 'bottom';
      readonly player: PlayerId;
      readonly count: number;
      readonly from: readonly ObjectId[];
    };

/** The legal answers to the open mulligan question, or null (see {@link MulliganAnswers}). */
export const mulliganAnswers = (state: GameState): MulliganAnswers | null => {
  const question = state.opening === undefined ? null : openingQuestion(state.opening);
  if (question === null) return null;
  const { player } = question;
  if (question.kind === 'bottom')
    return { kind: 'bottom', player, count: question.count, from: handOf(state, player).map((o) => o.id) };
  const hand = state.opening?.hands.find((h) => h.player === player);
  const keep: MulliganAction = { kind: 'mulligan', player, keep: true };
  const again = hand !== undefined && mayMulligan(hand, state.players.length);
  return {
    kind: 'mulligan',
    player,
    answers: again ? [keep, { kind: 'mulligan', player, keep: false }] : [keep],
  };
};
