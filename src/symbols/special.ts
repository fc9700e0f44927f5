import type { OtherSymbol } from './symbol.js';

/** The symbols whose spelling carries a number: loyalty, level, chapter and class level. */

const base = {
  colors: [],
  colorMask: 0,
  manaValue: 0,
  inManaCost: false,
  hybrid: false,
  phyrexian: false,
  snow: false,
  tournamentLegal: true,
} as const;

/** Oracle text writes negative loyalty with U+2212 MINUS SIGN. */
export const MINUS = '\u2212';

/** CR 107.7: [+N], [-N], [0] and [-X]; `amount` null stands for X. */
export const loyaltySymbol = (sign: '+' | '-' | '0', amount: number | null): OtherSymbol => {
  const shown = amount === null ? 'X' : String(amount);
  const text = sign === '0' ? '[0]' : `[${sign === '+' ? '+' : MINUS}${shown}]`;
  const description =
    sign === '0'
      ? 'put zero loyalty counters on this permanent'
      : sign === '+'
        ? `put ${shown} loyalty counter${amount === 1 ? '' : 's'} on this permanent`
        : `remove ${shown} loyalty counter${amount === 1 ? '' : 's'} from this permanent`;
  return Object.freeze({ kind: 'loyalty', sign, amount, text, description, rule: '107.7', ...base });
};

/** CR 107.8: `{LEVEL N1-N2}`, or `{LEVEL N3+}` when `max` is null. */
export const levelSymbol = (min: number, max: number | null): OtherSymbol => {
  const text = max === null ? `{LEVEL ${min}+}` : `{LEVEL ${min}-${max}}`;
  const description =
    max === null
      ? `as long as this creature has ${min} or more level counters on it`
      : `as long as this creature has at least ${min} and no more than ${max} level counters on it`;
  return Object.freeze({ kind: 'level', min, max, text, description, rule: '107.8', ...base });
};

const ROMAN = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
] as const;

export const toRoman = (n: number): string => {
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
};

/** Reads I to XXXIX; null for anything that is not a Roman numeral in canonical form. */
export const fromRoman = (text: string): number | null => {
  if (!/^X{0,3}(IX|IV|V?I{0,3})$/.test(text) || text === '') return null;
  let total = 0;
  let rest = text;
  for (const [value, letters] of ROMAN) {
    while (rest.startsWith(letters)) {
      total += value;
      rest = rest.slice(letters.length);
    }
  }
  return total;
};

/** CR 107.15: a chapter symbol, written as its Roman numeral. */
export const chapterSymbol = (chapter: number): OtherSymbol =>
  Object.freeze({
    kind: 'chapter',
    chapter,
    text: toRoman(chapter),
    description: `chapter ${chapter}: triggers when the lore counters on this Saga reach ${chapter}`,
    rule: '107.15',
    ...base,
  });

/** CR 107.16: a class level bar, written "Level N" after its activation cost. */
export const classLevelSymbol = (level: number): OtherSymbol =>
  Object.freeze({
    kind: 'classLevel',
    level,
    text: `Level ${level}`,
    description: `this Class becomes level ${level}; its abilities apply while it is level ${level} or greater`,
    rule: '107.16',
    ...base,
  });
