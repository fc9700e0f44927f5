import type { AbilityDef } from '../../../src/effects/types.js';
import { grant, keyword, modify, setPT, staticAbility } from './build.js';

/** Static abilities that change other creatures' power and toughness (CR 604.1, 613.4b-c). */
export const FORMER_STATIC_PT: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Glorious Anthem': [
    staticAbility(
      'Creatures you control get +1/+1.',
      { types: ['Creature'], controller: 'you' },
      modify(1, 1),
    ),
  ],
  'Honor of the Pure': [
    staticAbility(
      'White creatures you control get +1/+1.',
      { types: ['Creature'], colors: ['W'], controller: 'you' },
      modify(1, 1),
    ),
  ],
  Crusade: [
    staticAbility('White creatures get +1/+1.', { types: ['Creature'], colors: ['W'] }, modify(1, 1)),
  ],
  'Lord of Atlantis': [
    staticAbility(
      'Other Merfolk get +1/+1 and have islandwalk.',
      { subtypes: ['Merfolk'], other: true },
      grant(keyword('Islandwalk')),
      modify(1, 1),
    ),
  ],
  'Elvish Champion': [
    staticAbility(
      'Other Elf creatures get +1/+1 and have forestwalk.',
      { types: ['Creature'], subtypes: ['Elf'], other: true },
      grant(keyword('Forestwalk')),
      modify(1, 1),
    ),
  ],
  'Godhead of Awe': [
    keyword('Flying'),
    staticAbility(
      'Other creatures have base power and toughness 1/1.',
      { types: ['Creature'], other: true },
      setPT(1, 1),
    ),
  ],
};
