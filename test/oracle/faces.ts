import type { CardData } from '../../src/cards/card-data.js';
import type { CardType } from '../../src/state/vocabulary.js';

/**
 * A one-face card for compiler tables: the name, card types and Oracle text exactly as the
 * card data prints them (MTGJSON, April 2022); the other characteristics don't reach the compiler.
 */
export const card = (
  name: string,
  types: readonly CardType[],
  text: string,
  supertypes: readonly string[] = [],
): CardData => ({
  name,
  manaCost: null,
  colors: [],
  supertypes,
  types,
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  text,
  layout: 'normal',
});
