import type { Color } from './colors.js';

/** What every symbol knows about itself (CR 107). */
export interface SymbolFacts {
  /** Canonical spelling: Scryfall's where Scryfall has the symbol, the CR's otherwise. */
  readonly text: string;
  /** A phrase for people, in Scryfall's wording where Scryfall has one. */
  readonly description: string;
  /** Colours in WUBRG order (CR 107.4e: a hybrid symbol is all of its colours). */
  readonly colors: readonly Color[];
  /** The colours as a 5-bit mask (see `COLOR_BIT`). */
  readonly colorMask: number;
  /** Contribution to mana value (CR 202.3); X, Y and Z count 0 here (CR 202.3e). */
  readonly manaValue: number;
  /** Whether the symbol may stand in a mana cost. */
  readonly inManaCost: boolean;
  readonly hybrid: boolean;
  readonly phyrexian: boolean;
  readonly snow: boolean;
  /** False for the playful symbols of Un-sets, which the CR does not define. */
  readonly tournamentLegal: boolean;
  /** The rule that defines the symbol, or null for a symbol the CR does not define. */
  readonly rule: string | null;
}

/** A letter that stands for a number in a cost (CR 107.3): X, Y or Z. */
export type Variable = 'X' | 'Y' | 'Z';

/** Symbols that stand for mana in a cost (CR 107.4, and the Un-set mana symbols). */
export type ManaSymbol = SymbolFacts &
  (
    | { readonly kind: 'generic'; readonly amount: number }
    | { readonly kind: 'variable'; readonly variable: Variable }
    | { readonly kind: 'colored'; readonly color: Color }
    | { readonly kind: 'colorless' }
    | { readonly kind: 'snow' }
    | { readonly kind: 'hybrid'; readonly pair: readonly [Color, Color] }
    | { readonly kind: 'genericHybrid'; readonly color: Color; readonly amount: 2 }
    | { readonly kind: 'colorlessHybrid'; readonly color: Color }
    | { readonly kind: 'phyrexian'; readonly color: Color }
    | { readonly kind: 'hybridPhyrexian'; readonly pair: readonly [Color, Color] }
    | { readonly kind: 'anyPhyrexian' }
    | { readonly kind: 'colorlessPhyrexian' }
    | { readonly kind: 'halfGeneric' }
    | { readonly kind: 'halfColored'; readonly color: Color }
    | { readonly kind: 'infinite' }
    | { readonly kind: 'legendary' }
    | { readonly kind: 'landDrop' }
  );

/** Every other symbol of CR 107, and the Un-set counter symbols. */
export type OtherSymbol = SymbolFacts &
  (
    | { readonly kind: 'tap' }
    | { readonly kind: 'untap' }
    | { readonly kind: 'energy' }
    | { readonly kind: 'ticket' }
    | { readonly kind: 'planeswalker' }
    | { readonly kind: 'chaos' }
    | { readonly kind: 'pawprint' }
    | { readonly kind: 'acorn' }
    /** CR 107.7: [+N], [-N], [0], [-X]. `amount` is null for X. */
    | { readonly kind: 'loyalty'; readonly sign: '+' | '-' | '0'; readonly amount: number | null }
    /** CR 107.8: {LEVEL N1-N2}, or {LEVEL N3+} with `max` null. */
    | { readonly kind: 'level'; readonly min: number; readonly max: number | null }
    /** CR 107.15: a chapter symbol, a Roman numeral in Oracle text. */
    | { readonly kind: 'chapter'; readonly chapter: number }
    /** CR 107.16: a class level bar, "Level N" in Oracle text. */
    | { readonly kind: 'classLevel'; readonly level: number }
  );

/** Any symbol of CR 107 or the Un-sets, parsed, with what it knows about itself. */
export type MtgSymbol = ManaSymbol | OtherSymbol;
/** The kind of a symbol: `'generic'`, `'hybrid'`, `'tap'`, `'loyalty'` and so on (CR 107). */
export type SymbolKind = MtgSymbol['kind'];

/**
 * Whether a symbol stands for mana in a cost (CR 107.4), rather than being another symbol of CR 107
 * such as `{T}`.
 */
export const isManaSymbol = (s: MtgSymbol): s is ManaSymbol => MANA_KINDS.has(s.kind);

const MANA_KINDS: ReadonlySet<SymbolKind> = new Set<SymbolKind>([
  'generic',
  'variable',
  'colored',
  'colorless',
  'snow',
  'hybrid',
  'genericHybrid',
  'colorlessHybrid',
  'phyrexian',
  'hybridPhyrexian',
  'anyPhyrexian',
  'colorlessPhyrexian',
  'halfGeneric',
  'halfColored',
  'infinite',
  'legendary',
  'landDrop',
]);

/**
 * Mana symbols no payment can pay: {H}, which stands for any Phyrexian symbol in rules
 * text only (CR 107.4g), and the Un-set symbols for half, infinite, legendary and
 * land-drop mana.
 */
export const UNPAYABLE_KINDS = [
  'anyPhyrexian',
  'halfGeneric',
  'halfColored',
  'infinite',
  'legendary',
  'landDrop',
] as const;

export type PayableSymbol = Exclude<ManaSymbol, { readonly kind: (typeof UNPAYABLE_KINDS)[number] }>;

const UNPAYABLE: ReadonlySet<SymbolKind> = new Set(UNPAYABLE_KINDS);

export const isPayable = (symbol: ManaSymbol): symbol is PayableSymbol => !UNPAYABLE.has(symbol.kind);
