import type { SearchedZone } from '../effects/library.js';
import type { ObjectId } from './types.js';

/**
 * A player's decision for one instruction that asks for one as it resolves (CR 608.2d): where
 * the cards looked at go (scry, surveil), which cards are discarded. A list left out is empty.
 * Cards in a library are listed top first.
 */
export interface Decision {
  /** Put (back) on top of the library, top first: scry, surveil, "put them back in any order". */
  readonly top?: readonly ObjectId[];
  /** Put on the bottom of the library, the last one bottom-most (scry, 701.22a). */
  readonly bottom?: readonly ObjectId[];
  /** Put into the graveyard (surveil, 701.25a). */
  readonly graveyard?: readonly ObjectId[];
  /** The cards chosen: discarded (701.9b), found by a search (701.23a), taken by a dig. */
  readonly cards?: readonly ObjectId[];
  /** The zones a search "in your library and/or graveyard" looked in (701.23a). */
  readonly searched?: readonly SearchedZone[];
  /** The permanents chosen: sacrificed (701.21a) or returned to their owner's hand. */
  readonly permanents?: readonly ObjectId[];
  /** The permanents or players chosen: proliferate (701.34a), bolster among those tied (701.39a). */
  readonly chosen?: readonly string[];
}

/** A field of a `Decision` (CR 608.2d): the part of an answer that an instruction reads. */
export type DecisionField = keyof Decision;

/**
 * CR 601.2d: how damage is divided among the targets of a spell or ability: each target's share
 * by its id, `{ "bear": 2, "B": 1 }`.
 */
export type DamageDivision = Readonly<Record<string, number>>;

/**
 * What a spell's or ability's controller announces as it is put on the stack (CR 601.2b-c,
 * 602.2b, 603.3c-d) and answers as it resolves (608.2d). An answer left out is asked for when
 * the resolution needs it.
 */
export interface Answers {
  /** CR 107.3a, 601.2b: the announced X. */
  readonly x?: number;
  /**
   * CR 601.2d: how a spell or ability that divides damage among its targets divides it,
   * announced as it goes on the stack and kept with it there (115.7f: it doesn't change).
   */
  readonly division?: DamageDivision;
  /** CR 700.2a: the modes chosen, by their index in the list. */
  readonly modes?: readonly number[];
  /** CR 608.2d: the mana chosen where the effect offers a choice, "Add `{R}` or `{G}`": "`{G}`". */
  readonly mana?: string;
  /** CR 603.5, 608.2d, 118.12: the answer to "you may ..." or "... unless you pay": true to do it, or to pay. */
  readonly may?: boolean;
  /** CR 608.2d: one decision for each instruction that asks for one, in order. */
  readonly decisions?: readonly Decision[];
}
