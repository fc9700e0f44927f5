import { excerpt } from '../excerpt.js';
import { chain, err, ok, type Result, type RulesError, rulesError } from '../result.js';
import { parseBracedBody } from '../symbols/parse.js';
import { isManaSymbol, type ManaSymbol, type MtgSymbol } from '../symbols/symbol.js';
import { FIXED_SYMBOLS, genericSymbol } from '../symbols/table.js';
import { notText } from '../symbols/text-argument.js';
import { canonicalOrder } from './order.js';

/** A mana cost (CR 202.1): its mana symbols in order. The empty cost is `[]`. */
export type ManaCost = readonly ManaSymbol[];

const OPEN = 123; // '{'
const CLOSE = 125; // '}'
const ZERO = 48;
const NINE = 57;

/** One-character ASCII symbols by char code, for the hot path; a dense array keeps lookups fast. */
const SINGLE: readonly (ManaSymbol | null)[] = (() => {
  const table = new Array<ManaSymbol | null>(128).fill(null);
  for (const [text, symbol] of FIXED_SYMBOLS) {
    const code = text.charCodeAt(1);
    if (text.length === 3 && code < 128 && isManaSymbol(symbol) && symbol.inManaCost) table[code] = symbol;
  }
  for (let d = 0; d <= 9; d++) table[ZERO + d] = genericSymbol(d);
  return table;
})();

/**
 * Parses a mana cost (CR 202.1) written as Scryfall and MTGJSON write it: `{2}{W}{W/U}`. Symbols
 * that are not mana (`{T}`, `{E}`) and text between symbols are errors with their
 * character offset.
 */
export const parseManaCost = (text: string): Result<ManaCost> => {
  const refused = notText(text, 'ERR_COST_SYNTAX', 'a mana cost');
  if (refused) return refused;
  const symbols: ManaSymbol[] = [];
  const length = text.length;
  let at = 0;
  while (at < length) {
    if (text.charCodeAt(at) !== OPEN) return err(syntaxError(text, at));
    // Fast path: a one-character symbol such as {W} or {3}.
    if (at + 2 < length && text.charCodeAt(at + 2) === CLOSE) {
      const single = SINGLE[text.charCodeAt(at + 1)];
      if (single) {
        symbols.push(single);
        at += 3;
        continue;
      }
    }
    const close = text.indexOf('}', at + 1);
    if (close === -1) {
      return err(rulesError('ERR_SYMBOL_UNCLOSED', 'a "{" opens a symbol that never closes', { offset: at }));
    }
    const symbol = readSymbol(text, at, close);
    if (!symbol.ok) return symbol;
    symbols.push(symbol.value);
    at = close + 1;
  }
  return ok(symbols);
};

const readSymbol = (text: string, open: number, close: number): Result<ManaSymbol> => {
  let amount = 0;
  let digits = true;
  for (let i = open + 1; i < close; i++) {
    const code = text.charCodeAt(i);
    if (code < ZERO || code > NINE) {
      digits = false;
      break;
    }
    amount = amount * 10 + (code - ZERO);
  }
  if (digits && close - open >= 2 && close - open <= 16 && text.charCodeAt(open + 1) !== ZERO) {
    return ok(genericSymbol(amount));
  }
  return chain(parseBracedBody(text.slice(open + 1, close), open), (parsed) => manaOnly(parsed, open));
};

const manaOnly = (symbol: MtgSymbol, offset: number): Result<ManaSymbol> => {
  if (isManaSymbol(symbol) && symbol.inManaCost) return ok(symbol);
  const why =
    symbol.kind === 'anyPhyrexian'
      ? '{H} stands for any Phyrexian symbol in rules text, never in a cost (CR 107.4g)'
      : `${symbol.text} (${symbol.description}) is not a mana symbol (CR 107.4)`;
  return err(
    rulesError('ERR_NOT_MANA', why, { offset, rule: symbol.kind === 'anyPhyrexian' ? '107.4g' : '107.4' }),
  );
};

const syntaxError = (text: string, at: number): RulesError =>
  rulesError(
    'ERR_COST_SYNTAX',
    `expected "{" at offset ${at}, found "${text[at] === '}' ? '}' : excerpt(text.slice(at, at + 8))}": a mana cost is a run of braced symbols such as {2}{W}`,
    { offset: at },
  );

/** Writes a cost canonically: its symbols in the order Scryfall prints them (CR 202). */
export const makeManaCost = (cost: ManaCost): string => {
  let out = '';
  for (const symbol of canonicalOrder(cost)) out += symbol.text;
  return out;
};
