import type { Filter, ReturnedAs, Value } from './types.js';

/**
 * Instructions on libraries, hands and graveyards (CR 401-404, 701): scry, surveil, mill and
 * discard. Those marked so need a decision of the player's (CR 608.2d), which comes in with
 * the `resolve` or `activate` action (`decisions`, engine/resolution/decision.ts).
 */

/**
 * Whose library or hand: its controller's, its target players', each opponent's, each player's,
 * or that of "that player", the player of its trigger event (603.2c): the player it dealt damage
 * to, or the player whose step began (603.2b); or the defending player of its source, an
 * attacking creature (506.2; annihilator, 702.86a); or its target's controller as the resolution
 * began ("Its controller loses life equal to its power", 608.2h).
 */
export const PLAYER_GROUPS = [
  'you',
  'targets',
  'opponents',
  'each',
  'triggerPlayer',
  'defendingPlayer',
  'targetsController',
] as const;
/**
 * Whose library or hand an instruction acts on: its controller's, its targets', each opponent's,
 * each player's, "that player" (CR 603.2c), the defending player (506.2) or its target's controller.
 */
export type PlayerGroup = (typeof PLAYER_GROUPS)[number];

/**
 * An instruction on libraries, hands and graveyards (CR 401-404, 701): scry, surveil, mill,
 * discard, search, dig, putting a card onto the battlefield or into a hand, and returning a card
 * from a graveyard.
 */
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
      /** "discards a card at random" (701.9b): the state's generator picks the cards, no decision. */
      readonly atRandom?: true;
    }
  | SearchInstruction
  | DigInstruction
  | PutCardInstruction
  /**
   * A card in a graveyard, its target (or the ability's own card), returned to its owner's hand,
   * put onto the battlefield under the ability's controller [tapped], exiled, or put on top of
   * its owner's library (CR 400.7: it becomes a new object).
   */
  | ({
      readonly kind: 'fromGraveyard';
      readonly on: 'targets' | 'self';
      readonly to: GraveyardDestination;
      /** Onto the battlefield with a counter of this kind on it (persist's -1/-1, 702.79a; undying's +1/+1, 702.93a). */
      readonly counter?: string;
      // Onto the battlefield tapped, transformed, or under its owner's control (persist, 702.79a).
    } & ReturnedAs);

export const GRAVEYARD_DESTINATIONS = ['hand', 'battlefield', 'exile', 'top'] as const;

/**
 * "Put a land card from your hand onto the battlefield [tapped]", "Return a creature card from
 * your graveyard to your hand / to the battlefield": a card of the controller's hand or graveyard
 * that the quality describes, chosen as it resolves (608.2d; no target, 115.10), put where it
 * says. One must be chosen while one can be (609.3).
 */
export interface PutCardInstruction {
  readonly kind: 'putCard';
  readonly from: PutCardZone;
  readonly quality: CardQuality;
  readonly to: PutCardDestination;
  /** "onto the battlefield tapped". */
  readonly tapped?: true;
}

export const PUT_CARD_ZONES = ['hand', 'graveyard'] as const;
/**
 * Where a `putCard` instruction's card comes from: its controller's hand or graveyard (CR 608.2d).
 */
export type PutCardZone = (typeof PUT_CARD_ZONES)[number];
export const PUT_CARD_DESTINATIONS = ['battlefield', 'hand'] as const;
/**
 * Where a `putCard` instruction puts its card: onto the battlefield (CR 110.1) or into its owner's
 * hand.
 */
export type PutCardDestination = (typeof PUT_CARD_DESTINATIONS)[number];
/**
 * Where a card returned from a graveyard goes (CR 400.7): its owner's hand, the battlefield, exile,
 * or the top of its owner's library.
 */
export type GraveyardDestination = (typeof GRAVEYARD_DESTINATIONS)[number];

/** The zones a search "in your library and/or graveyard" may look in (701.23a). */
export const SEARCHED_ZONES = ['library', 'graveyard'] as const;
/** A zone a search "in your library and/or graveyard" looks in (CR 701.23a). */
export type SearchedZone = (typeof SEARCHED_ZONES)[number];

/** Where the cards a search found go (CR 701.23): `top` is on top of the library after the shuffle (701.24b). */
export const SEARCH_DESTINATIONS = ['hand', 'battlefield', 'graveyard', 'top'] as const;
/** Where the cards a search found go (CR 701.23): `top` is on top of the library after the shuffle (701.24b). */
export type SearchDestination = (typeof SEARCH_DESTINATIONS)[number];

/**
 * CR 701.23a-d, 701.24: "search your library for [cards], put them [somewhere], then shuffle".
 * The controller finds up to `upTo` cards (null: any number) of their library that the filter
 * and the conditions describe (a decision: which ones), then shuffles the rest of the library
 * (701.24b) and puts the cards found where it says.
 */
export interface SearchInstruction {
  readonly kind: 'search';
  /** What the cards found must be (a card quality); the engine reads it in the controller's library. */
  readonly quality: CardQuality;
  /** "a card named [this]": the same name as the ability's source (201.2). */
  readonly sameNameAsSource?: true;
  /** "a card named Ashiok, Sculptor of Fears": that name, in lower case (201.2). */
  readonly named?: string;
  /**
   * "search your library and/or graveyard": its player chooses which of the two to search (the
   * decision's `searched`), finds the card in either, and shuffles only a library searched.
   */
  readonly orGraveyard?: true;
  readonly upTo: number | null;
  readonly to: SearchDestination;
  /** "onto the battlefield tapped". */
  readonly tapped?: true;
  /** "reveal it" (701.20a): it is shown to every player; nothing else follows from it here. */
  readonly reveal?: true;
}

/**
 * What a card must be for a search or a dig to find or take it: any one of `anyOf` ("an
 * artifact or enchantment card", "an Elf, Warrior, or Tyvar card"; `[{}]` is any card), and every
 * bound given (CR 202.3 mana value, 208.1 power).
 */
export interface CardQuality {
  readonly anyOf: readonly Filter[];
  readonly manaValueAtMost?: number;
  readonly manaValueAtLeast?: number;
  readonly powerAtMost?: number;
  readonly powerAtLeast?: number;
}

/** Where the cards a dig takes go: `top` is back on top of the library (Silhana Wayfinder). */
export const DIG_DESTINATIONS = ['hand', 'battlefield', 'graveyard', 'exile', 'top'] as const;
/**
 * Where the cards a dig takes go (CR 701.20a): `top` is back on top of the library (Silhana
 * Wayfinder).
 */
export type DigDestination = (typeof DIG_DESTINATIONS)[number];

/**
 * Where the cards a dig looked at and didn't take go: left where they are (`stay`), back on top
 * or on the bottom in an order their player chooses (401.4, a decision), on the bottom in a
 * random order (drawn from the state's seed), into the graveyard or into the hand.
 */
export const DIG_RESTS = [
  'stay',
  'topAnyOrder',
  'bottomAnyOrder',
  'bottomRandom',
  'graveyard',
  'hand',
] as const;
/**
 * Where the cards a dig looked at and didn't take go: left in place, on top or bottom in a chosen
 * order (CR 401.4), on the bottom at random, to the graveyard or the hand.
 */
export type DigRest = (typeof DIG_RESTS)[number];

/**
 * How many of the cards a dig takes: `upTo` N of those the quality describes (its player's
 * choice; "you may reveal a creature card from among them", null: "any number of them"),
 * `exactly` N ("put one of them into your hand"), or `all` that the quality describes ("put all
 * land cards revealed this way into your hand", "if it's a land card, put it onto the
 * battlefield"), which is no choice.
 */
export const DIG_COUNTS = ['upTo', 'exactly', 'all'] as const;
/**
 * How many of the cards a dig takes: `upTo` N that the quality describes or `exactly` N, chosen as
 * it resolves (CR 608.2d), or `all` it describes (no choice).
 */
export type DigCount = (typeof DIG_COUNTS)[number];

/**
 * The cards a dig takes from among those it looked at (CR 701.20a, 608.2d): which, how many, and
 * where they go.
 */
export interface DigTake {
  readonly quality: CardQuality;
  readonly count: DigCount;
  /** N for `upTo` and `exactly` (null: any number); absent for `all`. */
  readonly n?: number | null;
  readonly to: DigDestination;
  /** "onto the battlefield tapped". */
  readonly tapped?: true;
  /** "reveal [it] ... and put it": the cards taken are shown to every player (701.20a). */
  readonly reveal?: true;
}

/**
 * "Look at (reveal) the top N cards of your (target player's) library", then take some of them
 * and put the rest somewhere (CR 701.20a, 701.20e, 401.4): digs such as Augur of Bolas, Goblin
 * Ringleader, Coiling Oracle. Its controller makes the choices; cards go to their owner's zones.
 * `life`: "you gain/lose life equal to its mana value", the total mana value of the cards taken
 * (202.3; Dark Confidant).
 */
export interface DigInstruction {
  readonly kind: 'dig';
  readonly whose: 'you' | 'targets';
  readonly amount: Value;
  /** Revealed to every player (701.20a) rather than looked at by its controller alone (701.20e). */
  readonly reveal?: true;
  /** The cards taken from among them; absent when it only looks. */
  readonly take?: DigTake;
  readonly rest: DigRest;
  readonly life?: 'gain' | 'lose';
}

/** The kinds of library instruction whose player makes a decision as it resolves (608.2d). */
export const DECIDED_KINDS = ['scry', 'surveil', 'arrangeTop', 'discard', 'search', 'putCard'] as const;

/** Whether a dig asks its player to choose: which cards it takes, or the order of the rest (608.2d). */
export const digDecides = (i: DigInstruction): boolean =>
  (i.take !== undefined && i.take.count !== 'all') || i.rest === 'topAnyOrder' || i.rest === 'bottomAnyOrder';
