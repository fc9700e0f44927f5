import { err, ok, type Result, rulesError } from '../result.js';
import { parseBracedBody } from './parse.js';
import { chapterSymbol, classLevelSymbol, fromRoman, levelSymbol, loyaltySymbol } from './special.js';
import type { MtgSymbol } from './symbol.js';
import { notText } from './text-argument.js';

/** A piece of Oracle text: plain words, or one symbol (CR 107) with where it stands. */
export type OracleToken =
  | { readonly kind: 'text'; readonly text: string; readonly offset: number }
  | { readonly kind: 'symbol'; readonly symbol: MtgSymbol; readonly offset: number; readonly length: number };

/** Options of `tokenizeOracle`: how to read loyalty costs (CR 107.7) in the Oracle text given. */
export interface TokenizeOptions {
  /**
   * Read a line that opens with `+1:`, `−2:` or `0:` as a loyalty ability. Scryfall's
   * Oracle text writes loyalty costs this way; MTGJSON's writes `[+1]:`, always read.
   */
  readonly bareLoyalty?: boolean;
}

const LOYALTY_LINE = /^\[([+\-\u2212])?(\d+|X)\](?=:)/;
const BARE_LOYALTY_LINE = /^([+\-\u2212])?(\d+|X)(?=: )/;
const LEVEL_LINE = /^LEVEL (\d+)(?:-(\d+)|(\+))$/;
const CHAPTER_LINE = /^([IVX]+(?:, [IVX]+)*) \u2014 /;
const CLASS_LEVEL_LINE = /^((?:\{[^{}]*\})+): (Level ([1-9]\d*))$/;

/**
 * Splits Oracle text into text runs and symbols (CR 107): braced symbols anywhere,
 * and, where a line opens with them, loyalty costs (107.7), level symbols (107.8),
 * chapter symbols (107.15) and class level bars (107.16). An unknown or malformed
 * symbol is an error with its character offset, never skipped.
 */
export const tokenizeOracle = (text: string, options: TokenizeOptions = {}): Result<OracleToken[]> => {
  const refused = notText(text, 'ERR_SYMBOL_MALFORMED', 'Oracle text');
  if (refused) return refused;
  const tokens: OracleToken[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const failure = tokenizeLine(text, lineStart, lineEnd, options, tokens);
    if (failure) return failure;
    if (newline === -1) break;
    pushText(tokens, '\n', newline);
    lineStart = newline + 1;
  }
  return ok(tokens);
};

const pushText = (tokens: OracleToken[], text: string, offset: number): void => {
  if (text === '') return;
  const last = tokens[tokens.length - 1];
  if (last?.kind === 'text' && last.offset + last.text.length === offset) {
    tokens[tokens.length - 1] = { kind: 'text', text: last.text + text, offset: last.offset };
  } else {
    tokens.push({ kind: 'text', text, offset });
  }
};

const pushSymbol = (tokens: OracleToken[], symbol: MtgSymbol, offset: number, length: number): void => {
  tokens.push({ kind: 'symbol', symbol, offset, length });
};

const tokenizeLine = (
  text: string,
  start: number,
  end: number,
  options: TokenizeOptions,
  tokens: OracleToken[],
): Result<never> | undefined => {
  const line = text.slice(start, end);
  const level = LEVEL_LINE.exec(line);
  if (level) {
    const min = Number(level[1]);
    const max = level[2] === undefined ? null : Number(level[2]);
    if (max !== null && max < min) {
      return err(
        rulesError('ERR_SYMBOL_MALFORMED', `"${line}": a level range must not run backwards`, {
          offset: start,
          rule: '107.8',
        }),
      );
    }
    pushSymbol(tokens, levelSymbol(min, max), start, line.length);
    return undefined;
  }
  let from = start;
  const loyalty = LOYALTY_LINE.exec(line) ?? (options.bareLoyalty ? BARE_LOYALTY_LINE.exec(line) : null);
  if (loyalty) {
    const sign = loyalty[1];
    const amount = loyalty[2] === 'X' ? null : Number(loyalty[2]);
    const valid = sign === undefined ? amount === 0 : !(sign === '+' && amount === null);
    if (!valid) {
      return err(
        rulesError('ERR_SYMBOL_MALFORMED', `"${loyalty[0]}" is not a loyalty symbol`, {
          offset: start,
          rule: '107.7',
        }),
      );
    }
    const symbol =
      sign === undefined ? loyaltySymbol('0', 0) : loyaltySymbol(sign === '+' ? '+' : '-', amount);
    pushSymbol(tokens, symbol, start, loyalty[0].length);
    from = start + loyalty[0].length;
  }
  const chapters = CHAPTER_LINE.exec(line);
  if (chapters) {
    let at = start;
    for (const [index, numeral] of (chapters[1] ?? '').split(', ').entries()) {
      if (index > 0) {
        pushText(tokens, ', ', at);
        at += 2;
      }
      const chapter = fromRoman(numeral);
      if (chapter === null || chapter === 0) {
        return err(
          rulesError('ERR_SYMBOL_MALFORMED', `"${numeral}" is not a chapter numeral`, {
            offset: at,
            rule: '107.15',
          }),
        );
      }
      pushSymbol(tokens, chapterSymbol(chapter), at, numeral.length);
      at += numeral.length;
    }
    from = start + (chapters[1]?.length ?? 0);
  }
  const classLevel = CLASS_LEVEL_LINE.exec(line);
  const barAt = classLevel ? end - (classLevel[2]?.length ?? 0) : end;
  const failure = tokenizeRun(text, from, barAt, tokens);
  if (failure || !classLevel) return failure;
  pushSymbol(tokens, classLevelSymbol(Number(classLevel[3])), barAt, end - barAt);
  return undefined;
};

/** Braced symbols within plain text. */
const tokenizeRun = (
  text: string,
  start: number,
  end: number,
  tokens: OracleToken[],
): Result<never> | undefined => {
  let at = start;
  while (at < end) {
    const open = text.indexOf('{', at);
    const close = text.indexOf('}', at);
    if (close !== -1 && close < end && (open === -1 || close < open)) {
      return err(rulesError('ERR_SYMBOL_MALFORMED', 'a "}" closes no symbol', { offset: close }));
    }
    if (open === -1 || open >= end) {
      pushText(tokens, text.slice(at, end), at);
      return undefined;
    }
    pushText(tokens, text.slice(at, open), at);
    const next = text.indexOf('{', open + 1);
    if (close === -1 || close >= end || (next !== -1 && next < close)) {
      return err(
        rulesError('ERR_SYMBOL_UNCLOSED', 'a "{" opens a symbol that never closes', { offset: open }),
      );
    }
    const symbol = parseBracedBody(text.slice(open + 1, close), open);
    if (!symbol.ok) return symbol;
    pushSymbol(tokens, symbol.value, open, close + 1 - open);
    at = close + 1;
  }
  return undefined;
};

/** The symbols of a piece of Oracle text (CR 107), in order. */
export const oracleSymbols = (tokens: readonly OracleToken[]): MtgSymbol[] =>
  tokens.flatMap((t) => (t.kind === 'symbol' ? [t.symbol] : []));
