import type { Filter } from '../../effects/types.js';
import { ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES, LAND_TYPES } from '../../state/subtypes.js';
import type { CardType } from '../../state/vocabulary.js';
import { alt, anyOf, map, memo, type Parser, remembered, seq, wordFrom, words } from '../parser.js';
import { adjectives, color, joinFilters } from './adjectives.js';

export { color } from './adjectives.js';

/**
 * Nouns for permanents, singular or plural, as filters (CR 205: card types and the subtypes of
 * permanents): "artifact", "Swamps", "Elves", "blue creature", "Equipment", "Auras", "Gate".
 */

const CARD_TYPE_NOUNS: Readonly<Record<string, Filter>> = {
  artifact: { types: ['Artifact'] },
  creature: { types: ['Creature'] },
  enchantment: { types: ['Enchantment'] },
  land: { types: ['Land'] },
  planeswalker: { types: ['Planeswalker'] },
  // CR 110.1: any permanent on the battlefield, "a white permanent", "all permanents".
  permanent: {},
};

const pluralsOf = (word: string): string[] => {
  const forms = [`${word}s`, `${word}es`];
  if (word.endsWith('f')) forms.push(`${word.slice(0, -1)}ves`);
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  // Words that are their own plural: Merfolk, Kithkin, Sheep, Fish, Plains.
  if (word.endsWith('folk') || ['kithkin', 'sheep', 'fish', 'plains'].includes(word)) forms.push(word);
  return forms;
};

const SINGULAR = new Map<string, Filter>();
const PLURAL = new Map<string, Filter>();
const add = (word: string, filter: Filter): void => {
  SINGULAR.set(word, filter);
  for (const plural of pluralsOf(word)) if (!PLURAL.has(plural)) PLURAL.set(plural, filter);
};
for (const [word, filter] of Object.entries(CARD_TYPE_NOUNS)) add(word, filter);
// CR 205.3g-i: artifact, enchantment and land types name permanents too ("target Equipment",
// "Destroy all Auras", "you control a Gate"); a type of more than one word is no one word.
for (const type of [...LAND_TYPES, ...CREATURE_TYPES, ...ARTIFACT_TYPES, ...ENCHANTMENT_TYPES])
  if (!type.includes(' ')) add(type.toLowerCase(), { subtypes: [type] });

const bare = memo((plural: boolean): Parser<Filter> => wordFrom(plural ? PLURAL : SINGULAR));

/** CR 205.2a: each card type's word, "artifact" to "sorcery" (the rarer ones never appear in rules text). */
export const CARD_TYPE_BY_WORD: Readonly<Record<string, CardType>> = {
  artifact: 'Artifact',
  battle: 'Battle',
  creature: 'Creature',
  enchantment: 'Enchantment',
  instant: 'Instant',
  kindred: 'Kindred',
  land: 'Land',
  planeswalker: 'Planeswalker',
  sorcery: 'Sorcery',
};

/** One card type's word: "creature". */
export const cardTypeWord: Parser<CardType> = wordFrom(CARD_TYPE_BY_WORD);

/** "noncreature": a card type's word with "non" before it, an object without that type (CR 205.2a). */
export const nonCardTypeWord: Parser<CardType> = wordFrom(
  new Map(Object.entries(CARD_TYPE_BY_WORD).map(([word, type]) => [`non${word}`, type])),
);

/** "artifact or creature", "creature or planeswalker": a permanent of either card type (CR 205.2a). */
export const eitherCardType: Parser<Filter> = map(seq(cardTypeWord, words('or'), cardTypeWord), ([a, , b]) =>
  a === b ? null : { anyTypes: [a, b] },
);

/** The nouns that name a card type ("creature", "artifacts"), which a noun before them may narrow. */
const withTypes = (nouns: ReadonlyMap<string, Filter>): ReadonlyMap<string, Filter> =>
  new Map([...nouns].filter(([, filter]) => filter.types !== undefined && filter.types.length > 0));
const TYPED_SINGULAR = withTypes(SINGULAR);
const TYPED_PLURAL = withTypes(PLURAL);

/**
 * A singular noun before a card type's noun, narrowing it: "artifact creature" (205.2a), "Elf
 * creature", "Cleric creatures" (205.3d: the subtype of a creature).
 */
const narrowed = memo(
  (plural: boolean): Parser<Filter> =>
    map(seq(bare(false), wordFrom(plural ? TYPED_PLURAL : TYPED_SINGULAR)), ([first, noun]) =>
      joinFilters([first, noun]),
    ),
);

/**
 * "[adjectives] noun", e.g. "blue creature", "red or green creature", "Swamps", "Elf", "nontoken
 * creature", "untapped artifact creatures", "non-Human creature", "legendary Elf creature".
 */
export const permanentNoun = memo(
  (plural: boolean): Parser<Filter> =>
    remembered(
      map(seq(adjectives, alt(narrowed(plural), bare(plural))), ([before, noun]) =>
        joinFilters([noun, before]),
      ),
    ),
);

/** "a creature", "a Human", "an artifact", "white", "legendary": what an object must be (CR 205, 105.2). */
export const objectQuality: Parser<Filter> = alt<Filter>(
  map(seq(anyOf('a', 'an'), permanentNoun(false)), ([, f]) => f),
  map(color, (c) => ({ colors: [c] })),
  map(words('legendary'), (): Filter => ({ supertypes: ['Legendary'] })),
);

const CREATURE_TYPE_SET: ReadonlySet<string> = new Set(CREATURE_TYPES);

/** The words of a table of nouns that name one subtype, each with that subtype; only creature types if asked. */
const subtypesOf = (
  nouns: ReadonlyMap<string, Filter>,
  creaturesOnly: boolean,
): ReadonlyMap<string, string> =>
  new Map(
    [...nouns].flatMap(([word, filter]) => {
      const [subtype] = filter.subtypes ?? [];
      return subtype !== undefined && (!creaturesOnly || CREATURE_TYPE_SET.has(subtype))
        ? [[word, subtype]]
        : [];
    }),
  );

/** A creature type as an adjective: "Elf" in "Elf creatures". */
export const creatureTypeWord: Parser<string> = wordFrom(subtypesOf(SINGULAR, true));

/** A creature type in the plural, naming creatures of that type: "Merfolk", "Elves". */
export const creatureTypePlural: Parser<string> = wordFrom(subtypesOf(PLURAL, true));

/** Any one subtype of a permanent in the plural, naming permanents of that type: "Walls", "Deserts". */
export const subtypePlural: Parser<string> = wordFrom(subtypesOf(PLURAL, false));

/** Any one subtype of a permanent in the singular, naming permanents of that type: "Wall", "Equipment", "Forest". */
export const subtypeWord: Parser<string> = wordFrom(subtypesOf(SINGULAR, false));

/** "Samurai or Warrior", "Aura or Equipment": a permanent with either subtype (CR 205.3; a filter's subtypes are any of them). */
const eitherSubtype: Parser<Filter> = map(seq(subtypeWord, words('or'), subtypeWord), ([a, , b]) =>
  a === b ? null : { subtypes: [a, b] },
);

/**
 * A singular noun, or two joined by "or" that name either card type or either subtype: "creature",
 * "blue creature", "creature or planeswalker" (Ajani's Last Stand), "Samurai or Warrior" (Asari
 * Captain); a permanent that is either one (CR 205.2a, 205.3).
 */
export const singularNoun: Parser<Filter> = alt(eitherCardType, eitherSubtype, permanentNoun(false));
