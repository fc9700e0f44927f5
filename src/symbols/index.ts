/**
 * Symbols (CR 107.4-107.18): every symbol parsed and written, colours (CR 105) and their
 * printed order, and the tokenizer that finds the symbols in Oracle text.
 *
 * @packageDocumentation
 */

export { COLOR_NAMES, COLORS, type Color, colorMask, colorsOf, printedColorOrder } from './colors.js';
export { type OracleToken, oracleSymbols, type TokenizeOptions, tokenizeOracle } from './oracle.js';
export { makeSymbol, parseSymbol } from './parse.js';
export { chapterSymbol, classLevelSymbol, levelSymbol, loyaltySymbol } from './special.js';
export {
  isManaSymbol,
  type ManaSymbol,
  type MtgSymbol,
  type OtherSymbol,
  type SymbolFacts,
  type SymbolKind,
  type Variable,
} from './symbol.js';
export { FIXED_SYMBOLS, genericSymbol, HYBRID_PAIRS } from './table.js';
