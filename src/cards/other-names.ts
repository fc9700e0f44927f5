import type { CardData } from './card-data.js';

/**
 * The names a lookup accepts for a card besides its own: its faces' (CR 709-712), and the
 * front of a meld pair, which card data names "Front // Melded" without faces (CR 712.4).
 */
export const otherNames = (card: Pick<CardData, 'name' | 'layout' | 'faces'>): readonly string[] => {
  if (card.faces !== undefined) return card.faces.map((face) => face.name);
  const [front] = card.name.split(' // ');
  return card.layout === 'meld' && front !== undefined && front !== card.name ? [front] : [];
};
