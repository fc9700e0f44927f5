import type { AbilityDef } from '../effects/types.js';
import { engineKeyword } from './grammar/keywords.js';

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

/**
 * CR 702.16g: "Protection from [A] and from [B]" ("from A, from B, and from C") is one
 * protection ability for each quality, each compiled with the keyword's text. Undefined when the
 * part names one quality, or a quality the engine doesn't know: then the part is one ability.
 */
export const protectionKeywords = (part: string, text: string): AbilityDef[] | undefined => {
  const found = /^protection (from .+)$/i.exec(part.trim());
  const qualities = found?.[1]?.split(/,? and (?=from )|, (?=from )/i) ?? [];
  if (qualities.length < 2) return undefined;
  const keywords = qualities.map((q) => engineKeyword(`protection ${q}`));
  return keywords.every((k) => k !== undefined)
    ? keywords.map((keyword): AbilityDef => ({ kind: 'keyword', keyword, text }))
    : undefined;
};
