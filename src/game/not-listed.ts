import type { AbilityDef, CostPart } from '../effects/types.js';

/**
 * Why the choices of a spell with these abilities are not enumerated, or
 * null: objects its cost takes by choice (118.8, 601.2h). Such a spell or ability is named in `notListed`
 * rather than left out in silence.
 */
export const whyNotListed = (abilities: readonly AbilityDef[]): string | null => {
  for (const a of abilities) {
    if (a.kind === 'additionalCost') return 'its additional cost offers choices (118.8)';
    if (a.kind === 'castCost' && chosen(a.extraCosts)) return 'its cost takes objects chosen (601.2h)';
  }
  return null;
};

const chosen = (parts: readonly CostPart[] | undefined): boolean =>
  parts?.some((p) => p.kind === 'chosen') ?? false;

/** CR 702.51a, 702.126a, 702.66a: the keywords that pay a spell's cost with objects rather than mana. */
const PAID_WITH_OBJECTS = { Convoke: '702.51a', Improvise: '702.126a', Delve: '702.66a' } as const;

/**
 * Why paying a spell with these abilities by tapping or exiling objects is not enumerated, or
 * null: a spell with convoke, improvise or delve is listed as mana pays for it (`sources:
 * 'auto'`), and the ways its keyword could pay are named in `notListed`.
 */
export const unlistedPayment = (abilities: readonly AbilityDef[]): string | null => {
  for (const a of abilities)
    if (a.kind === 'keyword' && a.keyword in PAID_WITH_OBJECTS) {
      const rule = PAID_WITH_OBJECTS[a.keyword as keyof typeof PAID_WITH_OBJECTS];
      return `paying with ${a.keyword.toLowerCase()} is not tried (${rule})`;
    }
  return null;
};
