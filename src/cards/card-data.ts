import type { Color } from '../symbols/colors.js';

/** A card's printed characteristics (CR 109.3), one face of it. Strings are as Oracle prints them. */
export interface CardFace {
  readonly name: string;
  /** Null for no mana cost (CR 202.1b). */
  readonly manaCost: string | null;
  /**
   * The mana value the card file states (CR 202.3), when it states one; kept so that a check
   * can compare it with the value computed from `manaCost`. For a multi-face card the card's
   * own entry holds the whole card's (a split card's is the sum of its halves, CR 709.4).
   */
  readonly manaValue?: number;
  /** CR 202.2: colours from the cost or the colour indicator, as the data gives them. */
  readonly colors: readonly Color[];
  readonly colorIndicator?: readonly Color[];
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  /** Printed power and toughness strings: "2", "*", "1+*", "-1", "?" (CR 208.1, 208.2). */
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly defense: string | null;
  /** Oracle text. */
  readonly text: string;
}

/** A card of the pool: its layout and faces (CR 709-715). A one-face card has `faces` absent. */
export interface CardData extends CardFace {
  readonly layout: string;
  readonly faces?: readonly CardFace[];
  /** From an Un-set, acorn or playtest card. */
  readonly isFunny?: boolean;
}
