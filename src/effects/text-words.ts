import { CREATURE_TYPES } from '../state/subtypes.js';
import { BASIC_LAND_TYPES } from '../state/vocabulary.js';
import { COLORS } from '../symbols/colors.js';
import type { TextWordFamily } from './types.js';

/**
 * CR 612.2: the words of each family a text-changing effect may replace and write: a colour (by
 * its letter, 105.1), a basic land type (205.3i), a creature type (205.3m).
 */
export const TEXT_WORDS: Readonly<Record<TextWordFamily, readonly string[]>> = {
  color: COLORS,
  basicLandType: BASIC_LAND_TYPES,
  creatureType: CREATURE_TYPES,
};

/** Whether both words are of the family and differ ("one color word with another", 612.1). */
export const fitsTextFamily = (family: TextWordFamily, from: string, to: string): boolean =>
  from !== to && TEXT_WORDS[family].includes(from) && TEXT_WORDS[family].includes(to);
