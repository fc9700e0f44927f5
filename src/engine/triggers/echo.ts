import type { Trigger } from '../../effects/types.js';
import type { GameObject, GameState, PlayerId } from '../../state/types.js';
import { latestTurnOf } from '../turn/sickness.js';

/**
 * Echo's intervening "if" (CR 702.30a, 603.4): "if this permanent came under your control since
 * the beginning of your last upkeep". Control is kept by turn (302.6), and turns go round the
 * players in order (101.4, no extra turns), so the controller's last upkeep began in the turn one
 * round before their latest one; coming under control at any point of that turn counts, since
 * nothing can happen in its untap step before the upkeep (502.4).
 */
export const cameUnderControlSinceLastUpkeep = (
  state: GameState,
  object: GameObject,
  controller: PlayerId,
): boolean => object.controlledSince >= latestTurnOf(state, controller) - state.players.length;

/** Whether a trigger's intervening "if" holds for this object (603.4); true for a trigger without one. */
export const interveningIfHolds = (
  state: GameState,
  trigger: Trigger,
  object: GameObject | null | undefined,
  controller: PlayerId,
): boolean =>
  trigger.kind !== 'beginningOfUpkeep' ||
  trigger.sinceLastUpkeep !== true ||
  (object?.zone === 'battlefield' && cameUnderControlSinceLastUpkeep(state, object, controller));
