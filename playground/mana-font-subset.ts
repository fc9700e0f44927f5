/**
 * mana-font draws about 560 icons (card types, guilds, set symbols, counters…); the playground
 * draws only the symbols of CR 107 (`src/mana-classes.ts`). The build (vite.config.ts) keeps those glyphs alone:
 * the font goes from 184 kB to about 9 kB (issue 17 counts the package's size). A class the
 * app uses and this pattern misses would show no glyph: test/playground/mana-classes.test.ts
 * checks every class the app gives a symbol against it.
 */
export const DRAWN_CLASS =
  /^ms-(\d+|[wubrgcsxyzhld]|[wubrg2c][wubrg]p?|[wubrg]p|1-2|half|infinity|tap|untap|e|tk|planeswalker|chaos|paw|acorn|loyalty-(up|down|zero|x|\d+))$/;

/** The characters of the glyphs the stylesheet's rules give the drawn classes (`content: "\e600"`). */
export const drawnCharacters = (stylesheet: string): string => {
  const characters = new Set<string>();
  for (const [, selectors = '', hex = ''] of stylesheet.matchAll(
    /([^{}]+)\{\s*content:\s*"\\([0-9a-f]+)"/g,
  )) {
    const classes = [...selectors.matchAll(/\.(ms-[a-z0-9-]+)/g)].map((m) => m[1] ?? '');
    if (classes.some((c) => DRAWN_CLASS.test(c)))
      characters.add(String.fromCodePoint(Number.parseInt(hex, 16)));
  }
  return [...characters].join('');
};
