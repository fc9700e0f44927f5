import type { CardData } from '../cards/card-data.js';

const facesOf = (card: CardData) => card.faces ?? [card];

/** A creature card: one of its faces is a creature (CR 302), whichever face is up. */
export const isCreatureCard = (card: CardData): boolean =>
  facesOf(card).some((f) => f.types.includes('Creature'));

/** Power or toughness (CR 208), or +1/+1 and -1/-1 counters (122.1a), Oracle's minus sign or not. */
const PT_WORDS = /\b(?:power|toughness)\b|[+\-\u2212]1\/[+\-\u2212]1 counter/i;

/**
 * A card whose text is about power and toughness. Reminder text counts: it says what a keyword
 * does (persist's -1/-1 counter, crew's total power), so the keyword's model must handle it.
 */
export const mentionsPowerToughness = (card: CardData): boolean =>
  facesOf(card).some((f) => PT_WORDS.test(f.text));
