import { addMana } from '../../../src/cards/behaviours/build.js';
import type { AbilityDef } from '../../../src/effects/types.js';

/** Creatures with mana abilities (CR 605.1a): they add mana to their controller's pool. */
export const FORMER_MANA_CREATURES: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Llanowar Elves': [addMana('{T}: Add {G}.', '{G}')],
};
