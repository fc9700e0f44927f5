import type { PlayerId } from './types.js';

/**
 * CR 103.5: the mulligans before the first turn. Each player in turn order, the starting player
 * first, declares whether they keep their hand; then all who declared a mulligan take it at once,
 * and each puts as many cards on the bottom of their library as the mulligans they have taken.
 * This repeats until every player has kept.
 */
export interface Opening {
  /** In turn order, the starting player first (103.5). */
  readonly hands: readonly OpeningHand[];
}

/** One player's opening hand as the mulligans go. */
export interface OpeningHand {
  readonly player: PlayerId;
  /** How many mulligans they have taken. */
  readonly mulligans: number;
  /** What they have declared in this round; absent until they declare. */
  readonly declared?: 'keep' | 'mulligan';
  /** How many cards they must still put on the bottom for the mulligan just taken; absent is none. */
  readonly bottom?: number;
}
