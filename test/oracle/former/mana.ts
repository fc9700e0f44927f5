import type { AbilityDef } from '../../../src/effects/types.js';
import { addMana } from './build.js';

/** Creatures with mana abilities (CR 605.1a): they add mana to their controller's pool. */
export const FORMER_MANA_CREATURES: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Llanowar Elves': [addMana('{T}: Add {G}.', '{G}')],
};
