import { fitsTextFamily, TEXT_WORDS } from '../../effects/text-words.js';
import type { Instruction, TextWordFamily } from '../../effects/types.js';
import { chain, ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { createEffect } from './create-effect.js';
import { choosesAmong } from './decision.js';
import { decisionsOf } from './library.js';
import type { Resolving } from './resolving.js';

type ChangeText = Extract<Instruction, { kind: 'changeText' }>;

const RULE = '608.2d';

/** The family both chosen words are of, among those the instruction allows (612.1 "one ... with another"). */
const familyOf = (
  families: readonly TextWordFamily[],
  from: string,
  to: string,
  path: string,
): Result<TextWordFamily> => {
  const family = families.find((f) => fitsTextFamily(f, from, to));
  return family === undefined
    ? refuse(
        `${from} and ${to} are not two different words of one kind it replaces (${families.join(', ')})`,
        path,
        RULE,
      )
    : ok(family);
};

/**
 * CR 612.1, 608.2d: its controller chooses the word to replace and, unless the text names it, its
 * replacement (`chosen: ["B", "G"]`, colours by letter; `["Swamp", "Island"]`); its targets' own
 * text changes so for the effect's duration (613.1c), the words fixed as it resolves (611.2c).
 */
export const changeText = (state: GameState, r: Resolving, i: ChangeText): Result<Outcome> => {
  const options = i.families.flatMap((f) => TEXT_WORDS[f]);
  const what =
    i.to === undefined ? 'the word to replace and its replacement' : `the word to replace with ${i.to}`;
  const count = i.to === undefined ? 2 : 1;
  const given = decisionsOf(r).next(`${what} (${i.families.join(' or ')})`, RULE, {
    kind: 'choose',
    options,
    min: count,
    max: count,
    ordered: true,
  });
  const words = chain(given, ({ decision, path }) =>
    chain(
      choosesAmong(decision, options, { min: count, max: count }, path, RULE),
      ([from = '', to = i.to ?? '']) =>
        chain(familyOf(i.families, from, to, `${path}.chosen`), (family) => ok({ family, from, to })),
    ),
  );
  return chain(words, ({ family, from, to }) =>
    createEffect(state, r, {
      kind: 'createEffect',
      on: i.on,
      effect: { affects: {}, ops: [{ kind: 'changeText', family, from, to }] },
      duration: i.duration,
    }),
  );
};
