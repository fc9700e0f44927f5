import type { AbilityDef } from '../effects/types.js';

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
