/**
 * Card-file layouts of things that aren't printed Magic cards (Scryfall's names; MTGJSON's token
 * files and our hand-written tokens use the same), and what each is to the checks.
 */
export const LAYOUT_KINDS = {
  /** CR 111.3: a token has the characteristics its creating effect defines, not a cost's colours. */
  token: 'token',
  double_faced_token: 'token',
  /** CR 114.2: an emblem has no characteristics but its abilities: no types, no colours. */
  emblem: 'emblem',
  /** A printed art card from a collector booster: no game object at all, so not checked. */
  art_series: 'notAnObject',
} as const;

export type LayoutKind = (typeof LAYOUT_KINDS)[keyof typeof LAYOUT_KINDS] | 'card';

const KINDS: Readonly<Record<string, LayoutKind>> = LAYOUT_KINDS;

export const layoutKind = (layout: string): LayoutKind => KINDS[layout] ?? 'card';
