import type { CardPool } from '../../cards/pool.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { blitzDiesTriggers } from '../casting/cast-options.js';
import { type Outcome, Sequence } from '../outcome.js';
import { counterCount, hasKeyword, isCreature, type View } from '../view.js';
import { changeCounters } from '../zones/counters.js';
import { moveObject } from '../zones/zones.js';
import { enterTriggers } from './enter-triggers.js';
import { resolveTriggers, triggeredAbilities } from './triggers.js';
import { watchersOf } from './watchers.js';

/**
 * What follows creatures dying (700.4: put into a graveyard from the battlefield), however
 * they died: destroyed (701.8a), sacrificed (701.21a), or put there by 704.5f. Their "when this
 * dies" abilities trigger, read from `before`, the game as they died (603.10a looks back in
 * time), and resolve at once with no stack yet. Then persist (702.79a) and undying (702.93a)
 * return a card under its owner's control with a counter if it had none of that kind; the
 * returned object is a new one (400.7), whose "when this enters" abilities trigger (603.6a).
 */
export const diesTriggers = (
  state: GameState,
  pool: CardPool,
  before: View,
  dying: readonly ObjectId[],
): Result<Outcome> => {
  const died = dying.filter((id) => state.objects.find((o) => o.id === id)?.zone === 'graveyard');
  const watching = watchersOf(before, pool, 'permanentDies', died);
  if (!watching.ok) return watching;
  const counted = countDeaths(state, before, died);
  const triggered = resolveTriggers(counted, pool, [
    ...died.flatMap((id) => {
      // CR 400.7e: the card it became in the graveyard as its dies abilities triggered.
      const card = state.objects.find((o) => o.id === id);
      const became = card && !card.token ? { zone: card.zone, timestamp: card.timestamp } : undefined;
      return triggeredAbilities(before, pool, id, (t) => t.kind === 'dies').map((p) =>
        became ? { ...p, became } : p,
      );
    }),
    ...watching.value,
    ...blitzDiesTriggers(before, pool, died),
  ]);
  if (!triggered.ok) return triggered;
  const run = new Sequence(counted).step(() => triggered.value);
  for (const id of died) {
    const was = before.objects.get(id);
    const c = before.chars.get(id);
    // A dies trigger may have moved the card on from the graveyard; then it is another object and stays (400.7).
    const now = run.state.objects.find((o) => o.id === id);
    const landed = state.objects.find((o) => o.id === id);
    if (!was || !c || was.token || now?.zone !== 'graveyard' || now.timestamp !== landed?.timestamp) continue;
    for (const [keyword, counter, rule] of [
      ['Persist', '-1/-1', '702.79a'],
      ['Undying', '+1/+1', '702.93a'],
    ] as const) {
      if (!hasKeyword(c, keyword) || counterCount(was, counter) > 0) continue;
      run.step((s) => moveObject(s, id, 'battlefield', rule, { controller: was.owner }));
      run.step((s) => changeCounters(s, id, counter, 1, rule));
      const entered = enterTriggers(run.state, pool, id);
      if (!entered.ok) return entered;
      run.step(() => entered.value);
      break;
    }
  }
  return ok(run.done());
};

/** CR 700.4: the creatures among those that died, as they were on the battlefield, counted for this turn (morbid). */
const countDeaths = (state: GameState, before: View, died: readonly ObjectId[]): GameState => {
  const creatures = died.filter((id) => {
    const c = before.chars.get(id);
    return c?.zone === 'battlefield' && isCreature(c);
  }).length;
  if (creatures === 0) return state;
  return { ...state, turn: { ...state.turn, creaturesDied: (state.turn.creaturesDied ?? 0) + creatures } };
};
