import { compileFace } from '../oracle/compile.js';
import type { CardData } from './card-data.js';
import { hasBackFace } from './double-faced.js';
import type { CardDefinition } from './pool.js';

/**
 * A double-faced card with its back face up: only that face's characteristics and abilities
 * (CR 712.8d-f), read as a card of their own. A transforming card's back face keeps its front
 * face's mana value (712.8e); a modal one's back face has its own (712.8f). Undefined for a card
 * with no such back face.
 */
export const backFaceDefinition = (card: CardData): CardDefinition | undefined => {
  const [front, back] = card.faces ?? [];
  if (!hasBackFace(card) || front === undefined || back === undefined) return undefined;
  return {
    data: { ...back, layout: card.layout },
    abilities: compileFace(back, card),
    behaviour: 'compiled',
    ...(card.layout === 'transform' ? { manaValueCost: front.manaCost } : {}),
  };
};
