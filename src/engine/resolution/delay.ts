import type { Instruction } from '../../effects/types.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { DelayedTrigger, GameState, ObjectId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { createDelayed, refersToTriggerObject } from '../triggers/delayed-triggers.js';
import { ABOUT_REMEMBERED } from '../triggers/delayed-watch.js';
import { creatorOf } from './created-trigger.js';
import { type Resolving, triggerObjectOf } from './resolving.js';

type Delayed = Extract<Instruction, { kind: 'delayed' }>;

/**
 * CR 608.2c: the object "it" / "that creature" names in the delayed ability: the resolving
 * one's first target still legal, the token the instruction before created, or else the
 * trigger's object; undefined where there is none (a target gone, 608.2b).
 */
const rememberedBy = (r: Resolving, i: Delayed): Result<ObjectId | undefined> => {
  switch (i.remembers) {
    case 'targets':
      return ok(r.targets[0]);
    case 'created':
      return ok(r.created?.[0]);
    default:
      return triggerObjectOf(r);
  }
};

/**
 * CR 603.7a: "[instruction] at the beginning of the next turn's upkeep (the next end step)":
 * resolving creates a delayed triggered ability, controlled by the resolving one's controller
 * (603.7d), that refers to its source as it is now (603.7c), and to the object "that creature"
 * or "it" names as it is now ("destroy that creature at end of combat", "exile it at the
 * beginning of the next end step").
 */
export const delay = (state: GameState, r: Resolving, i: Delayed): Result<Outcome> =>
  chain(creatorOf(r, 'delayed', '603.7c'), ({ object, text }) => {
    const trigger: DelayedTrigger = {
      at: i.at,
      object: object.id,
      timestamp: object.timestamp,
      ability: r.action.ability ?? 0,
      controller: r.action.controller,
      text,
      instructions: i.instructions,
      rule: '603.7a',
    };
    // CR 603.7b: "When that creature dies this turn" waits for that object's event, whatever it then does.
    const remembers =
      typeof i.at === 'string' ? refersToTriggerObject(i.instructions) : ABOUT_REMEMBERED.has(i.at.when.kind);
    if (!remembers) return ok(createDelayed(state, trigger));
    return map(rememberedBy(r, i), (that) => {
      const now = state.objects.find((o) => o.id === that);
      // A token that has ceased to exist (111.7) is no object the ability will find: it does nothing (603.7c).
      return createDelayed(
        state,
        now
          ? { ...trigger, triggerObject: { object: now.id, timestamp: now.timestamp } }
          : { ...trigger, instructions: [] },
      );
    });
  });
