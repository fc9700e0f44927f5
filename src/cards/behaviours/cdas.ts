import type { AbilityDef, Value } from '../../effects/types.js';
import { cda, n, setPT, unsupported } from './build.js';

const plusOne = (value: Value): Value => ({ kind: 'sum', of: [value, n(1)] });

const yourLife: Value = { kind: 'lifeTotal', whose: 'you' };
const chosenPlayersCreatures: Value = {
  kind: 'count',
  of: { types: ['Creature'], controller: 'chosenPlayer' },
};

/** Characteristic-defining abilities for power and toughness (CR 604.3, 208.2a, 613.4a). */
export const CDAS: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Serra Avatar': [
    cda("Serra Avatar's power and toughness are each equal to your life total.", setPT(yourLife, yourLife)),
    unsupported(
      "When Serra Avatar is put into a graveyard from anywhere, shuffle it into its owner's library.",
      'triggered abilities that move cards between zones come with the game loop',
    ),
  ],
  'Lost Order of Jarkeld': [
    {
      kind: 'asEnters',
      text: 'As Lost Order of Jarkeld enters the battlefield, choose an opponent.',
      choice: { kind: 'opponent' },
    },
    cda(
      "Lost Order of Jarkeld's power and toughness are each equal to 1 plus the number of creatures the chosen player controls.",
      setPT(plusOne(chosenPlayersCreatures), plusOne(chosenPlayersCreatures)),
    ),
  ],
};
