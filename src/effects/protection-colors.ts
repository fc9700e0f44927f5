import type { Color } from '../symbols/colors.js';
import type { Keyword } from './types.js';

/** CR 702.16a: protection from each colour, the keyword granted for a colour chosen (614.12, 608.2d). */
export const PROTECTION_FROM: Readonly<Record<Color, Keyword>> = {
  W: 'Protection from white',
  U: 'Protection from blue',
  B: 'Protection from black',
  R: 'Protection from red',
  G: 'Protection from green',
};
