import type { AbilityDef } from '../../effects/types.js';
import { staticAbility } from './build.js';

/** Lands that change land types (CR 305.7). */
export const LANDS: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Blood Moon': [
    staticAbility(
      'Nonbasic lands are Mountains.',
      { types: ['Land'], notSupertypes: ['Basic'] },
      { kind: 'setBasicLandTypes', landTypes: ['Mountain'] },
    ),
  ],
  'Urborg, Tomb of Yawgmoth': [
    staticAbility(
      'Each land is a Swamp in addition to its other land types.',
      { types: ['Land'] },
      {
        kind: 'setTypes',
        addSubtypes: ['Swamp'],
      },
    ),
  ],
};
