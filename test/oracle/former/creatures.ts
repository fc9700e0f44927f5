import type { AbilityDef } from '../../../src/effects/types.js';
import { activated, keyword, modify, onTargets, targetCreature } from './build.js';

/** Vanilla creatures, a {Q} ability (107.6), Clone (707.5) and an Aura's activated ability. */
export const FORMER_CREATURES: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Grizzly Bears': [],
  'Gray Ogre': [],
  Memnite: [],
  Ornithopter: [keyword('Flying')],
  // CR 107.6: {Q} untaps it as a cost; a creature pays it only free of summoning sickness (302.6).
  'Merrow Grimeblotter': [
    activated(
      '{1}{U/B}, {Q}: Target creature gets -2/-0 until end of turn. ({Q} is the untap symbol.)',
      '{1}{U/B}, {Q}',
      targetCreature,
      onTargets([modify(-2, 0)]),
    ),
  ],
  // CR 707.5, 614.1c: the creature to copy is chosen as it enters.
  Clone: [
    {
      kind: 'asEnters',
      text: 'You may have Clone enter the battlefield as a copy of any creature on the battlefield.',
      choice: { kind: 'copy', of: { types: ['Creature'] } },
    },
  ],
  Firebreathing: [
    { kind: 'enchant', text: 'Enchant creature', filter: { types: ['Creature'] } },
    activated('{R}: Enchanted creature gets +1/+0 until end of turn.', '{R}', null, {
      kind: 'createEffect',
      on: 'attachedTo',
      effect: { affects: {}, ops: [modify(1, 0)] },
      duration: 'endOfTurn',
    }),
  ],
};
