import type { Duration } from '../effects/types.js';
import type { ActiveEffect, GameState, ObjectId, PlayerId } from '../state/types.js';
import type { GameEvent } from './events.js';
import type { Outcome } from './outcome.js';
import type { View } from './view.js';

/** Durations that last while their source is on the battlefield, and end as it leaves (611.2b, 400.7). */
export const SOURCE_BOUND: ReadonlySet<Duration> = new Set([
  'untilLeavesBattlefield',
  'whileSourceTapped',
  'whileYouControlSource',
  'whileYouControlSourceTapped',
]);

/**
 * CR 611.2b: whether a "for as long as" duration holds now for an effect of `controller` from
 * `source`: that source on the battlefield, and tapped or controlled by that player as it says.
 * Any other duration holds here: it ends at its own moment.
 */
export const durationHolds = (
  view: View,
  duration: Duration,
  source: ObjectId,
  controller: PlayerId,
): boolean => {
  if (!SOURCE_BOUND.has(duration)) return true;
  const c = view.chars.get(source);
  if (c?.zone !== 'battlefield') return false;
  const tapped = view.objects.get(source)?.tapped === true;
  const controlled = c.controller === controller;
  switch (duration) {
    case 'whileSourceTapped':
      return tapped;
    case 'whileYouControlSource':
      return controlled;
    case 'whileYouControlSourceTapped':
      return tapped && controlled;
    default:
      return true;
  }
};

/** Those that can stop holding with the source still there; leaving ends all of them (zones.ts). */
const lapsed = (view: View, e: ActiveEffect): boolean =>
  e.duration !== 'untilLeavesBattlefield' &&
  SOURCE_BOUND.has(e.duration) &&
  !durationHolds(view, e.duration, e.source, e.controller);

/**
 * CR 611.2b: "for as long as" effects whose duration has stopped holding end, and don't begin
 * again if it holds once more: [this] untapped, or you no longer control it. Read each time a
 * player would receive priority (117.5), which comes before anything reads the effect again.
 */
export const endLapsed = (view: View): Outcome => {
  const state: GameState = view.state;
  if (!state.effects.some((e) => lapsed(view, e))) return { state, events: [] };
  const events: GameEvent[] = [];
  const effects = state.effects.filter((e) => {
    if (!lapsed(view, e)) return true;
    events.push({ kind: 'effectEnded', effect: e.id, rule: '611.2b' });
    return false;
  });
  return { state: { ...state, effects }, events };
};
