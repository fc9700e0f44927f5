import type { CardFace } from '../cards/card-data.js';
import { subtypeFamily, subtypeFits } from '../layers/subtype-family.js';
import { CARD_TYPES, type CardType, SUPERTYPES } from '../state/vocabulary.js';
import type { LayoutKind } from './layouts.js';

/**
 * Card types that the CR has renamed since older card data was printed: "Tribal" became
 * "Kindred" in 2024 (CR 205.2a lists only the new name), and Oracle changed with it.
 */
export const FORMER_TYPE_NAMES = { Tribal: 'Kindred' } as const;

const FORMER: Readonly<Record<string, string>> = FORMER_TYPE_NAMES;
const currentName = (type: string): string => FORMER[type] ?? type;

const CARD_TYPE_SET: ReadonlySet<string> = new Set(CARD_TYPES);
const SUPERTYPE_SET: ReadonlySet<string> = new Set(SUPERTYPES);

/** One word of a type line that breaks a rule, and how. */
export interface TypeProblem {
  readonly word: string;
  readonly message: string;
}

/** What is wrong with a face's type line, one problem per word; empty when nothing is. */
export const typeLineProblems = (face: CardFace, kind: LayoutKind = 'card'): TypeProblem[] => {
  // CR 114.2: an emblem has no types; card files write "Emblem" on its type line all the same.
  if (kind === 'emblem') return [];
  // Card files write "Token" on a token's type line; it is no type (CR 111.1, 205).
  const types = face.types.filter((t) => kind !== 'token' || t !== 'Token').map(currentName);
  const problems: TypeProblem[] = [
    ...face.supertypes
      .filter((word) => !SUPERTYPE_SET.has(word))
      .map((word) => ({ word, message: `"${word}" is not a supertype (CR 205.4a)` })),
    ...types
      .filter((word) => !CARD_TYPE_SET.has(word))
      .map((word) => ({ word, message: `"${word}" is not a card type (CR 205.2a)` })),
  ];
  if (types.length === 0) problems.push({ word: '', message: 'no card type (CR 205.2a)' });
  // With a card type unknown, its subtypes can't be judged; the unknown type is reported.
  // CR 205.3n: a plane's planar type is not among the lists above, so it isn't judged either.
  if (problems.length > 0 || types.includes('Plane')) return problems;
  const cardTypes = types.filter((t): t is CardType => CARD_TYPE_SET.has(t));
  for (const word of face.subtypes) {
    // CR 205.3d: each card type has its own subtypes; kindred takes creature types (205.3g-m, 308.3).
    if (subtypeFamily(word) === null || !subtypeFits(word, cardTypes)) {
      problems.push({ word, message: `"${word}" is not a subtype of ${types.join(' ')} (CR 205.3d)` });
    }
  }
  return problems;
};
