import type { CardData, CardFace } from '../cards/card-data.js';
import type { AbilityDef } from '../effects/types.js';

/** A paragraph that is only reminder text is not an ability (CR 207.2). */
const isReminder = (paragraph: string): boolean => /^\(.*\)$/s.test(paragraph.trim());

/**
 * Compiles one face's Oracle text into the effect language: one AbilityDef per ability. An
 * ability the compiler does not understand completely is `unsupported`, with the reason.
 */
export const compileFace = (face: CardFace, _card: CardData): AbilityDef[] =>
  face.text
    .split('\n')
    .filter((p) => p.trim() !== '' && !isReminder(p))
    .map((text) => ({ kind: 'unsupported', text, reason: 'no template of the compiler reads this yet' }));

/** The abilities the engine uses for a card: those of its first face (CR 711-712 front faces). */
export const compileCard = (card: CardData): AbilityDef[] => compileFace(card.faces?.[0] ?? card, card);
