import type { Filter } from '../../effects/types.js';
import { ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES, LAND_TYPES } from '../../state/subtypes.js';
import type { CardType } from '../../state/vocabulary.js';
import { alt, map, memo, type Parser, remembered, seq, token, words } from '../parser.js';
import { adjectives, joinFilters, wordIn } from './adjectives.js';

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

const bare = memo(
  (plural: boolean): Parser<Filter> =>
    map(token('word'), (t) => (plural ? PLURAL : SINGULAR).get(t.v) ?? null),
);

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
export const cardTypeWord: Parser<CardType> = map(token('word'), (t) => CARD_TYPE_BY_WORD[t.v] ?? null);

/** "noncreature": a card type's word with "non" before it, an object without that type (CR 205.2a). */
export const nonCardTypeWord: Parser<CardType> = map(token('word'), (t) =>
  t.v.startsWith('non') ? (CARD_TYPE_BY_WORD[t.v.slice(3)] ?? null) : null,
);

/** "artifact or creature", "creature or planeswalker": a permanent of either card type (CR 205.2a). */
export const eitherCardType: Parser<Filter> = map(seq(cardTypeWord, words('or'), cardTypeWord), ([a, , b]) =>
  a === b ? null : { anyTypes: [a, b] },
);

/**
 * A singular noun before a card type's noun, narrowing it: "artifact creature" (205.2a), "Elf
 * creature", "Cleric creatures" (205.3d: the subtype of a creature).
 */
const narrowed = memo(
  (plural: boolean): Parser<Filter> =>
    map(
      seq(
        bare(false),
        wordIn((w) => (plural ? PLURAL : SINGULAR).get(w)),
      ),
      ([first, noun]) =>
        noun.types !== undefined && noun.types.length > 0 ? joinFilters([first, noun]) : null,
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

const CREATURE_TYPE_SET: ReadonlySet<string> = new Set(CREATURE_TYPES);

const creatureType = (filter: Filter | undefined): string | null => {
  const [subtype] = filter?.subtypes ?? [];
  return subtype !== undefined && CREATURE_TYPE_SET.has(subtype) ? subtype : null;
};

/** A creature type as an adjective: "Elf" in "Elf creatures". */
export const creatureTypeWord: Parser<string> = map(token('word'), (t) => creatureType(SINGULAR.get(t.v)));

/** A creature type in the plural, naming creatures of that type: "Merfolk", "Elves". */
export const creatureTypePlural: Parser<string> = map(token('word'), (t) => creatureType(PLURAL.get(t.v)));

/** Any one subtype of a permanent in the singular, naming permanents of that type: "Wall", "Equipment", "Forest". */
export const subtypeWord: Parser<string> = map(
  token('word'),
  (t) => SINGULAR.get(t.v)?.subtypes?.[0] ?? null,
);
