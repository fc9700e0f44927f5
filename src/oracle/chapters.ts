import type { AbilityDef } from '../effects/types.js';
import type { Result } from '../result.js';
import { toRoman } from '../symbols/special.js';
import { chapterEffect } from './grammar/abilities.js';
import type { Lexed } from './paragraph-tokens.js';
import { furthestRead, whole } from './parser.js';
import type { Tok } from './tokens.js';
import { grammarStopReason } from './unread.js';

/**
 * CR 714.2, 107.15: a Saga's chapter line, "I — [Effect]" or "II, III — [Effect]", is one
 * chapter ability for each numeral (714.2c), each "When one or more lore counters are put onto
 * this Saga, if the number of lore counters on it was less than N and became at least N,
 * [effect]" (714.2b). The chapters are read whether or not the effect is: an ability whose
 * effect the grammar can't read is reported unsupported, with where the grammar stopped and its
 * chapter number, which still counts for the Saga's final chapter number (714.2d).
 */

const EFFECT = whole(chapterEffect);

/** The chapter numbers a line opens with and where its effect begins; null for a line that opens with none. */
const chapterSymbols = (
  toks: readonly Tok[],
): { readonly chapters: number[]; readonly at: number } | null => {
  const chapters: number[] = [];
  for (let at = 0; ; at += 2) {
    const numeral = toks[at];
    if (numeral?.t !== 'sym' || numeral.symbol.kind !== 'chapter') return null;
    chapters.push(numeral.symbol.chapter);
    const after = toks[at + 1];
    if (after?.t !== 'punct') return null;
    if (after.v === '\u2014') return { chapters, at: at + 2 };
    if (after.v !== ',') return null;
  }
};

/** A chapter line: its numerals, where its effect's tokens begin (`at`), and where its effect's text does. */
interface ChapterLine {
  readonly text: string;
  readonly chapters: readonly number[];
  readonly at: number;
  readonly effectAt: number;
}

/** Chapter `chapter`'s ability text: the line itself for one numeral, else "[numeral] — [effect]" (714.2c). */
const ownText = (line: ChapterLine, chapter: number): string =>
  line.chapters.length === 1
    ? line.text
    : `${toRoman(chapter)} \u2014 ${line.text.slice(line.effectAt).trim()}`;

/**
 * Why no template reads the effect of chapter `chapter`'s ability, the grammar having read
 * `reached` tokens of it; with several numerals, the effect's token starts move to where it
 * stands in the chapter's own text.
 */
const unreadReason = (
  line: ChapterLine,
  starts: readonly number[],
  chapter: number,
  reached: number,
): string => {
  if (line.chapters.length === 1) return grammarStopReason(line.text, starts, line.at + reached);
  const numeral = toRoman(chapter);
  const shift = numeral.length + 3 - line.effectAt;
  const ownStarts = [0, numeral.length + 1, ...starts.slice(line.at).map((at) => at + shift)];
  return grammarStopReason(ownText(line, chapter), ownStarts, 2 + reached);
};

/** The chapter abilities of a chapter line, or null when the paragraph isn't one. */
export const chapterAbilities = (text: string, lexed: Result<Lexed>): AbilityDef[] | null => {
  if (!lexed.ok) return null;
  const found = chapterSymbols(lexed.value.toks);
  if (found === null) return null;
  const afterDash = text.indexOf('\u2014') + 1;
  const effectAt = text.length - text.slice(afterDash).trimStart().length;
  const line: ChapterLine = { text, chapters: found.chapters, at: found.at, effectAt };
  const { value: build, reached } = furthestRead(() => EFFECT(lexed.value.toks.slice(found.at)));
  return found.chapters.map((chapter) => {
    const own = ownText(line, chapter);
    if (build) return build(own, chapter);
    return {
      kind: 'unsupported',
      text: own,
      reason: unreadReason(line, lexed.value.starts, chapter, reached),
      chapter,
    };
  });
};
