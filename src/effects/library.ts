import type { Filter, Value } from './types.js';

/**
 * Instructions on libraries, hands and graveyards (CR 401-404, 701): scry, surveil, mill and
 * discard. Those marked so need a decision of the player's (CR 608.2d), which comes in with
 * the `resolve` or `activate` action (`decisions`, actions/decision.ts).
 */

/** Whose library or hand: its controller's, its target players', each opponent's or each player's. */
export const PLAYER_GROUPS = ['you', 'targets', 'opponents', 'each'] as const;
export type PlayerGroup = (typeof PLAYER_GROUPS)[number];

export type LibraryInstruction =
  /**
   * CR 701.22a: scry N, the controller looks at the top N cards of their library and puts any
   * number of them on the bottom, the rest on top, each in any order (a decision).
   */
  | { readonly kind: 'scry'; readonly amount: Value }
  /** CR 701.25a: surveil N, as scry but the cards not kept on top go to the graveyard (a decision). */
  | { readonly kind: 'surveil'; readonly amount: Value }
  /** "Look at the top N cards of your library, then put them back in any order" (a decision). */
  | { readonly kind: 'arrangeTop'; readonly amount: Value }
  /** CR 701.17a-b: each player named puts the top N cards of their library into their graveyard, or as many as there are. */
  | { readonly kind: 'mill'; readonly who: PlayerGroup; readonly amount: Value }
  /**
   * CR 701.9a-b: each player named discards N cards of their own choice (a decision), or
   * every card in their hand if they have fewer.
   */
  | {
      readonly kind: 'discard';
      readonly who: PlayerGroup;
      readonly amount: Value;
      /** "discard a creature card": only cards the filter describes may be discarded (701.9b). */
      readonly filter?: Filter;
    }
  | SearchInstruction
  /**
   * A card in a graveyard, its target (or the ability's own card), returned to its owner's hand,
   * put onto the battlefield under the ability's controller [tapped], exiled, or put on top of
   * its owner's library (CR 400.7: it becomes a new object).
   */
  | {
      readonly kind: 'fromGraveyard';
      readonly on: 'targets' | 'self';
      readonly to: GraveyardDestination;
      readonly tapped?: true;
    };

export const GRAVEYARD_DESTINATIONS = ['hand', 'battlefield', 'exile', 'top'] as const;
export type GraveyardDestination = (typeof GRAVEYARD_DESTINATIONS)[number];

/** Where the cards a search found go (CR 701.23): `top` is on top of the library after the shuffle (701.24b). */
export const SEARCH_DESTINATIONS = ['hand', 'battlefield', 'graveyard', 'top'] as const;
export type SearchDestination = (typeof SEARCH_DESTINATIONS)[number];

/**
 * CR 701.23a-d, 701.24: "search your library for [cards], put them [somewhere], then shuffle".
 * The controller finds up to `upTo` cards (null: any number) of their library that the filter
 * and the conditions describe (a decision: which ones), then shuffles the rest of the library
 * (701.24b) and puts the cards found where it says.
 */
export interface SearchInstruction {
  readonly kind: 'search';
  /** What the cards found must be; the engine reads it in the controller's library. */
  readonly filter: Filter;
  /** "with mana value N or less" (CR 202.3). */
  readonly manaValueAtMost?: number;
  /** "with mana value N or greater". */
  readonly manaValueAtLeast?: number;
  /** "a card named [this]": the same name as the ability's source (201.2). */
  readonly sameNameAsSource?: true;
  readonly upTo: number | null;
  readonly to: SearchDestination;
  /** "onto the battlefield tapped". */
  readonly tapped?: true;
  /** "reveal it" (701.20a): it is shown to every player; nothing else follows from it here. */
  readonly reveal?: true;
}

/** The kinds of library instruction whose player makes a decision as it resolves (608.2d). */
export const DECIDED_KINDS = ['scry', 'surveil', 'arrangeTop', 'discard', 'search'] as const;
