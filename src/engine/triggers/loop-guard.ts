import type { CardPool } from '../../cards/pool.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { Outcome } from '../outcome.js';
import { type Pending, resolveTriggers } from './triggers.js';

/** How deep abilities may trigger one another within a resolution before the engine calls it a mandatory loop (104.4b). */
const MAX_DEPTH = 100;
let depth = 0;

/**
 * Resolves abilities that what was just `done` triggered, after it (no stack yet, at once). Those
 * that trigger again are resolved within this call; past MAX_DEPTH nested rounds that is a
 * mandatory loop (104.4b), refused rather than run forever. `what` names the abilities for the error.
 */
export const resolveWithin = (
  done: Outcome,
  pool: CardPool,
  pending: readonly Pending[],
  what: string,
): Result<Outcome> => {
  if (pending.length === 0) return ok(done);
  if (depth >= MAX_DEPTH)
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        `${what} triggered again ${MAX_DEPTH} times: a mandatory loop, so the game is a draw, and draws are not modelled`,
        { rule: '104.4b' },
      ),
    );
  depth++;
  try {
    const fired = resolveTriggers(done.state, pool, pending);
    return fired.ok
      ? ok({ state: fired.value.state, events: [...done.events, ...fired.value.events] })
      : fired;
  } finally {
    depth--;
  }
};
