import type { CardPool } from '../../cards/pool.js';
import { appendAll } from '../../lists.js';
import { map, type Result } from '../../result.js';
import type { DayNight, GameState, Turn } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { transform } from '../keyword-actions/transform.js';
import type { Outcome } from '../outcome.js';
import { hasKeyword, type View, viewOf } from '../view.js';

const becomes = (state: GameState, dayNight: DayNight, rule: string): Outcome => ({
  state: { ...state, dayNight },
  events: [{ kind: 'becameDayNight', dayNight, rule }],
});

/**
 * CR 730.2: as the second part of the untap step, the turn that ended is checked: day becomes
 * night if its active player cast no spells in it (730.2a), night becomes day if they cast two
 * or more (730.2b); with neither, nothing happens (730.2c).
 */
const checkDayNight = (state: GameState, ended: Turn): Outcome => {
  const cast = ended.spellsCast?.[ended.active] ?? 0;
  if (state.dayNight === 'day' && cast === 0) return becomes(state, 'night', '730.2a');
  if (state.dayNight === 'night' && cast >= 2) return becomes(state, 'day', '730.2b');
  return { state, events: [] };
};

/**
 * What daybound and nightbound do at any time (they are not state-based actions, 702.145c): with
 * neither day nor night, a daybound permanent makes it day (702.145d), else a nightbound one makes
 * it night (702.145g); then at night each daybound permanent with its front face up transforms
 * (702.145b-c), and by day each nightbound one with its back face up (702.145e-f). The state
 * itself when nothing applies.
 */
export const bindDayNight = (view: View, pool: CardPool): Outcome => {
  const permanents = view.state.objects.filter((o) => o.zone === 'battlefield');
  const daybound = permanents.filter((o) => hasKeyword(view.chars.get(o.id), 'Daybound'));
  const nightbound = permanents.filter((o) => hasKeyword(view.chars.get(o.id), 'Nightbound'));
  const designated: Outcome =
    view.state.dayNight !== undefined
      ? { state: view.state, events: [] }
      : daybound.length > 0
        ? becomes(view.state, 'day', '702.145d')
        : nightbound.length > 0
          ? becomes(view.state, 'night', '702.145g')
          : { state: view.state, events: [] };
  const night = designated.state.dayNight === 'night';
  const turning = night
    ? daybound.filter((o) => !o.backFace).map((o) => [o, '702.145c'] as const)
    : designated.state.dayNight === 'day'
      ? nightbound.filter((o) => o.backFace).map((o) => [o, '702.145f'] as const)
      : [];
  const events: GameEvent[] = [...designated.events];
  let state = designated.state;
  for (const [object, rule] of turning) {
    const turned = transform(state, pool, object, rule);
    state = turned.state;
    appendAll(events, turned.events);
  }
  return events.length === 0 ? { state: view.state, events } : { state, events };
};

/**
 * The untap step's second part (730.2), and what daybound and nightbound permanents do as it
 * becomes day or night (702.145b, 702.145e), before the upkeep begins.
 */
export const dayNightStep = (untapped: Outcome, ended: Turn, pool: CardPool): Result<Outcome> => {
  const checked = checkDayNight(untapped.state, ended);
  return map(viewOf(checked.state, pool), (view) => {
    const bound = bindDayNight(view, pool);
    return { state: bound.state, events: [...untapped.events, ...checked.events, ...bound.events] };
  });
};
