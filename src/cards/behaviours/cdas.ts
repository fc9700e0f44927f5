import type { AbilityDef, Value } from '../../effects/types.js';
import { cda, setPT, unsupported } from './build.js';

const yourLife: Value = { kind: 'lifeTotal', whose: 'you' };

/** Characteristic-defining abilities for power and toughness (CR 604.3, 208.2a, 613.4a). */
export const CDAS: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Serra Avatar': [
    cda("Serra Avatar's power and toughness are each equal to your life total.", setPT(yourLife, yourLife)),
    unsupported(
      "When Serra Avatar is put into a graveyard from anywhere, shuffle it into its owner's library.",
      'triggered abilities that move cards between zones come with the game loop',
    ),
  ],
};
