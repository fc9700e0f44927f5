/**
 * The rules a zone change cites when it is a player's action that triggered abilities watch:
 * discarding a card (701.9a, by choice or at random 701.9b, to hand size in cleanup 514.1,
 * cycling 702.29a) and sacrificing a permanent (701.21a; a finished Saga, 704.5s, 714.4).
 */

/** CR 702.29a, 702.29c: a card discarded to pay a cycling cost: it was cycled. */
export const CYCLED = '702.29a';

export const DISCARD_RULES: ReadonlySet<string> = new Set(['701.9a', '701.9b', '514.1', CYCLED]);

export const SACRIFICE_RULES: ReadonlySet<string> = new Set(['701.21a', '704.5s']);
