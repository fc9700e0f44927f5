import type { CardData } from '../cards/card-data.js';
import { faceOf } from '../cards/printed.js';
import { parseManaCost } from '../mana/cost.js';
import { manaValue } from '../mana/value.js';

/** How a multi-face card's own mana value relates to its faces', by layout, with the rule. */
export const CARD_MANA_VALUE_RULES = {
  split: { rule: 'CR 709.4b, 202.3d: the combined mana cost of the halves', relation: 'sum' },
  aftermath: { rule: 'CR 702.127a, 709.4b: an aftermath card is a split card', relation: 'sum' },
  adventure: { rule: 'CR 715.4: outside the stack only the normal characteristics', relation: 'front' },
  flip: { rule: 'CR 710.2: outside the battlefield only the normal characteristics', relation: 'front' },
  transform: { rule: 'CR 712.8a: outside the battlefield and stack only the front face', relation: 'front' },
  modal_dfc: { rule: 'CR 712.8a: outside the battlefield and stack only the front face', relation: 'front' },
} as const satisfies Readonly<Record<string, { readonly rule: string; readonly relation: 'sum' | 'front' }>>;
export type ManaValueLayout = keyof typeof CARD_MANA_VALUE_RULES;

export const isManaValueLayout = (layout: string): layout is ManaValueLayout =>
  Object.hasOwn(CARD_MANA_VALUE_RULES, layout);

/** The mana value of a cost string (none is 0, CR 202.3a); null for a cost that doesn't parse. */
export const costManaValue = (cost: string | null): number | null => {
  if (cost === null) return 0;
  const parsed = parseManaCost(cost);
  return parsed.ok ? manaValue(parsed.value) : null;
};

const sum = (values: readonly (number | null)[]): number | null =>
  values.reduce<number | null>((a, b) => (a === null || b === null ? null : a + b), 0);

/**
 * A face's mana value from its printed cost (CR 202.3); none gives 0 (202.3a). A flip card's
 * lower half has the card's cost (710.1c).
 */
export const faceManaValue = (card: CardData, faceIndex: number): number | null => {
  const face = faceOf(card, faceIndex);
  return face.ok ? costManaValue(face.value.manaCost) : null;
};

/**
 * The mana value of the card as a whole: by its layout's rule for a multi-face card; the sum of
 * its two front faces' for a melded permanent (CR 202.3c, 712.8g), given by `meldFronts` (null
 * when they aren't known); its face's otherwise. Null when a layout has no known rule or a cost
 * doesn't parse (the cost check reports that).
 */
export const cardManaValue = (card: CardData, meldFronts: readonly CardData[] | null): number | null => {
  if (card.faces) {
    if (!isManaValueLayout(card.layout)) return null;
    if (CARD_MANA_VALUE_RULES[card.layout].relation === 'front') return faceManaValue(card, 0);
    return sum(card.faces.map((_, i) => faceManaValue(card, i)));
  }
  if (card.layout === 'meld' && card.manaCost === null) {
    return meldFronts === null ? null : sum(meldFronts.map((c) => faceManaValue(c, 0)));
  }
  return faceManaValue(card, 0);
};
