import { map, ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { type Outcome, Sequence } from '../outcome.js';
import { hasRestriction } from '../view.js';
import { moveObject } from '../zones/zones.js';
import { type Resolving, triggerObjectOf } from './resolving.js';

/**
 * CR 701.6a: counter each target spell or ability (legal still, 608.2b), or the one its trigger
 * event is about (ward, 702.21a): it leaves the stack without resolving, and a spell's card goes
 * to its owner's graveyard; no cost is refunded (701.6b). A spell that "can't be countered"
 * stays (101.2: "can't" wins), and so does its card; one no longer on the stack is left alone.
 */
export const counter = (state: GameState, r: Resolving, on: 'targets' | 'triggerObject'): Result<Outcome> => {
  const countered = on === 'targets' ? ok(r.targets) : map(triggerObjectOf(r), (id) => [id]);
  if (!countered.ok) return countered;
  const run = new Sequence(state);
  for (const id of countered.value) {
    const entry = run.state.stack.find((s) => s.id === id);
    if (!entry) continue;
    if (entry.kind === 'spell' && hasRestriction(r.seen.get(id), 'cantBeCountered')) continue;
    const by = r.source.object?.id ?? r.source.name;
    run.step((s) => {
      const off: GameState = { ...s, stack: s.stack.filter((o) => o.id !== id) };
      const countered: GameEvent = { kind: 'countered', object: id, by, rule: '701.6a' };
      if (entry.kind === 'ability') return { state: off, events: [countered] };
      const moved = moveObject(off, id, 'graveyard', '701.6a');
      return { state: moved.state, events: [countered, ...moved.events] };
    });
  }
  return ok(run.done());
};
