import type { Opening, OpeningHand } from '../state/opening.js';
import type { PlayerId } from '../state/types.js';

/** CR 103.5: the starting hand size, normally seven. */
export const STARTING_HAND_SIZE = 7;

/** What the mulligans ask now: a player's declaration, or the cards they put on the bottom (CR 103.5). */
export type OpeningQuestion =
  /** Declare whether they keep this hand or take a mulligan; `mulligans`: those taken so far. */
  | { readonly kind: 'mulligan'; readonly player: PlayerId; readonly mulligans: number }
  /** Put `count` cards of their new hand on the bottom of their library. */
  | { readonly kind: 'bottom'; readonly player: PlayerId; readonly count: number };

/**
 * CR 103.5c: in a multiplayer game a player's first mulligan doesn't count toward the cards they
 * put on the bottom nor the mulligans they may take; in a two-player game every one does.
 */
export const countedMulligans = (hand: OpeningHand, players: number): number =>
  players > 2 ? Math.max(0, hand.mulligans - 1) : hand.mulligans;

/** CR 103.5: a player may take mulligans until their opening hand would be zero cards. */
export const mayMulligan = (hand: OpeningHand, players: number): boolean =>
  countedMulligans(hand, players) < STARTING_HAND_SIZE;

/**
 * The question the mulligans ask now (CR 103.5): first the cards a player who just took a
 * mulligan puts on the bottom, in turn order; then the next declaration, the starting player's
 * first and each other player's in turn order. Null once every player has kept.
 */
export const openingQuestion = (opening: Opening): OpeningQuestion | null => {
  const bottoming = opening.hands.find((h) => (h.bottom ?? 0) > 0);
  if (bottoming !== undefined)
    return { kind: 'bottom', player: bottoming.player, count: bottoming.bottom ?? 0 };
  const declaring = opening.hands.find((h) => h.declared === undefined);
  return declaring === undefined
    ? null
    : { kind: 'mulligan', player: declaring.player, mulligans: declaring.mulligans };
};
