import type { ActiveEffect, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';

/**
 * CR 502.3, 611.2a: "doesn't untap during its controller's next untap step" has kept each object
 * it is locked to from untapping once that object's controller's untap step has passed (whoever
 * controls it then, after control-changing effects), so it lets go of those objects there and
 * ends with the last of them. `view` is the game as the untap step began.
 */
export const afterUntapStep = (
  effects: readonly ActiveEffect[],
  view: View,
  active: PlayerId,
  events: GameEvent[],
): ActiveEffect[] =>
  effects.flatMap((e) => {
    if (e.duration !== 'untilNextUntapStep' || e.lockedTo === null) return [e];
    const left = e.lockedTo.filter((id) => view.chars.get(id)?.controller !== active);
    if (left.length === e.lockedTo.length) return [e];
    if (left.length > 0) return [{ ...e, lockedTo: left }];
    events.push({ kind: 'effectEnded', effect: e.id, rule: '611.2a' });
    return [];
  });
