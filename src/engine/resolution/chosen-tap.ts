import { TAP_CHOICES } from '../../effects/choice-words.js';
import type { Instruction } from '../../effects/types.js';
import { chain, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
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
  const verb = decisionsOf(r).nextOneOf(`whether to ${TAP_CHOICES.join(' or ')} it`, RULE, TAP_CHOICES);
  return chain(verb, (kind) => tapOrUntap(state, r, { kind: kind === 'tap' ? 'tap' : 'untap', on: i.on }));
};
