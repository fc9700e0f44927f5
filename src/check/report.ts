/** What `checkCards` checks on every face, each a rule of the printed card. */
export const CARD_CHECKS = [
  /** CR 202.1: the mana cost parses. */
  'cost',
  /** CR 202.3: the recorded mana value is the cost's (split, flip and meld rules included). */
  'manaValue',
  /** CR 202.2, 204.2: the recorded colours are the cost's and colour indicator's, or a CDA's. */
  'colors',
  /** CR 205: card types (205.2a), supertypes (205.4a), and subtypes of those types (205.3d). */
  'types',
  /** CR 208.1, 209.1, 310.4: printed power, toughness, loyalty and defense read. */
  'printed',
  /** CR 107: every symbol of the Oracle text tokenizes. */
  'tokenize',
  /** Symbols outside CR 107 (Un-set symbols) appear only on Un-set cards. */
  'symbols',
  /** The Oracle compiler (src/oracle) runs without failing. */
  'compile',
] as const;
/** One of `CARD_CHECKS`, the checks `checkCards` runs on each card. */
export type CardCheck = (typeof CARD_CHECKS)[number];

/** One thing that failed on one card. */
export interface CheckFailure {
  readonly card: string;
  /** The face, for a multi-face card. */
  readonly face?: string;
  readonly check: CardCheck;
  /** Where in the card, as a JSON path into its `CardData`. */
  readonly path: string;
  readonly message: string;
}

/** A failure that a committed exception explains, with the exception's reason. */
export interface ExpectedFailure extends CheckFailure {
  readonly reason: string;
}

/** `part` of `whole`, and the share as a percentage with one decimal. */
export interface Share {
  readonly part: number;
  readonly whole: number;
  readonly percent: number;
}

export const share = (part: number, whole: number): Share => ({
  part,
  whole,
  percent: whole === 0 ? 100 : Math.round((1000 * part) / whole) / 10,
});

/**
 * How much of the cards' text the compiler models. Un-set (`isFunny`) cards are left out, and so
 * are tokens and emblems, which are not cards (CR 111.1, 114.1).
 */
export interface Coverage {
  /** Creature cards (a face is a creature, CR 302) every ability of which is modelled. */
  readonly creatures: Share;
  /** Abilities on creature cards that are modelled. */
  readonly creatureAbilities: Share;
  /**
   * Abilities whose own words (reminder text left out) mention power or toughness or a P/T
   * value ("+2/+2", "3/3", "X/X", "-1/-1"), modelled.
   */
  readonly powerToughnessAbilities: Share;
  /** Cards whose text, reminder text included, mentions power or toughness or a P/T value, fully modelled. */
  readonly powerToughnessCards: Share;
  /** Un-set cards left out of the figures. */
  readonly funnyExcluded: number;
}

/** An unsupported ability's wording with names, numbers and mana made general, and how often it occurs. */
export interface Template {
  readonly template: string;
  readonly count: number;
  /** The first card with it. */
  readonly example: string;
}

/**
 * The reason sentence most unsupported abilities share, once the part the grammar read and the
 * character number are set aside (`reasonShape`), over the cards of the coverage.
 */
export interface CommonestReason {
  readonly reason: string;
  /** The first card with it. */
  readonly example: string;
  /** Of the unsupported abilities of those cards. */
  readonly share: Share;
}

/** What `checkCards` finds: counts, failures by check, and the compiler's coverage. */
export interface CheckReport {
  readonly cards: number;
  /** Cards not checked because they are no game object (art-series cards, see `LAYOUT_KINDS`). */
  readonly skipped: number;
  readonly faces: number;
  /** Abilities compiled, and how many of them are `unsupported`. */
  readonly abilities: number;
  readonly unsupported: number;
  /** Faces whose recorded colours a colour CDA explains (CR 604.3). */
  readonly colorByAbility: number;
  /** Failures that no exception explains: these make the check fail. */
  readonly failures: readonly CheckFailure[];
  /** Failures explained by `CARD_EXCEPTIONS` or by the Un-set allowances. */
  readonly expected: readonly ExpectedFailure[];
  readonly coverage: Coverage;
  /** The most common unsupported templates, most common first. */
  readonly templates: readonly Template[];
  /** Null when every ability of those cards is modelled. */
  readonly commonestReason: CommonestReason | null;
}
