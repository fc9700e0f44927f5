import type { AbilityDef, Value } from '../../../src/effects/types.js';
import { cda, keyword, n, setPT } from './build.js';

const plusOne = (value: Value): Value => ({ kind: 'sum', of: [value, n(1)] });

const goyfTypes: Value = { kind: 'cardTypesAmongCards', in: 'graveyard', whose: 'any' };
const creatureCards: Value = { kind: 'count', of: { types: ['Creature'], zone: 'graveyard' } };
const swamps: Value = { kind: 'count', of: { subtypes: ['Swamp'], controller: 'you' } };
const yourHand: Value = { kind: 'cardsInHand', whose: 'you' };

/** Characteristic-defining abilities for power and toughness (CR 604.3, 208.2a, 613.4a). */
export const FORMER_CDAS: Readonly<Record<string, readonly AbilityDef[]>> = {
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
  Maro: [
    cda(
      "Maro's power and toughness are each equal to the number of cards in your hand.",
      setPT(yourHand, yourHand),
    ),
  ],
};
