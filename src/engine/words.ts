/**
 * Words for the messages of refusals, built from parts that agree: "an Island", "a Swamp",
 * "an attacking creature", "a unicorn".
 */

/** Words spelt with a vowel that start with a consonant sound ("a unicorn", "a one-drop"), and the reverse. */
const CONSONANT_SOUND = /^(one|once|uni|use|usu|uti|eu|ewe|ura)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an", by the sound of the word that follows. */
export const article = (next: string): 'a' | 'an' => {
  if (VOWEL_SOUND.test(next)) return 'an';
  if (CONSONANT_SOUND.test(next)) return 'a';
  return /^[aeiou]/i.test(next) ? 'an' : 'a';
};

/** The phrase with its indefinite article: "an Island", "a Swamp". */
export const withArticle = (phrase: string): string => `${article(phrase)} ${phrase}`;

/** A noun's plural: "creatures", "Elves", "Sphinxes"; each alternative of "artifact or creature". */
export const plural = (noun: string): string =>
  noun
    .split(' or ')
    .map((n) =>
      /[^aeiou]y$/.test(n)
        ? `${n.slice(0, -1)}ies`
        : /(s|x|ch|sh)$/.test(n)
          ? `${n}es`
          : /[lr]f$/.test(n)
            ? `${n.slice(0, -1)}ves`
            : `${n}s`,
    )
    .join(' or ');
