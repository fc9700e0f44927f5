import { KEYWORDS, type Keyword } from '../../effects/types.js';
import { KEYWORD_RULES } from '../keyword-rules.js';
import { alt, map, type Parser, punct, sepBy1, seq, words } from '../parser.js';

/**
 * Keywords (CR 702): the ones the engine applies, as parsers, and every keyword of CR 702 by
 * name, so that a keyword the engine does not apply is reported with its rule.
 */

const BY_PHRASE: ReadonlyMap<string, Keyword> = new Map(KEYWORDS.map((k) => [k.toLowerCase(), k]));

/** Longest phrase first, so "first strike" is not read as a shorter keyword. */
export const keyword: Parser<Keyword> = alt(
  ...[...BY_PHRASE.entries()]
    .sort(([a], [b]) => b.length - a.length)
    .map(([phrase, k]) => map(words(phrase), () => k)),
);

/** "flying", "flying and trample", "flying, first strike, and vigilance". */
export const keywordList: Parser<Keyword[]> = alt(
  map(seq(sepBy1(keyword, punct(',')), punct(','), words('and'), keyword), ([list, , , last]) => [
    ...list,
    last,
  ]),
  map(seq(keyword, words('and'), keyword), ([a, , b]) => [a, b]),
  map(keyword, (k) => [k]),
);

/** The engine keyword a keyword-line part names exactly ("Protection from black", "vigilance"). */
export const engineKeyword = (part: string): Keyword | undefined => BY_PHRASE.get(part.trim().toLowerCase());

const RULE_BY_NAME: ReadonlyMap<string, readonly [string, string]> = new Map(
  Object.entries(KEYWORD_RULES).map(([name, rule]) => [name.toLowerCase(), [name, rule] as const]),
);

/** CR 702.14 and 702.16 name families, not single words: "Swampwalk", "Protection from Humans". */
const FAMILIES: readonly (readonly [RegExp, string, string])[] = [
  [/^[a-z ]*walk\b/, 'Landwalk', '702.14'],
  [/^protection from\b/, 'Protection', '702.16'],
  [/^hexproof from\b/, 'Hexproof', '702.11'],
];

/** The CR 702 keyword a keyword-line part opens with, and its rule; null if none. */
export const keywordOf = (part: string): readonly [string, string] | null => {
  const lower = part.trim().toLowerCase();
  for (const [pattern, name, rule] of FAMILIES) if (pattern.test(lower)) return [name, rule];
  let best: readonly [string, string] | null = null;
  for (const [name, entry] of RULE_BY_NAME) {
    const opens = lower === name || lower.startsWith(`${name} `) || lower.startsWith(`${name}\u2014`);
    if (opens && (best === null || name.length > best[0].length)) best = entry;
  }
  return best;
};
