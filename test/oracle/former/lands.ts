import type { AbilityDef } from '../../../src/effects/types.js';
import { activated, addMana, modify, onSelf, onTargets, setPT } from './build.js';

/** Basic lands, and manlands (layers 4 and 7b until end of turn). */
export const FORMER_LANDS: Readonly<Record<string, readonly AbilityDef[]>> = {
  // CR 305.6: basic lands' mana abilities are intrinsic to their land type, not printed abilities.
  Forest: [],
  Island: [],
  Swamp: [],
  Mountain: [],
  Plains: [],
  "Mishra's Factory": [
    addMana('{T}: Add {C}.', '{C}'),
    activated(
      "{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
      '{1}',
      null,
      onSelf([
        { kind: 'setTypes', addTypes: ['Artifact', 'Creature'], addSubtypes: ['Assembly-Worker'] },
        setPT(2, 2),
      ]),
    ),
    activated(
      '{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.',
      '{T}',
      { count: 1, filter: { types: ['Creature'], subtypes: ['Assembly-Worker'] } },
      onTargets([modify(1, 1)]),
    ),
  ],
  Mutavault: [
    addMana('{T}: Add {C}.', '{C}'),
    activated(
      "{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
      '{1}',
      null,
      onSelf([{ kind: 'setTypes', addTypes: ['Creature'], allCreatureTypes: true }, setPT(2, 2)]),
    ),
  ],
};
