import type { RulesError } from '../result.js';

/**
 * A deck list as players write it: sections of lines "4 Lightning Bolt", in the text formats
 * MTG Arena and Magic Online export. A set code and collector number ("(M10) 146") are kept as
 * written but name a printing only: the rules read a card's Oracle wording, not its printing's
 * (CR 108.1), so they never choose what a name resolves to.
 */

/** The sections of a deck list, in the order `makeDeckList` writes them. */
export const DECK_SECTIONS = ['commander', 'companion', 'main', 'sideboard'] as const;
/**
 * A section of a deck list: commander (CR 903.3), companion (702.139a), main deck (100.2) or
 * sideboard (100.4).
 */
export type DeckSection = (typeof DECK_SECTIONS)[number];

/** The header line of each section, as MTG Arena exports it. */
export const SECTION_HEADERS: Readonly<Record<DeckSection, string>> = {
  commander: 'Commander',
  companion: 'Companion',
  main: 'Deck',
  sideboard: 'Sideboard',
};

/** One card line of a deck list: how many copies of which card, in which section. */
export interface DeckEntry {
  readonly section: DeckSection;
  readonly count: number;
  /** The card name as written. */
  readonly name: string;
  /** The set code written in brackets after the name ("M10"), if any. */
  readonly set?: string;
  /** The collector number written after the set code ("146"), if any. */
  readonly collectorNumber?: string;
  /** Where the name starts: line and column, both counted from 1. */
  readonly line: number;
  readonly column: number;
}

/** A parsed deck list: its entries in the order written. */
export interface DeckList {
  /** The deck's name, from MTG Arena's "About" section ("Name Mono-Red Aggro"), if it has one. */
  readonly name?: string;
  readonly entries: readonly DeckEntry[];
}

/** A problem with one line of a deck list, with where it is (line and column from 1). */
export type DeckError = RulesError & { readonly line: number; readonly column: number };
