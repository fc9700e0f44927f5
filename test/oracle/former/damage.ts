import type { AbilityDef } from '../../../src/effects/types.js';
import { activated, anyTarget, damageTargets, spell } from './build.js';

/** Damage to any target (CR 115.4, 120) and destruction (701.8). */
export const FORMER_DAMAGE: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Prodigal Sorcerer': [
    activated('{T}: Prodigal Sorcerer deals 1 damage to any target.', '{T}', anyTarget, damageTargets(1)),
  ],
  Shock: [spell('Shock deals 2 damage to any target.', anyTarget, damageTargets(2))],
  'Lightning Bolt': [spell('Lightning Bolt deals 3 damage to any target.', anyTarget, damageTargets(3))],
  'Wrath of God': [
    // CR 701.19c: "can't be regenerated" sets regeneration shields aside for this destruction.
    spell("Destroy all creatures. They can't be regenerated.", null, {
      kind: 'destroy',
      on: 'filter',
      filter: { types: ['Creature'] },
      noRegeneration: true,
    }),
  ],
};
