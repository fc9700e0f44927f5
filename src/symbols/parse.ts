import { excerpt } from '../excerpt.js';
import { err, ok, type Result, type RulesError, rulesError } from '../result.js';
import { chapterSymbol, classLevelSymbol, fromRoman, levelSymbol, loyaltySymbol, MINUS } from './special.js';
import type { MtgSymbol } from './symbol.js';
import { FIXED_SYMBOLS, genericSymbol } from './table.js';
import { notText } from './text-argument.js';

/** The largest generic number we accept: every integer a double holds exactly. */
const MAX_GENERIC = Number.MAX_SAFE_INTEGER;

const unknown = (body: string, offset: number): RulesError =>
  rulesError('ERR_SYMBOL_UNKNOWN', `unknown symbol "${excerpt(body)}": CR 107 defines no such symbol`, {
    offset,
    rule: '107',
  });

/**
 * Reads the inside of a braced symbol, `W/U` for `{W/U}`. Accepts the canonical
 * spelling, and the transposed halves that Scryfall also accepts (`{U/W}`, `{P/W}`).
 * `offset` is where the opening brace stands, for errors.
 */
export const parseBracedBody = (body: string, offset: number): Result<MtgSymbol> => {
  const fixed = FIXED_SYMBOLS.get(`{${body}}`);
  if (fixed) return ok(fixed);
  if (/^\d+$/.test(body)) {
    if (body.length > 1 && body.startsWith('0')) {
      return err(
        rulesError(
          'ERR_SYMBOL_MALFORMED',
          `"${excerpt(`{${body}}`)}" has a leading zero; write {${Number(body)}}`,
          {
            offset,
            rule: '107.4b',
          },
        ),
      );
    }
    const amount = Number(body);
    if (amount > MAX_GENERIC) {
      return err(
        rulesError('ERR_SYMBOL_MALFORMED', `"${excerpt(`{${body}}`)}" is larger than ${MAX_GENERIC}`, {
          offset,
          rule: '107.1',
        }),
      );
    }
    return ok(genericSymbol(amount));
  }
  const level = /^LEVEL (\d+)(?:-(\d+)|(\+))$/.exec(body);
  if (level) return parseLevel(level, body, offset);
  const transposed = transpose(body);
  if (transposed) return ok(transposed);
  return err(unknown(`{${body}}`, offset));
};

const parseLevel = (match: RegExpExecArray, body: string, offset: number): Result<MtgSymbol> => {
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (max !== null && max < min) {
    return err(
      rulesError('ERR_SYMBOL_MALFORMED', `"{${body}}": a level range must not run backwards`, {
        offset,
        rule: '107.8',
      }),
    );
  }
  return ok(levelSymbol(min, max));
};

/** `{U/W}` is `{W/U}`, `{P/W}` is `{W/P}`, `{U/W/P}` is `{W/U/P}`: the same symbol, halves swapped. */
const transpose = (body: string): MtgSymbol | undefined => {
  const parts = body.split('/');
  if (parts.length === 2) return FIXED_SYMBOLS.get(`{${parts[1]}/${parts[0]}}`);
  if (parts.length === 3 && parts[2] === 'P') return FIXED_SYMBOLS.get(`{${parts[1]}/${parts[0]}/P}`);
  return undefined;
};

const LOYALTY = /^\[([+\-\u2212])?(\d+|X)\]$/;

const parseLoyalty = (text: string): Result<MtgSymbol> => {
  const match = LOYALTY.exec(text);
  if (!match) {
    return err(
      rulesError(
        'ERR_SYMBOL_MALFORMED',
        `"${excerpt(text)}" is not a loyalty symbol: write [+N], [${MINUS}N], [0] or [${MINUS}X]`,
        {
          offset: 0,
          rule: '107.7',
        },
      ),
    );
  }
  const sign = match[1];
  const amount = match[2] === 'X' ? null : Number(match[2]);
  if (sign === undefined) {
    if (amount === 0) return ok(loyaltySymbol('0', 0));
    return err(
      rulesError('ERR_SYMBOL_MALFORMED', `"${text}" needs a sign: only [0] has none`, {
        offset: 0,
        rule: '107.7',
      }),
    );
  }
  if (sign === '+' && amount === null) {
    return err(
      rulesError('ERR_SYMBOL_MALFORMED', `"${text}": X appears only as [${MINUS}X]`, {
        offset: 0,
        rule: '107.7',
      }),
    );
  }
  return ok(loyaltySymbol(sign === '+' ? '+' : '-', amount));
};

/**
 * Parses one symbol of CR 107 in any of its spellings: `{W/U}`, `{10}`, `{LEVEL 2-6}`, `[−2]`,
 * a chapter numeral `III`, or a class level bar `Level 2`.
 */
export const parseSymbol = (text: string): Result<MtgSymbol> => {
  const refused = notText(text, 'ERR_SYMBOL_MALFORMED', 'a symbol');
  if (refused) return refused;
  if (text.startsWith('{')) {
    if (!text.endsWith('}') || text.indexOf('}') !== text.length - 1) {
      return err(
        rulesError('ERR_SYMBOL_MALFORMED', `"${excerpt(text)}" is not a single braced symbol`, { offset: 0 }),
      );
    }
    return parseBracedBody(text.slice(1, -1), 0);
  }
  if (text.startsWith('[')) return parseLoyalty(text);
  const chapter = fromRoman(text);
  if (chapter !== null) return ok(chapterSymbol(chapter));
  const classLevel = /^Level ([1-9]\d*)$/.exec(text);
  if (classLevel) return ok(classLevelSymbol(Number(classLevel[1])));
  return err(unknown(text, 0));
};

/**
 * The canonical spelling of a symbol (CR 107): Scryfall's where Scryfall has it, the CR's
 * otherwise.
 */
export const makeSymbol = (symbol: MtgSymbol): string => symbol.text;
