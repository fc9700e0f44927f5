import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAWN_CLASS } from '../../playground/mana-font-subset.js';
import { manaFontClasses } from '../../playground/src/mana-classes.js';
import { loyaltySymbol } from '../../src/symbols/index.js';
import { parseSymbol } from '../../src/symbols/parse.js';

/**
 * The playground draws symbols with mana-font: every symbol of Scryfall's symbol table (the
 * symbols printed on cards, ../shared/data/symbology.json) and the loyalty symbols (CR 107.14)
 * map to classes that mana-font's stylesheet defines, except the few it has no glyph for, and
 * whose glyphs the build's subset of the font keeps (playground/mana-font-subset.ts).
 */

const STYLESHEET = readFileSync(
  new URL('../../node_modules/mana-font/css/mana.css', import.meta.url),
  'utf8',
);
const DEFINED = new Set([...STYLESHEET.matchAll(/\.(ms-[a-z0-9-]+)/g)].map((m) => m[1]));
/** The classes the app gives a symbol that the stylesheet lacks or the font's subset leaves out. */
const undrawn = (classes: readonly string[] | null): readonly string[] | undefined =>
  classes?.filter((c) => !DEFINED.has(c) || !DRAWN_CLASS.test(c));
const SYMBOLOGY = new URL('../../../shared/data/symbology.json', import.meta.url);

/** Scryfall's table (84 symbols), read if present; the table below repeats the ones we pin. */
const scryfallSymbols = (): string[] => {
  try {
    const table = JSON.parse(readFileSync(SYMBOLOGY, 'utf8')) as { data: { symbol: string }[] };
    return table.data.map((s) => s.symbol);
  } catch {
    return [];
  }
};

const classesOf = (text: string): readonly string[] | null => {
  const parsed = parseSymbol(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return manaFontClasses(parsed.value);
};

/** The symbols mana-font draws no glyph for: their text stands in. */
const NO_GLYPH = new Set(['{C/P}']);

describe('manaFontClasses', () => {
  it.each([
    ['{W}', ['ms-w']],
    ['{2}', ['ms-2']],
    ['{X}', ['ms-x']],
    ['{C}', ['ms-c']],
    ['{S}', ['ms-s']],
    ['{W/U}', ['ms-wu']],
    ['{2/W}', ['ms-2w']],
    ['{C/W}', ['ms-cw']],
    ['{W/P}', ['ms-wp']],
    ['{G/U/P}', ['ms-gup']],
    ['{HW}', ['ms-half', 'ms-w']],
    ['{½}', ['ms-1-2']],
    ['{T}', ['ms-tap']],
    ['{Q}', ['ms-untap']],
    ['{21}', null],
    ['{C/P}', null],
  ])('%s is drawn with %j', (text, classes) => {
    expect(classesOf(text)).toEqual(classes);
  });
});

const symbols = scryfallSymbols();
describe.skipIf(symbols.length === 0)(
  "every symbol of Scryfall's table (skipped without ../shared/data/symbology.json)",
  () => {
    it.each(symbols)('%s maps to classes mana-font defines', (text) => {
      const classes = classesOf(text);
      if (NO_GLYPH.has(text)) expect(classes).toBeNull();
      else expect(undrawn(classes)).toEqual([]);
    });
  },
);

describe('loyalty symbols', () => {
  it.each([
    ['+', 2, ['ms-loyalty-up', 'ms-loyalty-2']],
    ['-', 25, ['ms-loyalty-down', 'ms-loyalty-25']],
    ['0', 0, ['ms-loyalty-zero', 'ms-loyalty-0']],
    ['-', null, ['ms-loyalty-down', 'ms-loyalty-x']],
  ] as const)(
    'loyalty %s%s (CR 107.14) is drawn with %j, classes mana-font defines',
    (sign, amount, classes) => {
      const drawn = manaFontClasses(loyaltySymbol(sign, amount));
      expect(drawn).toEqual(classes);
      expect(undrawn(drawn)).toEqual([]);
    },
  );
});
