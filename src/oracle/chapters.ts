import type { AbilityDef } from '../effects/types.js';
import type { Result } from '../result.js';
import { toRoman } from '../symbols/special.js';
import { chapterEffect } from './grammar/abilities.js';
import { whole } from './parser.js';
import type { Tok } from './tokens.js';

/**
 * CR 714.2, 107.15: a Saga's chapter line, "I — [Effect]" or "II, III — [Effect]", is one
 * chapter ability for each numeral (714.2c), each "When one or more lore counters are put onto
 * this Saga, if the number of lore counters on it was less than N and became at least N,
 * [effect]" (714.2b). The chapters are read whether or not the effect is: an ability whose
 * effect the grammar can't read is reported unsupported with its chapter number, which still
 * counts for the Saga's final chapter number (714.2d).
 */

export const CHAPTER_EFFECT_UNREAD = "no template of the compiler reads this chapter ability's effect";

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

/** The chapter abilities of a chapter line, or null when the paragraph isn't one. */
export const chapterAbilities = (text: string, lexed: Result<readonly Tok[]>): AbilityDef[] | null => {
  if (!lexed.ok) return null;
  const found = chapterSymbols(lexed.value);
  if (found === null) return null;
  const effect = text.slice(text.indexOf('\u2014') + 1).trim();
  const build = EFFECT(lexed.value.slice(found.at));
  return found.chapters.map((chapter) => {
    // One numeral: the line itself; several: each ability is its own chapter's line (714.2c).
    const own = found.chapters.length === 1 ? text : `${toRoman(chapter)} \u2014 ${effect}`;
    return build
      ? build(own, chapter)
      : { kind: 'unsupported', text: own, reason: CHAPTER_EFFECT_UNREAD, chapter };
  });
};
