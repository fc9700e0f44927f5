import type { Instruction, Trigger } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { optional } from '../../result.js';
import type { DelayedEvent, DelayedTrigger, GameState, ObjectId } from '../../state/types.js';
import type { Step } from '../../state/vocabulary.js';
import type { Outcome } from '../outcome.js';
import type { View } from '../view.js';
import type { Pending } from './triggers.js';

/**
 * CR 603.7: delayed triggered abilities, kept in the state from their creation until their
 * event. Each triggers only once, the next time its event occurs (603.7b), and is then gone.
 */

/** The step each delayed event is the beginning of (603.7b: the next one; 511.2 "at end of combat"). */
export const DELAYED_AT: Readonly<Partial<Record<Step, DelayedEvent>>> = {
  upkeep: 'nextUpkeep',
  endCombat: 'endOfCombat',
  end: 'nextEndStep',
};

const DELAYED_TRIGGER: Readonly<Record<DelayedEvent, Trigger>> = {
  nextUpkeep: { kind: 'beginningOfUpkeep', whose: 'each' },
  nextEndStep: { kind: 'beginningOfEndStep', whose: 'each' },
  endOfCombat: { kind: 'endOfCombat' },
};

/** Whether the instructions act on the delayed ability's object: "sacrifice it", "return the exiled card". */
const refersToObject = (instructions: readonly Instruction[]): boolean =>
  instructionsIn(instructions).some((i) => i.kind === 'returnExiled' || ('on' in i && i.on === 'self'));

/** Whether the instructions act on the trigger's object: "destroy that creature at end of combat". */
export const refersToTriggerObject = (instructions: readonly Instruction[]): boolean =>
  instructionsIn(instructions).some((i) => 'on' in i && i.on === 'triggerObject');

/**
 * A delayed ability as a pending trigger. CR 603.7c: one whose object is no longer the object it
 * refers to (it changed zones and so has a new timestamp, 400.7) still triggers but does nothing
 * to it; `alsoActs` is the caller's own further test. "Draw a card" refers to no object.
 */
export const delayedPending = (
  d: DelayedTrigger,
  view: View,
  trigger: Trigger,
  alsoActs: boolean,
  rule: string,
  triggerObject: ObjectId | undefined,
): Pending => {
  const acts =
    alsoActs && (view.objects.get(d.object)?.timestamp === d.timestamp || !refersToObject(d.instructions));
  return {
    source: d.object,
    sourceName: view.chars.get(d.object)?.name ?? d.object,
    ability: d.ability,
    def: { kind: 'triggered', text: d.text, trigger, instructions: acts ? d.instructions : [] },
    controller: d.controller,
    rule,
    ...optional('triggerObject', triggerObject),
  };
};

/** CR 603.7a: a delayed triggered ability is created; it won't trigger on an event already past. */
export const createDelayed = (state: GameState, trigger: DelayedTrigger): Outcome => ({
  state: { ...state, delayed: [...(state.delayed ?? []), trigger] },
  events: [{ kind: 'delayedTriggerCreated', object: trigger.object, rule: trigger.rule }],
});

/**
 * The delayed abilities that trigger on `event`, as pending triggers, and the state without
 * them (603.7b). One whose object is no longer the object it refers to (it changed zones and so
 * has a new timestamp, 400.7) still triggers, but does nothing to it (603.7c); "draw a card"
 * refers to no object.
 */
export const triggerDelayed = (
  view: View,
  event: DelayedEvent,
): { readonly state: GameState; readonly triggered: readonly Pending[] } => {
  const all = view.state.delayed ?? [];
  const now = all.filter((d) => d.at === event);
  if (now.length === 0) return { state: view.state, triggered: [] };
  const rest = all.filter((d) => d.at !== event);
  const { delayed: _, ...without } = view.state;
  return {
    state: rest.length === 0 ? without : { ...without, delayed: rest },
    triggered: now.map((d): Pending => {
      // CR 603.7c: "that creature" must still be the trigger's object it remembers.
      const that = d.triggerObject;
      const thatStill = that === undefined || view.objects.get(that.object)?.timestamp === that.timestamp;
      return delayedPending(d, view, DELAYED_TRIGGER[event], thatStill, d.rule, that?.object);
    }),
  };
};
