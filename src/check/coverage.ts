import type { CardData } from '../cards/card-data.js';
import type { AbilityDef } from '../effects/types.js';
import { withoutReminders } from '../oracle/reminder.js';

const facesOf = (card: CardData) => card.faces ?? [card];

/** A creature card: one of its faces is a creature (CR 302), whichever face is up. */
export const isCreatureCard = (card: CardData): boolean =>
  facesOf(card).some((f) => f.types.includes('Creature'));

/**
 * The words power or toughness (CR 208), or a P/T value (208.1): "3/3", "+2/+2", "-1/-1", "X/X",
 * "+X/+Y", a star for either half (208.2), Oracle's minus sign (U+2212) or not. A hybrid mana
 * symbol ("{2/W}") is none: no letter, brace or slash may stand against the value.
 */
const PT_HALF = String.raw`[+\-\u2212]?(?:\d+|[XY*])`;
const MENTIONS_PT = new RegExp(
  String.raw`\b(?:power|toughness)\b|(?<![\w{/])${PT_HALF}\/${PT_HALF}(?![\w}/])`,
  'i',
);

/** Text that mentions power or toughness or a P/T value (see `MENTIONS_PT`). */
export const mentionsPowerToughness = (text: string): boolean => MENTIONS_PT.test(text);

/** A card whose text mentions P/T: reminder text counts (persist's -1/-1 counter, crew's total power). */
export const isPowerToughnessCard = (card: CardData): boolean =>
  facesOf(card).some((f) => mentionsPowerToughness(f.text));

/** An ability whose own words mention P/T: its reminder text is left out. */
export const isPowerToughnessAbility = (ability: AbilityDef): boolean =>
  mentionsPowerToughness(withoutReminders(ability.text));
