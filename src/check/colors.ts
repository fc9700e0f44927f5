import { COLORS, type Color } from '../symbols/colors.js';

/**
 * A characteristic-defining ability about colour (CR 604.3): devoid (702.114a), or a line
 * "<name> is colorless." / "<name> is all colors.". Card data gives the colours such an ability
 * sets, not those of the cost (202.2), so the checks allow for it.
 */
export const COLOR_BY_ABILITY = ['colorless', 'all'] as const;
export type ColorByAbility = (typeof COLOR_BY_ABILITY)[number];

/** The face parts this reads; test records and `CardFace` both have them. */
export interface NamedText {
  readonly name: string;
  readonly text: string | null;
}

export const colorByAbility = (face: NamedText): ColorByAbility | null => {
  const lines = (face.text ?? '').split('\n');
  // A keyword line opens with its keyword; devoid's reminder text follows in parentheses.
  if (lines.some((l) => /^Devoid\b/.test(l))) return 'colorless';
  if (lines.includes(`${face.name} is colorless.`)) return 'colorless';
  if (lines.includes(`${face.name} is all colors.`)) return 'all';
  return null;
};

/**
 * The colours a face has (CR 202.2, 204.2): its colour CDA's when it has one, else `printed`,
 * the colours of its mana cost and colour indicator.
 */
export const expectedColors = (face: NamedText, printed: readonly Color[]): readonly Color[] => {
  const cda = colorByAbility(face);
  if (cda === 'colorless') return [];
  return cda === 'all' ? COLORS : printed;
};
