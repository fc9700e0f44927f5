/** The five colours in their CR 105.1 order, and the order Magic prints them in. */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
/** One of the five colours (CR 105.1), by its letter: W, U, B, R, G. */
export type Color = (typeof COLORS)[number];

/** Each colour's name as rules text spells it (CR 105.1): `W` is white. */
export const COLOR_NAMES: Readonly<Record<Color, string>> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
};

/** Bit of each colour in a colour set; a colour set is a 5-bit number. */
export const COLOR_BIT: Readonly<Record<Color, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16 };

export const isColor = (c: string): c is Color => c.length === 1 && 'WUBRG'.includes(c);

/**
 * How printed mana costs and colour lists order each combination of colours: the
 * colour wheel W-U-B-R-G read clockwise from the start that keeps allied colours
 * together (shards, four-colour sets), enemy pairs and wedges read in steps of two.
 * Keyed by the colours in WUBRG order.
 */
const PRINTED_ORDER = {
  WU: 'WU',
  WB: 'WB',
  WR: 'RW',
  WG: 'GW',
  UB: 'UB',
  UR: 'UR',
  UG: 'GU',
  BR: 'BR',
  BG: 'BG',
  RG: 'RG',
  WUB: 'WUB',
  UBR: 'UBR',
  BRG: 'BRG',
  WRG: 'RGW',
  WUG: 'GWU',
  WBG: 'WBG',
  WUR: 'URW',
  UBG: 'BGU',
  WBR: 'RWB',
  URG: 'GUR',
  WUBR: 'WUBR',
  UBRG: 'UBRG',
  WBRG: 'BRGW',
  WURG: 'RGWU',
  WUBG: 'GWUB',
  WUBRG: 'WUBRG',
} as const;

const orderByMask: readonly (readonly Color[])[] = (() => {
  const table: Color[][] = [];
  for (let mask = 0; mask < 32; mask++) {
    const key = COLORS.filter((c) => mask & COLOR_BIT[c]).join('');
    const printed: string = key.length <= 1 ? key : PRINTED_ORDER[key as keyof typeof PRINTED_ORDER];
    table.push([...printed] as Color[]);
  }
  return table;
})();

/** The colours of a set in the order Magic prints them (Boros is R, W; Abzan is W, B, G). */
export const printedColorOrder = (mask: number): readonly Color[] => orderByMask[mask & 31] ?? [];

/**
 * A set of colours (CR 105.1) as a 5-bit mask (W 1, U 2, B 4, R 8, G 16), the form symbols and
 * characteristics carry.
 */
export const colorMask = (colors: Iterable<Color>): number => {
  let mask = 0;
  for (const c of colors) mask |= COLOR_BIT[c];
  return mask;
};

/** The colours of a mask in WUBRG order (CR 105.1). */
export const colorsOf = (mask: number): Color[] => COLORS.filter((c) => mask & COLOR_BIT[c]);
