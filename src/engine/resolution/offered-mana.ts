import type { Instruction } from '../../effects/types.js';
import type { GameObject } from '../../state/types.js';

/**
 * The mana an `addMana` instruction offers, read from its source: "one mana of the chosen color"
 * is the colour the source chose as it entered (614.12), none if it chose none (off the
 * battlefield, 400.7).
 */
export const offeredMana = (
  i: Extract<Instruction, { kind: 'addMana' }>,
  source: GameObject | null | undefined,
): string | readonly string[] => {
  if (!i.ofChosenColor) return i.mana;
  const color = source?.zone === 'battlefield' ? source.choices.color : undefined;
  return color === undefined ? [] : `{${color}}`;
};
