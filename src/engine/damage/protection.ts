import {
  KEYWORD_QUALITIES,
  type Keyword,
  type KeywordQuality,
  type ProtectionQuality,
} from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { hasKeyword } from '../view.js';

type Quality = Pick<Characteristics, 'colors' | 'types' | 'subtypes' | 'supertypes'>;

/**
 * CR 702.16a, 702.11d: the quality each protection keyword, and each "hexproof from", states, as
 * a test of the object it protects from: a colour, all colours or a number of them (105.1,
 * 105.4), a card type (205.2a), or everything (702.16j).
 */
const QUALITY_TESTS: Readonly<Record<KeywordQuality, (from: Quality) => boolean>> = {
  white: (from) => from.colors.includes('W'),
  blue: (from) => from.colors.includes('U'),
  black: (from) => from.colors.includes('B'),
  red: (from) => from.colors.includes('R'),
  green: (from) => from.colors.includes('G'),
  'all colors': (from) => from.colors.length > 0,
  multicolored: (from) => from.colors.length > 1,
  monocolored: (from) => from.colors.length === 1,
  artifacts: (from) => from.types.includes('Artifact'),
  creatures: (from) => from.types.includes('Creature'),
  enchantments: (from) => from.types.includes('Enchantment'),
  lands: (from) => from.types.includes('Land'),
  everything: () => true,
};

/** Whether `from` has the quality a protection or "hexproof from" keyword names. */
export const hasKeywordQuality = (from: Quality, quality: KeywordQuality): boolean =>
  QUALITY_TESTS[quality](from);

const PROTECTIONS: readonly (readonly [Keyword, KeywordQuality])[] = KEYWORD_QUALITIES.map(
  (quality) => [`Protection from ${quality}` as const, quality] as const,
);

/**
 * CR 702.16a: a quality that is a card type, subtype or supertype applies to a permanent with it,
 * and to a source not on the battlefield with it: both read from the object's characteristics now.
 */
const hasQuality = (from: Quality, q: ProtectionQuality): boolean =>
  (q.types ?? []).every((t) => from.types.includes(t)) &&
  (q.supertypes ?? []).every((t) => from.supertypes.includes(t)) &&
  (q.subtypes === undefined || q.subtypes.some((t) => from.subtypes.includes(t))) &&
  !(q.notSubtypes ?? []).some((t) => from.subtypes.includes(t));

/**
 * The protection of `protectedOne` that `from` has the stated quality of, in words ("Protection
 * from red", "protection from Dragons"), or null (CR 702.16): the one rule behind not being
 * damaged (702.16e), enchanted or equipped (702.16c-d), blocked (702.16f) or targeted (702.16b)
 * by it. `from` is read as it is now (K.10 Ruling 3).
 */
export const protectionFrom = (protectedOne: Characteristics | undefined, from: Quality): string | null => {
  for (const [keyword, quality] of PROTECTIONS)
    if (hasKeyword(protectedOne, keyword) && hasKeywordQuality(from, quality)) return keyword;
  for (const a of protectedOne?.abilities ?? [])
    if (a.protection && hasQuality(from, a.protection.from)) return `protection from ${a.protection.quality}`;
  return null;
};

/** Whether it has protection from anything, before looking at what it is protected from. */
export const hasProtection = (c: Characteristics | undefined): boolean =>
  PROTECTIONS.some(([keyword]) => hasKeyword(c, keyword)) ||
  (c?.abilities.some((a) => a.protection) ?? false);
