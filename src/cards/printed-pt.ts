import { err, ok, type Result, rulesError } from '../result.js';

/**
 * How a printed number combines with a star (CR 208.2): "*", "N+*", "*+N", "N-*" and
 * the Un-set "*²". The printed order matters only for printing it back.
 */
export const STAR_FORMS = [
  'star',
  'number-plus-star',
  'star-plus-number',
  'number-minus-star',
  'star-squared',
] as const;
/**
 * How a printed number combines with a star (CR 208.2): `*`, `N+*`, `*+N`, `N-*` or the Un-set
 * `*²`.
 */
export type StarForm = (typeof STAR_FORMS)[number];

/** A printed power, toughness or loyalty the game can use (CR 107.1: integers only). */
export type GameValue =
  /** "3", "-1" (CR 107.1b: a power may be negative). */
  | { readonly kind: 'integer'; readonly playful: false; readonly value: number }
  /** "*", "1+*": a characteristic-defining ability defines the star (CR 208.2a). */
  | { readonly kind: 'star'; readonly playful: false; readonly form: StarForm; readonly number: number }
  /** "+2", "-0": added to another card's value, as augment cards print it (vanguard: CR 902.4, 902.5). */
  | { readonly kind: 'modifier'; readonly playful: false; readonly sign: '+' | '-'; readonly amount: number }
  /** "X" loyalty: the X paid for the spell (CR 107.3m). */
  | { readonly kind: 'x'; readonly playful: false };

/** A printed value only a joke card has: it parses, but the game can't use it (CR 107.1). */
export type PlayfulValue = { readonly playful: true; readonly rule: '107.1'; readonly reason: string } & (
  | /** "?" */ { readonly kind: 'unknown' }
  | /** "∞" */ { readonly kind: 'infinity' }
  /** "1.5", ".5": `omitsZero` when the whole part isn't printed. */
  | { readonly kind: 'fraction'; readonly value: number; readonly omitsZero: boolean }
  /** "1d4+1": a die roll, with 0 for no bonus. */
  | { readonly kind: 'dice'; readonly count: number; readonly sides: number; readonly bonus: number }
);

/**
 * A printed power, toughness or loyalty (CR 208.1, 209.1): one the game can use, or a joke card's
 * that it can't (107.1).
 */
export type PrintedValue = GameValue | PlayfulValue;

/**
 * Options of `parsePrintedPT`: whether a signed number is a modifier, as a Vanguard card's hand and
 * life modifiers are (CR 211.1, 212.1) and an Un-set augment card's power and toughness.
 */
export interface PrintedPTOptions {
  /** Read a signed number as a modifier: the card's layout is augment or vanguard. */
  readonly modifier?: boolean;
}

const REASONS = {
  unknown: '"?" is not a number: the game uses only integers (CR 107.1)',
  infinity: '∞ is not an integer: the game uses only integers (CR 107.1)',
  fraction: 'a fraction is not an integer: the game uses only integers (CR 107.1)',
  dice: 'a die roll is not a printed number: the game uses only integers (CR 107.1)',
} as const;

const playful = <K extends keyof typeof REASONS>(kind: K) =>
  ({ kind, playful: true, rule: '107.1', reason: REASONS[kind] }) as const;

const fail = (text: string, offset: number, what: string): Result<PrintedValue> =>
  err(
    rulesError('ERR_PT', `"${text}" is not a printed power, toughness or loyalty: ${what} at ${offset}`, {
      offset,
      rule: '208.1',
    }),
  );

/** End of the run of ASCII digits starting at `from`. */
const digitsEnd = (text: string, from: number): number => {
  let end = from;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end;
};

/** A whole number written canonically (no leading zeros) that fits a game integer. */
const wholeNumber = (text: string, from: number, end: number): number | null => {
  if (end === from || end - from > 15 || (text[from] === '0' && end - from > 1)) return null;
  return Number(text.slice(from, end));
};

const parseStarFirst = (text: string): Result<PrintedValue> => {
  if (text === '*') return ok({ kind: 'star', playful: false, form: 'star', number: 0 });
  if (text === '*²') return ok({ kind: 'star', playful: false, form: 'star-squared', number: 0 });
  if (text[1] === '²') return fail(text, 2, 'expected the end after "*²"');
  if (text[1] !== '+') return fail(text, 1, 'expected "+", "²" or the end after "*"');
  const n = wholeNumber(text, 2, digitsEnd(text, 2));
  if (n === null || digitsEnd(text, 2) !== text.length) return fail(text, 2, 'expected a number after "*+"');
  return ok({ kind: 'star', playful: false, form: 'star-plus-number', number: n });
};

/** The forms that start with a number: integers, "N+*", "N-*", fractions and dice. */
const parseNumberFirst = (text: string): Result<PrintedValue> => {
  const end = digitsEnd(text, 0);
  const n = wholeNumber(text, 0, end);
  if (text[end] === '.') return parseFraction(text, end);
  if (n === null) return fail(text, 0, 'expected a number without leading zeros');
  const rest = text.slice(end);
  if (rest === '') return ok({ kind: 'integer', playful: false, value: n });
  if (rest === '+*') return ok({ kind: 'star', playful: false, form: 'number-plus-star', number: n });
  if (rest === '-*') return ok({ kind: 'star', playful: false, form: 'number-minus-star', number: n });
  if (rest[0] === 'd') return parseDice(text, n, end + 1);
  return fail(text, rest[0] === '+' || rest[0] === '-' ? end + 1 : end, 'expected "+*", "-*" or the end');
};

const MAX_DECIMALS = 6;

const parseFraction = (text: string, dot: number): Result<PrintedValue> => {
  const end = digitsEnd(text, dot + 1);
  if (end === dot + 1 || end !== text.length) return fail(text, end, 'expected digits after "."');
  // Short enough that String(Number(text)) prints the same digits, never in exponent form.
  if (text.endsWith('0') || end - dot > MAX_DECIMALS + 1) {
    return fail(text, end - 1, `expected at most ${MAX_DECIMALS} decimals without trailing zeros`);
  }
  if (dot > 0 && (wholeNumber(text, 0, dot) === null || dot > MAX_DECIMALS)) {
    return fail(text, 0, 'expected a whole part without leading zeros');
  }
  const value = Number(text);
  return ok({ ...playful('fraction'), value, omitsZero: dot === 0 });
};

const parseDice = (text: string, count: number, from: number): Result<PrintedValue> => {
  const sidesEnd = digitsEnd(text, from);
  const sides = wholeNumber(text, from, sidesEnd);
  if (sides === null) return fail(text, from, 'expected the number of sides after "d"');
  if (sidesEnd === text.length) return ok({ ...playful('dice'), count, sides, bonus: 0 });
  const bonusEnd = digitsEnd(text, sidesEnd + 1);
  const bonus = wholeNumber(text, sidesEnd + 1, bonusEnd);
  if (text[sidesEnd] !== '+' || bonus === null || bonus === 0 || bonusEnd !== text.length) {
    return fail(text, sidesEnd, 'expected "+" and a bonus after the die');
  }
  return ok({ ...playful('dice'), count, sides, bonus });
};

const parseSigned = (text: string, options: PrintedPTOptions): Result<PrintedValue> => {
  const end = digitsEnd(text, 1);
  const amount = wholeNumber(text, 1, end);
  if (amount === null || end !== text.length) return fail(text, 1, 'expected a number after the sign');
  const sign = text[0] === '+' ? '+' : '-';
  // "+N" and "-0" can only be modifiers; "-1" is a negative power unless the card is one (CR 107.1b).
  if (options.modifier === true || sign === '+' || amount === 0) {
    return ok({ kind: 'modifier', playful: false, sign, amount });
  }
  return ok({ kind: 'integer', playful: false, value: -amount });
};

/**
 * A printed power, toughness or loyalty (CR 208.1, 208.2, 209.1), parsed once into its form.
 * Errors give the character offset where the text stops making sense.
 */
export const parsePrintedPT = (text: string, options: PrintedPTOptions = {}): Result<PrintedValue> => {
  switch (text) {
    case '':
      return fail(text, 0, 'empty');
    case 'X':
      return ok({ kind: 'x', playful: false });
    case '?':
      return ok(playful('unknown'));
    case '∞':
      return ok(playful('infinity'));
  }
  if (text[0] === '*') return parseStarFirst(text);
  if (text[0] === '+' || text[0] === '-') return parseSigned(text, options);
  if (text[0] === '.') return parseFraction(text, 0);
  return parseNumberFirst(text);
};

/**
 * The printed text of a power, toughness or loyalty (CR 208.1, 209.1):
 * `parsePrintedPT(makePrintedPT(v))` gives `v` back.
 */
export const makePrintedPT = (value: PrintedValue): string => {
  switch (value.kind) {
    case 'integer':
      return String(value.value);
    case 'star':
      return makeStar(value.form, value.number);
    case 'modifier':
      return `${value.sign}${value.amount}`;
    case 'x':
      return 'X';
    case 'unknown':
      return '?';
    case 'infinity':
      return '∞';
    case 'fraction':
      return value.omitsZero ? String(value.value).slice(1) : String(value.value);
    case 'dice':
      return `${value.count}d${value.sides}${value.bonus === 0 ? '' : `+${value.bonus}`}`;
  }
};

const makeStar = (form: StarForm, n: number): string => {
  switch (form) {
    case 'star':
      return '*';
    case 'number-plus-star':
      return `${n}+*`;
    case 'star-plus-number':
      return `*+${n}`;
    case 'number-minus-star':
      return `${n}-*`;
    case 'star-squared':
      return '*²';
  }
};

/**
 * The number a printed value stands for when nothing defines its star: the star counts as 0
 * (CR 208.2a, 107.2), so "1+*" is 1 and "7-*" is 7. Loyalty X is 0 off the stack (CR 107.3m).
 */
export const basePrintedValue = (value: GameValue): number => {
  switch (value.kind) {
    case 'integer':
      return value.value;
    case 'star':
      return value.number;
    case 'modifier':
      return value.sign === '-' ? -value.amount + 0 : value.amount;
    case 'x':
      return 0;
  }
};
