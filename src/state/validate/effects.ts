import { DELAYED_UNTIL, DURATIONS } from '../../effects/types.js';
import { DELAYED_EVENTS } from '../types.js';
import { whole } from './numbers.js';
import { broken, type Found, firstOf, playerRef, type Scope, top, within } from './problem.js';

/**
 * CR 611.2: the continuous effects of resolved spells and abilities: controlled by a player,
 * timestamped (613.7b), with a duration there is. Their source and the objects they are locked
 * to (611.2c) may have gone since; the effect goes on (113.7a).
 */
export const checkEffects = (scope: Scope): Found =>
  firstOf(scope.state.effects, (e, i) => {
    const at = within(top, 'effects', i);
    return (
      playerRef(scope, e.controller, at, 'controller') ??
      whole(e.timestamp, at, 'timestamp', 0) ??
      (DURATIONS.includes(e.duration)
        ? null
        : broken(`"${e.duration}" is not a duration`, at('duration'), '611.2'))
    );
  });

/** CR 603.7: delayed triggered abilities: waiting for an event there is, controlled by a player (603.7d-f). */
export const checkDelayed = (scope: Scope): Found =>
  firstOf(scope.state.delayed ?? [], (d, i) => {
    const at = within(top, 'delayed', i);
    return (
      (typeof d.at === 'string'
        ? DELAYED_EVENTS.includes(d.at)
          ? null
          : broken(`"${d.at}" is not an event a delayed trigger waits for`, at('at'), '603.7')
        : DELAYED_UNTIL.includes(d.at.until)
          ? null
          : broken(
              `"${d.at.until}" is not a duration a delayed trigger waits for`,
              at('at', 'until'),
              '603.7b',
            )) ??
      playerRef(scope, d.controller, at, 'controller') ??
      whole(d.timestamp, at, 'timestamp', 0) ??
      whole(d.ability, at, 'ability', 0)
    );
  });
