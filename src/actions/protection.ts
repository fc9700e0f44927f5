import type { Keyword } from '../effects/types.js';
import type { Characteristics } from '../layers/result.js';
import type { Color } from '../symbols/colors.js';
import { hasKeyword } from './view.js';

/** CR 702.16a: protection from a colour, the quality each of these keywords states. */
const PROTECTIONS: readonly (readonly [Keyword, Color])[] = [
  ['Protection from white', 'W'],
  ['Protection from blue', 'U'],
  ['Protection from black', 'B'],
  ['Protection from red', 'R'],
  ['Protection from green', 'G'],
];

/**
 * The protection of `protectedOne` that `from` has the stated quality of, or null (CR 702.16):
 * the one rule behind not being damaged (702.16e), enchanted or equipped (702.16c-d), blocked
 * (702.16f) or targeted (702.16b) by it. `from` is read as it is now (K.10 Ruling 3).
 */
export const protectionFrom = (
  protectedOne: Characteristics | undefined,
  from: Pick<Characteristics, 'colors'>,
): Keyword | null => {
  for (const [keyword, color] of PROTECTIONS)
    if (from.colors.includes(color) && hasKeyword(protectedOne, keyword)) return keyword;
  return null;
};

/** Whether it has protection from any colour, before looking at what it is protected from. */
export const hasProtection = (c: Characteristics | undefined): boolean =>
  PROTECTIONS.some(([keyword]) => hasKeyword(c, keyword));
