import type { CardData } from './card-data.js';

/**
 * The double-faced layouts whose back face can be up on the battlefield (CR 712.2, 712.3); a
 * meld card's back face is only part of a melded permanent (712.4b), which is its own card here.
 */
export const BACK_FACED_LAYOUTS = ['transform', 'modal_dfc'] as const;

export const hasBackFace = (card: CardData): boolean =>
  (BACK_FACED_LAYOUTS as readonly string[]).includes(card.layout) && card.faces?.[1] !== undefined;
