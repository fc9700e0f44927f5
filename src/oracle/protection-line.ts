import { type AbilityDef, KEYWORD_QUALITIES, type ProtectionQuality } from '../effects/types.js';
import type { CardType } from '../state/vocabulary.js';
import { engineKeyword } from './grammar/keywords.js';
import { creatureTypePlural, creatureTypeWord } from './grammar/nouns.js';
import type { Tok } from './tokens.js';

/** "from black", "and from red": the further qualities of one protection keyword, split off by a comma. */
const FURTHER_QUALITY = /^(?:and )?from /i;

/**
 * Joins the parts of a keyword line split at commas back into one protection keyword:
 * "Protection from blue", "from black", "and from red" is one part (CR 702.16g).
 */
export const joinProtectionParts = (parts: readonly string[]): string[] => {
  const joined: string[] = [];
  for (const part of parts) {
    const last = joined.length - 1;
    if (last >= 0 && FURTHER_QUALITY.test(part)) joined[last] = `${joined[last]}, ${part}`;
    else joined.push(part);
  }
  return joined;
};

/** CR 205.2a: the card types a protection names in the plural that no keyword of the engine does. */
const TYPES_BY_PLURAL: Readonly<Record<string, CardType>> = {
  instants: 'Instant',
  sorceries: 'Sorcery',
  planeswalkers: 'Planeswalker',
};

const word = (v: string): Tok[] => [{ t: 'word', v: v.toLowerCase() }];

/** The creature type a word names, in the plural ("Dragons") or, `singular`, as an adjective ("God"). */
const creatureTypeOf = (v: string, singular: boolean): string | undefined =>
  (singular ? creatureTypeWord : creatureTypePlural)(word(v), 0)?.value;

/**
 * CR 702.16a: a quality that is a card type ("instants"), a supertype ("snow"), creature types
 * ("Dragons"), or creatures with or without one ("legendary creatures", "God creatures",
 * "non-Spirit creatures"). Undefined for any other.
 */
const qualityOf = (quality: string): ProtectionQuality | undefined => {
  const lower = quality.toLowerCase();
  const type = TYPES_BY_PLURAL[lower];
  if (type !== undefined) return { types: [type] };
  if (lower === 'snow') return { supertypes: ['Snow'] };
  // "Kavu" is its own plural.
  const named = creatureTypeOf(quality, false) ?? creatureTypeOf(quality, true);
  if (named !== undefined) return { subtypes: [named] };
  const creatures = /^(\S+) creatures$/.exec(lower)?.[1];
  if (creatures === undefined) return undefined;
  if (creatures === 'legendary') return { types: ['Creature'], supertypes: ['Legendary'] };
  const without = creatures.startsWith('non-') ? creatureTypeOf(creatures.slice(4), true) : undefined;
  if (without !== undefined) return { types: ['Creature'], notSubtypes: [without] };
  const adjective = creatureTypeOf(creatures, true);
  return adjective === undefined ? undefined : { types: ['Creature'], subtypes: [adjective] };
};

/** One protection ability: the engine's keyword for the quality, or protection from a type (702.16a). */
const protectionFromQuality = (quality: string, text: string): AbilityDef | undefined => {
  const keyword = engineKeyword(`protection from ${quality}`);
  if (keyword) return { kind: 'keyword', keyword, text };
  const from = qualityOf(quality);
  return from && { kind: 'protection', text, quality, from };
};

/**
 * CR 702.16a, 702.16g: "Protection from [quality]", and "Protection from [A] and from [B]" ("from
 * A, from B, and from C"), which is one protection ability for each quality, each compiled with
 * the keyword's text. Undefined when a quality is one the engine doesn't know: then the part is
 * one ability, unsupported.
 */
export const protectionKeywords = (part: string, text: string): AbilityDef[] | undefined =>
  eachQuality('protection', part, (q) => protectionFromQuality(q, text));

/**
 * CR 702.11d, 702.11f: "Hexproof from [quality]", and "Hexproof from [A] and from [B]", one
 * hexproof ability for each quality, of the qualities protection keywords name (702.16a).
 */
export const hexproofKeywords = (part: string, text: string): AbilityDef[] | undefined =>
  eachQuality('hexproof', part, (q) => {
    const quality = KEYWORD_QUALITIES.find((k) => k === q.toLowerCase());
    return quality && { kind: 'keyword', keyword: 'Hexproof', hexproofFrom: quality, text };
  });

/** The ability for each quality of "[keyword] from A[, from B][, and from C]", or undefined if one has none. */
const eachQuality = (
  keyword: 'protection' | 'hexproof',
  part: string,
  ability: (quality: string) => AbilityDef | undefined,
): AbilityDef[] | undefined => {
  const found = new RegExp(`^${keyword} from (.+)$`, 'i').exec(part.trim())?.[1];
  const abilities = (found?.split(/,? and from |, from /i) ?? []).map(ability);
  return abilities.length > 0 && abilities.every((a) => a !== undefined) ? abilities : undefined;
};
