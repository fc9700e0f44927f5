import type { AbilityDef } from '../../../src/effects/types.js';

/** Basic lands. */
export const FORMER_LANDS: Readonly<Record<string, readonly AbilityDef[]>> = {
  // CR 305.6: basic lands' mana abilities are intrinsic to their land type, not printed abilities.
  Forest: [],
  Island: [],
  Swamp: [],
  Mountain: [],
  Plains: [],
};
