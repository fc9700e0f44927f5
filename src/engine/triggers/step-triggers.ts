import type { CardPool } from '../../cards/pool.js';
import type { StepOwner, Trigger } from '../../effects/types.js';
import type { PlayerId } from '../../state/types.js';
import type { Step } from '../../state/vocabulary.js';
import { unearthTriggers } from '../keyword-actions/unearth.js';
import { monarchEndStep } from '../monarch/monarch-triggers.js';
import type { Outcome } from '../outcome.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';
import { upkeepKeywordTriggers } from './upkeep-keywords.js';

/** What a step did, and the abilities that triggered in it, to resolve after state-based actions (117.5). */
export interface Stepped extends Outcome {
  readonly triggered: readonly Pending[];
}

/** The steps and phases whose beginning triggers "at the beginning of" abilities (603.2b), and whether each does. */
const STEP_TRIGGERS: Readonly<Partial<Record<Step, (t: Trigger) => boolean>>> = {
  upkeep: (t) => t.kind === 'beginningOfUpkeep',
  draw: (t) => t.kind === 'beginningOfDrawStep',
  main1: (t) => t.kind === 'beginningOfMainPhase' && t.phase === 'precombat',
  beginCombat: (t) => t.kind === 'beginningOfCombat',
  // CR 511.2: "at end of combat", as the end of combat step begins, in every turn.
  endCombat: (t) => t.kind === 'endOfCombat',
  main2: (t) => t.kind === 'beginningOfMainPhase' && t.phase === 'postcombat',
  end: (t) => t.kind === 'beginningOfEndStep',
};

/**
 * Whether a step trigger sees the active player's step, seen from its controller, or from the
 * controller of the permanent its source is attached to (`host`, 303.4) (603.2b); one with no
 * owner sees each.
 */
const sees = (
  whose: StepOwner | undefined,
  controller: PlayerId | undefined,
  host: PlayerId | undefined,
  active: PlayerId,
): boolean => {
  switch (whose) {
    case undefined:
    case 'each':
      return true;
    case 'you':
      return controller === active;
    case 'opponents':
      return controller !== active;
    case 'attachedController':
      return host === active;
  }
};

/**
 * CR 503.1a, 504.2, 505.1a, 513.1a, 603.2b: as a step or phase begins, "at the beginning of your
 * upkeep (draw step, precombat main phase, end step)" abilities of permanents the active player
 * controls trigger, "of each upkeep / of the end step" ones of every permanent, "of each
 * opponent's upkeep" ones of permanents the other players control, and "of the upkeep of
 * enchanted creature's controller" ones of Auras on the active player's permanents; so do "at the beginning of
 * combat on your turn / of each combat", and "at end of combat" ones (511.2). The active player is "that player" (603.2c). `view` is
 * the game as it began.
 */
export const beginningOfStep = (view: View, pool: CardPool, step: Step): Pending[] => {
  const matches = STEP_TRIGGERS[step];
  if (!matches) return [];
  const active = view.state.turn.active;
  // CR 702.32a: fading triggers at the beginning of its controller's upkeep.
  const keywords = step === 'upkeep' ? upkeepKeywordTriggers(view, pool) : [];
  // CR 702.84a: unearth's delayed trigger, at the beginning of the next end step.
  const delayed = step === 'end' ? unearthTriggers(view) : [];
  // CR 724.2: the monarch's inherent "at the beginning of the monarch's end step".
  const inherent = step === 'end' ? monarchEndStep(view) : [];
  const printed = view.state.objects.flatMap((o) => {
    const controller = view.chars.get(o.id)?.controller;
    const host = o.attachedTo === null ? undefined : view.chars.get(o.attachedTo)?.controller;
    return triggeredAbilities(
      view,
      pool,
      o.id,
      (t: Trigger) => matches(t) && sees('whose' in t ? t.whose : undefined, controller, host, active),
    ).map((p) => ({ ...p, triggerPlayer: active }));
  });
  return [...printed, ...keywords, ...delayed, ...inherent];
};
