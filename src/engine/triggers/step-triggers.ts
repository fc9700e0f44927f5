import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { unearthTriggers } from '../keyword-actions/unearth.js';
import type { Outcome } from '../outcome.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';
import { upkeepKeywordTriggers } from './upkeep-keywords.js';

/** What a step did, and the abilities that triggered in it, to resolve after state-based actions (117.5). */
export interface Stepped extends Outcome {
  readonly triggered: readonly Pending[];
}

const STEP_TRIGGER = {
  upkeep: 'beginningOfUpkeep',
  beginCombat: 'beginningOfCombat',
  end: 'beginningOfEndStep',
} as const;

/**
 * CR 503.1a, 513.1a: "at the beginning of your upkeep / end step" abilities of permanents the
 * active player controls, and "of each upkeep / of the end step" abilities of every permanent,
 * trigger as the step begins; so do "at the beginning of combat on your turn / of each combat"
 * (603.2b). `view` is the game as it began.
 */
export const beginningOfStep = (
  view: View,
  pool: CardPool,
  step: 'upkeep' | 'beginCombat' | 'end',
): Pending[] => {
  const kind = STEP_TRIGGER[step];
  const active = view.state.turn.active;
  // CR 702.32a: fading triggers at the beginning of its controller's upkeep.
  const keywords = step === 'upkeep' ? upkeepKeywordTriggers(view, pool) : [];
  // CR 702.84a: unearth's delayed trigger, at the beginning of the next end step.
  const delayed = step === 'end' ? unearthTriggers(view) : [];
  const printed = view.state.objects.flatMap((o) => {
    const yours = view.chars.get(o.id)?.controller === active;
    return triggeredAbilities(
      view,
      pool,
      o.id,
      (t: Trigger) => t.kind === kind && (t.whose === 'each' || yours),
    );
  });
  return [...printed, ...keywords, ...delayed];
};
