import type { AbilityDef, Value } from '../../effects/types.js';
import { cda, keyword, n, setPT, unsupported } from './build.js';

const plusOne = (value: Value): Value => ({ kind: 'sum', of: [value, n(1)] });

const goyfTypes: Value = { kind: 'cardTypesAmongCards', in: 'graveyard', whose: 'any' };
const creatureCards: Value = { kind: 'count', of: { types: ['Creature'], zone: 'graveyard' } };
const swamps: Value = { kind: 'count', of: { subtypes: ['Swamp'], controller: 'you' } };
const yourLife: Value = { kind: 'lifeTotal', whose: 'you' };
const yourHand: Value = { kind: 'cardsInHand', whose: 'you' };
const chosenPlayersCreatures: Value = {
  kind: 'count',
  of: { types: ['Creature'], controller: 'chosenPlayer' },
};

/** Characteristic-defining abilities for power and toughness (CR 604.3, 208.2a, 613.4a). */
export const CDAS: Readonly<Record<string, readonly AbilityDef[]>> = {
  Tarmogoyf: [
    cda(
      "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
      setPT(goyfTypes, plusOne(goyfTypes)),
    ),
  ],
  Lhurgoyf: [
    cda(
      "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
      setPT(creatureCards, plusOne(creatureCards)),
    ),
  ],
  Nightmare: [
    keyword('Flying'),
    cda(
      "Nightmare's power and toughness are each equal to the number of Swamps you control.",
      setPT(swamps, swamps),
    ),
  ],
  'Serra Avatar': [
    cda("Serra Avatar's power and toughness are each equal to your life total.", setPT(yourLife, yourLife)),
    unsupported(
      "When Serra Avatar is put into a graveyard from anywhere, shuffle it into its owner's library.",
      'triggered abilities that move cards between zones come with the game loop',
    ),
  ],
  Maro: [
    cda(
      "Maro's power and toughness are each equal to the number of cards in your hand.",
      setPT(yourHand, yourHand),
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
