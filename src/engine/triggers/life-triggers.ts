import type { CardPool } from '../../cards/pool.js';
import { ok, type Result } from '../../result.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { type View, viewOf } from '../view.js';
import { resolveWithin } from './loop-guard.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * CR 119.9, 603.2c: "Whenever you gain life" abilities of the permanents the gaining player
 * controls in `view` (the game as the life was gained), once for each life-gain event; a gain
 * of 0 is no event (119.9). Lifelink damage is one event for each source (702.15b, 120.3f).
 * Each carries the life gained, for "that much".
 */
export const lifeGainTriggers = (view: View, pool: CardPool, events: readonly GameEvent[]): Pending[] =>
  events.flatMap((e) =>
    e.kind === 'lifeGained' && e.amount > 0
      ? view.state.objects.flatMap((o) =>
          triggeredAbilities(view, pool, o.id, (t) => t.kind === 'youGainLife')
            .filter((p) => p.controller === e.player)
            // "That much" is the life gained in the event (603.2c).
            .map((p) => ({ ...p, amount: e.amount })),
        )
      : [],
  );

/**
 * Resolves the "whenever you gain life" abilities that what was just `done` triggered, after it
 * (with no stack yet, at once). An ability that gains life again triggers again, resolved within
 * this one; past MAX_DEPTH that is a mandatory loop (104.4b), refused rather than run forever.
 */
export const afterLifeGain = (done: Outcome, pool: CardPool): Result<Outcome> => {
  if (!done.events.some((e) => e.kind === 'lifeGained')) return ok(done);
  const view = viewOf(done.state, pool);
  if (!view.ok) return view;
  const pending = lifeGainTriggers(view.value, pool, done.events);
  return resolveWithin(done, pool, pending, '"whenever you gain life" abilities gained life and');
};
