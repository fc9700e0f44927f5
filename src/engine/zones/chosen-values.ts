import type { AbilityDef } from '../../effects/types.js';
import { ok, type Result } from '../../result.js';
import { chosenValueProblem } from '../../state/chosen-values.js';
import type { EntryChoices, PlayerId } from '../../state/types.js';
import { COLORS } from '../../symbols/colors.js';
import { needAnswer, refuse } from '../outcome.js';

/** The values a permanent may choose as it enters (CR 614.12), and how a message names each. */
const VALUES = [
  ['color', 'a colour'],
  ['creatureType', 'a creature type'],
  ['opponent', 'an opponent'],
] as const;

const asks = (abilities: readonly AbilityDef[], key: (typeof VALUES)[number][0]): boolean =>
  abilities.some((a) => a.kind === 'asEnters' && a.choice.kind === key);

/**
 * CR 614.12: a colour, creature type or opponent given for a permanent is one its "as enters" abilities
 * ask for, and a real one (105.1, 205.3m). A choice offered by no ability is refused rather
 * than ignored.
 */
export const checkChosenValues = (
  name: string,
  abilities: readonly AbilityDef[],
  choices: EntryChoices,
): Result<null> => {
  for (const [key, words] of VALUES)
    if (choices[key] !== undefined && !asks(abilities, key))
      return refuse(`${name} has no "as enters" choice of ${words}`, `$.choices.${key}`, '614.12');
  const problem = chosenValueProblem(choices);
  return problem ? refuse(problem.message, `$.choices.${problem.key}`, problem.rule) : ok(null);
};

/** What may be chosen for each value: any colour (105.1), any creature type (205.3m, null), an opponent (102.3). */
const optionsFor = (
  key: (typeof VALUES)[number][0],
  opponents: readonly PlayerId[],
): readonly string[] | null => (key === 'color' ? COLORS : key === 'opponent' ? opponents : null);

/**
 * CR 614.12, 614.1c: as the permanent enters, its controller chooses what its "as enters"
 * abilities ask for, an opponent among `opponents`; a choice not yet made is asked for (from the
 * stack, the game waits for it).
 */
export const checkEntryValues = (
  name: string,
  abilities: readonly AbilityDef[],
  choices: EntryChoices,
  controller: PlayerId,
  opponents: readonly PlayerId[],
): Result<null> => {
  const checked = checkChosenValues(name, abilities, choices);
  if (!checked.ok) return checked;
  if (choices.opponent === controller)
    return refuse(`${controller} is ${name}'s controller, not an opponent`, '$.choices.opponent', '102.3');
  for (const [key, words] of VALUES)
    if (choices[key] === undefined && asks(abilities, key))
      return needAnswer(
        `${controller} chooses ${words} as ${name} enters`,
        `$.choices.${key}`,
        '614.12',
        { kind: 'entryChoice', field: key, options: optionsFor(key, opponents) },
        controller,
      );
  return ok(null);
};
