import type { Filter } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, words } from '../parser.js';
import { creatureTypeWord } from './nouns.js';

/**
 * Two qualities joined by "and" before "creatures" (Narfi, Betrayer King: "Other snow and Zombie
 * creatures you control get +1/+1"): the creatures with either, a creature that has both once
 * (205.3 creature types, 205.4 supertypes). Only a supertype or a creature type is read on
 * either side: "white and blue creature" names one with both colours.
 */

/** A supertype ("snow", "legendary") or a creature type ("Zombie"). */
const quality: Parser<Filter> = alt<Filter>(
  map(words('snow'), () => ({ supertypes: ['Snow'] })),
  map(words('legendary'), () => ({ supertypes: ['Legendary'] })),
  map(creatureTypeWord, (subtype) => ({ subtypes: [subtype] })),
);

/** "[other] snow and Zombie creatures": the controller, if named, is read after it (subjects.ts). */
export const eitherCreatures: Parser<Filter> = map(
  seq(opt(anyOf('other', 'all other')), quality, words('and'), quality, words('creatures')),
  ([isOther, a, , b]): Filter | null =>
    JSON.stringify(a) === JSON.stringify(b)
      ? null
      : { types: ['Creature'], either: [a, b], ...(isOther ? { other: true } : {}) },
);
