import { COLOR_BIT, COLOR_NAMES, COLORS, type Color, colorMask } from './colors.js';
import type { ManaSymbol, MtgSymbol, OtherSymbol } from './symbol.js';

/** CR 107.4e: the ten two-colour hybrid pairs, spelled as Scryfall and the CR spell them. */
export const HYBRID_PAIRS = [
  ['W', 'U'],
  ['W', 'B'],
  ['U', 'B'],
  ['U', 'R'],
  ['B', 'R'],
  ['B', 'G'],
  ['R', 'G'],
  ['R', 'W'],
  ['G', 'W'],
  ['G', 'U'],
] as const satisfies readonly (readonly [Color, Color])[];

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
] as const;

export const numberWord = (n: number): string =>
  NUMBER_WORDS[n] ?? (n === 100 ? 'one hundred' : n === 1_000_000 ? 'one million' : String(n));

type Facts = Omit<ManaSymbol, 'kind'>;

const facts = (
  text: string,
  description: string,
  colors: readonly Color[],
  manaValue: number,
  rule: string | null,
  flags: { hybrid?: boolean; phyrexian?: boolean; snow?: boolean; inManaCost?: boolean } = {},
): Facts => ({
  text,
  description,
  colors: [...colors].sort((a, b) => COLOR_BIT[a] - COLOR_BIT[b]),
  colorMask: colorMask(colors),
  manaValue,
  inManaCost: flags.inManaCost ?? true,
  hybrid: flags.hybrid ?? false,
  phyrexian: flags.phyrexian ?? false,
  snow: flags.snow ?? false,
  tournamentLegal: rule !== null,
  rule,
});

const notMana = { inManaCost: false } as const;

const manaSymbols = (): ManaSymbol[] => {
  const list: ManaSymbol[] = [];
  for (const c of COLORS) {
    list.push({
      kind: 'colored',
      color: c,
      ...facts(`{${c}}`, `one ${COLOR_NAMES[c]} mana`, [c], 1, '107.4a'),
    });
  }
  list.push({ kind: 'colorless', ...facts('{C}', 'one colorless mana', [], 1, '107.4c') });
  list.push({ kind: 'snow', ...facts('{S}', 'one snow mana', [], 1, '107.4h', { snow: true }) });
  list.push({ kind: 'variable', variable: 'X', ...facts('{X}', 'X generic mana', [], 0, '107.3') });
  list.push({ kind: 'variable', variable: 'Y', ...facts('{Y}', 'Y generic mana', [], 0, '107.3p') });
  // {Z} appears only on Un-set cards; the CR names X and Y alone.
  list.push({ kind: 'variable', variable: 'Z', ...facts('{Z}', 'Z generic mana', [], 0, null) });
  for (const [a, b] of HYBRID_PAIRS) {
    const pair = [a, b] as const;
    const names = `${COLOR_NAMES[a]} or ${COLOR_NAMES[b]}`;
    list.push({
      kind: 'hybrid',
      pair,
      ...facts(`{${a}/${b}}`, `one ${names} mana`, pair, 1, '107.4e', { hybrid: true }),
    });
    list.push({
      kind: 'hybridPhyrexian',
      pair,
      ...facts(
        `{${a}/${b}/P}`,
        `one ${COLOR_NAMES[a]} mana, one ${COLOR_NAMES[b]} mana, or 2 life`,
        pair,
        1,
        '107.4f',
        { hybrid: true, phyrexian: true },
      ),
    });
  }
  for (const c of COLORS) {
    const name = COLOR_NAMES[c];
    list.push({
      kind: 'genericHybrid',
      color: c,
      amount: 2,
      ...facts(`{2/${c}}`, `two generic mana or one ${name} mana`, [c], 2, '107.4e', { hybrid: true }),
    });
    list.push({
      kind: 'colorlessHybrid',
      color: c,
      ...facts(`{C/${c}}`, `one colorless mana or one ${name} mana`, [c], 1, '107.4e', { hybrid: true }),
    });
    list.push({
      kind: 'phyrexian',
      color: c,
      ...facts(`{${c}/P}`, `one ${name} mana or two life`, [c], 1, '107.4f', { phyrexian: true }),
    });
  }
  // CR 107.4g: {H} means "any Phyrexian symbol" in rules text; it is never part of a cost.
  list.push({
    kind: 'anyPhyrexian',
    ...facts('{H}', 'one colored mana or two life', [], 1, '107.4g', { phyrexian: true, inManaCost: false }),
  });
  // The Un-set mana symbols: parsed, never tournament-legal.
  list.push({
    kind: 'colorlessPhyrexian',
    ...facts('{C/P}', 'one colorless mana or two life', [], 1, null, { phyrexian: true }),
  });
  list.push({ kind: 'halfGeneric', ...facts('{½}', 'one-half generic mana', [], 0.5, null) });
  list.push({ kind: 'halfColored', color: 'W', ...facts('{HW}', 'one-half white mana', ['W'], 0.5, null) });
  list.push({ kind: 'halfColored', color: 'R', ...facts('{HR}', 'one-half red mana', ['R'], 0.5, null) });
  list.push({
    kind: 'infinite',
    ...facts('{∞}', 'infinite generic mana', [], Number.POSITIVE_INFINITY, null),
  });
  list.push({ kind: 'legendary', ...facts('{L}', 'one mana from a legendary source', [], 1, null) });
  list.push({ kind: 'landDrop', ...facts('{D}', 'one potential land drop', [], 0, null) });
  return list;
};

const otherSymbols = (): OtherSymbol[] => [
  { kind: 'tap', ...facts('{T}', 'tap this permanent', [], 0, '107.5', notMana) },
  { kind: 'untap', ...facts('{Q}', 'untap this permanent', [], 0, '107.6', notMana) },
  { kind: 'energy', ...facts('{E}', 'an energy counter', [], 0, '107.14', notMana) },
  { kind: 'ticket', ...facts('{TK}', 'a ticket counter', [], 0, '107.17', notMana) },
  { kind: 'planeswalker', ...facts('{PW}', 'planeswalker', [], 0, '107.11', notMana) },
  { kind: 'chaos', ...facts('{CHAOS}', 'chaos', [], 0, '107.12', notMana) },
  { kind: 'pawprint', ...facts('{P}', 'modal budget pawprint', [], 0, '107.18', notMana) },
  { kind: 'acorn', ...facts('{A}', 'an acorn counter', [], 0, null, notMana) },
];

/** Every symbol with a fixed spelling (CR 107 and the Un-sets'), by its canonical text. */
export const FIXED_SYMBOLS: ReadonlyMap<string, MtgSymbol> = new Map(
  [...manaSymbols(), ...otherSymbols()].map((s) => [s.text, Object.freeze(s)] as const),
);

const genericCache: ManaSymbol[] = [];

/** The generic symbol `{N}` for any whole number N (CR 107.4b); small ones are shared. */
export const genericSymbol = (amount: number): ManaSymbol => {
  const cached = genericCache[amount];
  if (cached) return cached;
  const description = amount === 0 ? 'zero mana' : `${numberWord(amount)} generic mana`;
  const symbol: ManaSymbol = Object.freeze({
    kind: 'generic',
    amount,
    ...facts(`{${amount}}`, description, [], amount, amount === 0 ? '107.4d' : '107.4b'),
  });
  if (amount <= 64) genericCache[amount] = symbol;
  return symbol;
};

/** Looks up a fixed symbol by canonical text; for code paths where the text is known good. */
export const fixedSymbol = (text: string): MtgSymbol => {
  const symbol = FIXED_SYMBOLS.get(text);
  if (!symbol) throw new Error(`internal: no fixed symbol ${text}`);
  return symbol;
};
