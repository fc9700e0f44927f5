import type { Instruction } from '../../effects/types.js';
import { conditionNow } from '../../layers/select.js';
import { chain, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { type Follow, followAll } from './choices.js';
import type { Resolving } from './resolving.js';
import { selectorOf } from './selector.js';

type Conditional = Extract<Instruction, { kind: 'conditional' }>;

/**
 * CR 608.2c, 608.2h: "If [condition], [sentence]": the condition is read once, as this instruction
 * is followed (after the sentences before it), as the layers read a static ability's, from the
 * resolving source and its controller; then one branch is followed.
 */
export const followConditional = (
  state: GameState,
  r: Resolving,
  i: Conditional,
  follow: Follow,
): Result<Outcome> =>
  chain(conditionNow(state, r.pool, i.condition, selectorOf(state, r.seen, r.source, r.action)), (holds) =>
    followAll(state, r, holds ? i.ifHolds : i.otherwise, follow),
  );
