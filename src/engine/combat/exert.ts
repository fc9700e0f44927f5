import { appendAll } from '../../lists.js';
import { restrictionOp } from '../../oracle/grammar/this-turn.js';
import { ok, type Result } from '../../result.js';
import type { ActiveEffect, Attacker, GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { type Outcome, refuse } from '../outcome.js';
import type { View } from '../view.js';
import { withActiveEffect } from '../view.js';

/**
 * CR 701.43a: an exerted permanent doesn't untap during its controller's next untap step: an
 * effect locked to it until that step has passed (next-untap.ts), of the permanent itself.
 */
const notUntappingNext = (
  state: GameState,
  id: ObjectId,
  name: string,
  controller: PlayerId,
): ActiveEffect => ({
  id: `e${state.next.id}`,
  source: id,
  sourceName: name,
  controller,
  timestamp: state.next.timestamp,
  duration: 'untilNextUntapStep',
  effect: {
    affects: {},
    ops: [restrictionOp("doesn't untap during its controller's next untap step", { kind: 'doesntUntap' })],
  },
  lockedTo: [id],
});

/**
 * CR 701.43a: `controller` exerts the permanent `id` (named `name`): the effect, and the event
 * that "When you do" and "Whenever you exert a creature" trigger on (exert-triggers.ts).
 */
export const exert = (state: GameState, id: ObjectId, name: string, controller: PlayerId): Outcome => {
  const effect = notUntappingNext(state, id, name, controller);
  return {
    state: withActiveEffect(state, effect),
    events: [
      { kind: 'effectCreated', effect: effect.id, source: name, objects: [id], rule: '701.43a' },
      { kind: 'exerted', object: id, rule: '701.43a' },
    ],
  };
};

/**
 * CR 508.1g, 701.43d: "You may exert [this creature] as it attacks" is an optional cost to attack,
 * which the active player chooses to pay as attackers are declared: only for a creature declared
 * as an attacker that has the ability, once. Exerting it is the event its linked "When you do"
 * ability triggers on (603.12, 607.2h).
 */
export const exertAttackers = (
  view: View,
  state: GameState,
  attackers: readonly Attacker[],
  exerting: readonly ObjectId[],
): Result<Outcome> => {
  let next = state;
  const events: GameEvent[] = [];
  for (const [i, id] of exerting.entries()) {
    const at = `$.exert[${i}]`;
    const c = view.chars.get(id);
    if (!attackers.some((a) => a.id === id))
      return refuse(`${id} is not declared as an attacker, so it isn't exerted as it attacks`, at, '701.43d');
    if (!c?.abilities.some((a) => a.kind === 'exert'))
      return refuse(`${id} has no "You may exert [it] as it attacks" ability`, at, '701.43d');
    if (exerting.indexOf(id) !== i) return refuse(`${id} is exerted twice`, at, '508.1g');
    const done = exert(next, id, c.name, c.controller);
    next = done.state;
    appendAll(events, done.events);
  }
  return ok({ state: next, events });
};
