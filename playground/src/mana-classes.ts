import type { MtgSymbol } from '../../src/browser.js';

/**
 * The mana-font classes that draw a symbol (CR 107.4-107.18), or null where mana-font has no
 * glyph for it and the app prints the symbol's text. mana-font names a symbol by its letters:
 * `ms-wu` for {W/U}, `ms-2w` for {2/W}, `ms-wup` for {W/U/P}.
 */

const letter = (color: string): string => color.toLowerCase();

/** mana-font draws these generic amounts (CR 107.4b); {21} and the like fall back to text. */
const GENERIC_GLYPHS = new Set([...Array.from({ length: 21 }, (_, n) => n), 100, 1000000]);

/** Loyalty amounts with a numbered glyph (CR 107.14, 606.5). */
const LOYALTY_GLYPHS = new Set([...Array.from({ length: 21 }, (_, n) => n), 25]);

const LOYALTY_SIGN = { '+': 'ms-loyalty-up', '-': 'ms-loyalty-down', '0': 'ms-loyalty-zero' } as const;

export const manaFontClasses = (symbol: MtgSymbol): readonly string[] | null => {
  switch (symbol.kind) {
    case 'generic':
      return GENERIC_GLYPHS.has(symbol.amount) ? [`ms-${symbol.amount}`] : null;
    case 'variable':
      return [`ms-${letter(symbol.variable)}`];
    case 'colored':
      return [`ms-${letter(symbol.color)}`];
    case 'colorless':
      return ['ms-c'];
    case 'snow':
      return ['ms-s'];
    case 'hybrid':
      return [`ms-${symbol.pair.map(letter).join('')}`];
    case 'genericHybrid':
      return [`ms-2${letter(symbol.color)}`];
    case 'colorlessHybrid':
      return [`ms-c${letter(symbol.color)}`];
    case 'phyrexian':
      return [`ms-${letter(symbol.color)}p`];
    case 'hybridPhyrexian':
      return [`ms-${symbol.pair.map(letter).join('')}p`];
    case 'anyPhyrexian':
      return ['ms-h'];
    case 'halfGeneric':
      return ['ms-1-2'];
    case 'halfColored':
      return ['ms-half', `ms-${letter(symbol.color)}`];
    case 'infinite':
      return ['ms-infinity'];
    case 'legendary':
      return ['ms-l'];
    case 'landDrop':
      return ['ms-d'];
    case 'tap':
      return ['ms-tap'];
    case 'untap':
      return ['ms-untap'];
    case 'energy':
      return ['ms-e'];
    case 'ticket':
      return ['ms-tk'];
    case 'planeswalker':
      return ['ms-planeswalker'];
    case 'chaos':
      return ['ms-chaos'];
    case 'pawprint':
      return ['ms-paw'];
    case 'acorn':
      return ['ms-acorn'];
    case 'loyalty':
      return symbol.amount === null
        ? [LOYALTY_SIGN[symbol.sign], 'ms-loyalty-x']
        : LOYALTY_GLYPHS.has(symbol.amount)
          ? [LOYALTY_SIGN[symbol.sign], `ms-loyalty-${symbol.amount}`]
          : null;
    // mana-font has no glyph for {C/P}, level bands, chapters or Class levels: their text is shown.
    case 'colorlessPhyrexian':
    case 'level':
    case 'chapter':
    case 'classLevel':
      return null;
  }
};
