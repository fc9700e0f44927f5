import { isNumberedKeyword, KEYWORDS, type Keyword, type NumberedKeyword } from '../../effects/types.js';
import { startsWithWord, startsWithWords, withFirst } from '../first-sets.js';
import { KEYWORD_RULES } from '../keyword-rules.js';
import { alt, listOf, map, type Parser } from '../parser.js';

/**
 * Keywords (CR 702): the ones the engine applies, as parsers, and every keyword of CR 702 by
 * name, so that a keyword the engine does not apply is reported with its rule.
 */

/** Unnumbered keywords by name; a numbered one is never written without its number (702.45a). */
const BY_PHRASE: ReadonlyMap<string, Keyword> = new Map(
  KEYWORDS.filter((k) => !isNumberedKeyword(k)).map((k) => [k.toLowerCase(), k]),
);

const NUMBERED_BY_NAME: ReadonlyMap<string, NumberedKeyword> = new Map(
  KEYWORDS.filter(isNumberedKeyword).map((k) => [k.toLowerCase(), k]),
);

/** The engine's keywords by their first word, longest phrase first ("first strike" before "first"). */
const BY_FIRST_WORD: ReadonlyMap<string, readonly (readonly [readonly string[], Keyword])[]> = (() => {
  const index = new Map<string, [string[], Keyword][]>();
  for (const [phrase, k] of BY_PHRASE) {
    const phraseWords = phrase.split(' ');
    const first = phraseWords[0] ?? '';
    index.set(first, [...(index.get(first) ?? []), [phraseWords, k]]);
  }
  for (const list of index.values()) list.sort(([a], [b]) => b.length - a.length);
  return index;
})();

/** One keyword the engine applies, by its name. */
export const keyword: Parser<Keyword> = withFirst((toks, at) => {
  const first = toks[at];
  if (first?.t !== 'word') return null;
  for (const [phraseWords, k] of BY_FIRST_WORD.get(first.v) ?? []) {
    const fits = phraseWords.every((w, i) => {
      const tok = toks[at + i];
      return tok?.t === 'word' && tok.v === w;
    });
    if (fits) return { value: k, at: at + phraseWords.length };
  }
  return null;
}, startsWithWords(BY_FIRST_WORD.keys()));

const isWord = (toks: Parameters<Parser<unknown>>[0], at: number, v: string): boolean => {
  const tok = toks[at];
  return tok?.t === 'word' && tok.v === v;
};

/** The protection keywords by their quality's words: "black", "all colors" (CR 702.16a). */
const PROTECTION_QUALITIES: readonly (readonly [readonly string[], Keyword])[] = (
  BY_FIRST_WORD.get('protection') ?? []
).map(([phraseWords, k]) => [phraseWords.slice(2), k]);

/** One further quality of a protection keyword: "red" after "from" (CR 702.16g). */
const furtherQuality: Parser<Keyword> = (toks, at) => {
  for (const [qualityWords, k] of PROTECTION_QUALITIES)
    if (qualityWords.every((w, i) => isWord(toks, at + i, w)))
      return { value: k, at: at + qualityWords.length };
  return null;
};

/**
 * CR 702.16g: "protection from black and from red", "protection from blue, from black, and from
 * red": one protection keyword for each quality.
 */
const protectionQualities: Parser<Keyword[]> = withFirst((toks, at) => {
  const first = keyword(toks, at);
  if (!first?.value.startsWith('Protection from ')) return null;
  const found: Keyword[] = [first.value];
  let end = first.at;
  for (;;) {
    let next = end;
    const tok = toks[next];
    if (tok?.t === 'punct' && tok.v === ',') next++;
    if (isWord(toks, next, 'and')) next++;
    const further = isWord(toks, next, 'from') ? furtherQuality(toks, next + 1) : null;
    if (further === null) break;
    found.push(further.value);
    end = further.at;
  }
  return { value: found, at: end };
}, startsWithWord('protection'));

/** One keyword, or a protection keyword of several qualities (702.16g): the keywords it stands for. */
export const keywordsOfOne: Parser<Keyword[]> = alt(
  protectionQualities,
  map(keyword, (k) => [k]),
);

/** "flying", "flying and trample", "flying, first strike, and vigilance". */
export const keywordList: Parser<Keyword[]> = map(listOf(keywordsOfOne), (lists) => lists.flat());

/** The engine keyword a keyword-line part names exactly ("Protection from black", "vigilance"). */
export const engineKeyword = (part: string): Keyword | undefined => BY_PHRASE.get(part.trim().toLowerCase());

/** The N of a keyword-line part "[name] N" ("Graft 2"), a number the engine can count (CR 107.1); else undefined. */
export const keywordNumber = (name: string, part: string): number | undefined => {
  const found = /^(.+) (\d+)$/.exec(part.trim().toLowerCase());
  const n = Number(found?.[2]);
  return found?.[1] === name && Number.isSafeInteger(n) ? n : undefined;
};

/** The numbered engine keyword a keyword-line part names, with its N: "Bushido 2", "Rampage 1". */
export const numberedKeyword = (part: string): readonly [NumberedKeyword, number] | undefined => {
  const found = /^(.+) (\d+)$/.exec(part.trim().toLowerCase());
  const k = found ? NUMBERED_BY_NAME.get(found[1] ?? '') : undefined;
  const n = Number(found?.[2]);
  // CR 107.1: a number too large to count exactly is no N the engine can apply.
  return k === undefined || !Number.isSafeInteger(n) ? undefined : [k, n];
};

const RULE_BY_NAME: ReadonlyMap<string, readonly [string, string]> = new Map(
  Object.entries(KEYWORD_RULES).map(([name, rule]) => [name.toLowerCase(), [name, rule] as const]),
);

/** CR 702.14 and 702.16 name families, not single words: "Swampwalk", "Protection from Humans". */
const FAMILIES: readonly (readonly [RegExp, string, string])[] = [
  [/^[a-z ]*walk\b/, 'Landwalk', '702.14'],
  [/^protection from\b/, 'Protection', '702.16'],
  // CR 702.11d: "hexproof from" a quality no protection keyword names ("planeswalkers").
  [/^hexproof from\b/, 'Hexproof from this quality', '702.11d'],
];

/** CR 702 keywords by their first word, for `keywordOf`. */
const RULES_BY_FIRST_WORD: ReadonlyMap<string, readonly (readonly [string, readonly [string, string]])[]> =
  (() => {
    const index = new Map<string, [string, readonly [string, string]][]>();
    for (const [name, entry] of RULE_BY_NAME) {
      const first = name.split(/[ \u2014]/)[0] ?? name;
      index.set(first, [...(index.get(first) ?? []), [name, entry]]);
    }
    return index;
  })();

/** The CR 702 keyword a keyword-line part opens with, and its rule; null if none. */
export const keywordOf = (part: string): readonly [string, string] | null => {
  const lower = part.trim().toLowerCase();
  for (const [pattern, name, rule] of FAMILIES) if (pattern.test(lower)) return [name, rule];
  let best: readonly [string, string] | null = null;
  let bestLength = 0;
  for (const [name, entry] of RULES_BY_FIRST_WORD.get(lower.split(/[ \u2014]/)[0] ?? '') ?? []) {
    const opens = lower === name || lower.startsWith(`${name} `) || lower.startsWith(`${name}\u2014`);
    if (opens && name.length > bestLength) {
      best = entry;
      bestLength = name.length;
    }
  }
  return best;
};
