import { TAP_CHOICES } from '../../effects/choice-words.js';
import type { Instruction } from '../../effects/types.js';
import { chain, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { choosesAmong } from './decision.js';
import { decisionsOf } from './library.js';
import { tapOrUntap } from './permanent-instructions.js';
import type { Resolving } from './resolving.js';

type TapOrUntap = Extract<Instruction, { kind: 'tapOrUntap' }>;

const RULE = '608.2d';

/**
 * CR 608.2d, 701.26a-b: "tap or untap target permanent": its controller chooses which as it
 * resolves (`chosen: ["tap"]` or `["untap"]`), then it is tapped or untapped as chosen; one
 * already so is left as it is.
 */
export const tapOrUntapChosen = (state: GameState, r: Resolving, i: TapOrUntap): Result<Outcome> => {
  const given = decisionsOf(r).next(`whether to ${TAP_CHOICES.join(' or ')} it`, RULE, {
    kind: 'choose',
    options: TAP_CHOICES,
    min: 1,
    max: 1,
    ordered: false,
  });
  const verb = chain(given, ({ decision, path }) =>
    choosesAmong(decision, TAP_CHOICES, { min: 1, max: 1 }, path, RULE),
  );
  return chain(verb, ([kind]) => tapOrUntap(state, r, { kind: kind === 'tap' ? 'tap' : 'untap', on: i.on }));
};
