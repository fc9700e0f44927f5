import { compileFace } from '../oracle/compile.js';
import type { CardData, CardFace } from './card-data.js';
import { hasBackFace } from './double-faced.js';
import type { CardDefinition } from './pool.js';

/** A face of a card read as a card of its own: that face's characteristics and abilities. */
const faceDefinition = (card: CardData, face: CardFace): CardDefinition => ({
  data: { ...face, layout: card.layout },
  abilities: compileFace(face, card),
  behaviour: 'compiled',
});

/**
 * A double-faced card with its back face up: only that face's characteristics and abilities
 * (CR 712.8d-f). A transforming card's back face keeps its front face's mana value (712.8c,
 * 712.8e); a modal one's back face has its own (712.8f). Undefined for a card with no such back
 * face.
 */
export const backFaceDefinition = (card: CardData): CardDefinition | undefined => {
  const [front, back] = card.faces ?? [];
  if (!hasBackFace(card) || front === undefined || back === undefined) return undefined;
  return {
    ...faceDefinition(card, back),
    ...(card.layout === 'transform' ? { manaValueCost: front.manaCost } : {}),
  };
};

/**
 * CR 715.3b: an adventurer card as an Adventure spell, with only its alternative characteristics
 * (its Adventure's name, cost, types and text; 715.2b). Undefined for a card that isn't one.
 */
export const adventureDefinition = (card: CardData): CardDefinition | undefined => {
  const adventure = card.faces?.[1];
  return card.layout === 'adventure' && adventure !== undefined ? faceDefinition(card, adventure) : undefined;
};
