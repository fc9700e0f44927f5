import { ABILITY_WORDS } from './ability-words.js';

/**
 * CR 608.2c, 207.2c: a paragraph after an ability word that changes the one before it, "Target
 * creature gets -1/-1 until end of turn." then "Morbid — That creature gets -13/-13 until end of
 * turn instead if a creature died this turn." (Tragic Slip): one effect, whose later sentence
 * replaces the earlier where its condition holds. The two paragraphs are one ability's `text`;
 * they are read as one paragraph without the ability word, which has no rules meaning (207.2c),
 * blanked so that a character offset in the reading is one in the text.
 */
export const insteadParagraphs = (
  paragraphs: readonly string[],
  at: number,
): { readonly text: string; readonly read: string; readonly next: number } | null => {
  const first = paragraphs[at];
  const second = paragraphs[at + 1];
  if (first === undefined || second === undefined) return null;
  const dash = second.indexOf(' — ');
  if (dash < 0 || !ABILITY_WORDS.has(second.slice(0, dash).toLowerCase())) return null;
  const rest = second.slice(dash + ' — '.length);
  if (!/ instead if /.test(rest)) return null;
  return {
    text: `${first}\n${second}`,
    read: `${first} ${' '.repeat(dash + ' — '.length)}${rest}`,
    next: at + 2,
  };
};
