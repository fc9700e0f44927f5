import { COLOR_NAMES, COLORS } from '../symbols/colors.js';
import { CREATURE_TYPES } from './subtypes.js';
import { didYouMean } from './suggest.js';
import type { EntryChoices } from './types.js';

/** What is wrong with a value chosen as a permanent entered, and under which rule. */
export interface ChosenValueProblem {
  readonly key: 'color' | 'creatureType';
  readonly message: string;
  readonly rule: string;
}

const creatureTypes: ReadonlySet<string> = new Set(CREATURE_TYPES);

/**
 * CR 614.12: a colour chosen is one of the five (105.1), and a creature type one that CR
 * 205.3m lists ("Wall", never "Island" or "Artifact").
 */
export const chosenValueProblem = (choices: EntryChoices): ChosenValueProblem | null => {
  const { color, creatureType } = choices;
  if (color !== undefined && !(COLORS as readonly string[]).includes(color))
    return {
      key: 'color',
      message: `"${color}" is not a colour: choose one of ${COLORS.map((c) => `${c} (${COLOR_NAMES[c]})`).join(', ')}`,
      rule: '105.1',
    };
  if (creatureType !== undefined && !creatureTypes.has(creatureType))
    return {
      key: 'creatureType',
      message: `"${creatureType}" is not a creature type${didYouMean(creatureType, CREATURE_TYPES)}`,
      rule: '205.3m',
    };
  return null;
};
