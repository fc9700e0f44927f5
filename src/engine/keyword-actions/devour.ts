import { ok, type Result } from '../../result.js';
import type { EntryChoices, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { isCreature, type View } from '../view.js';
import { changeCounters } from '../zones/counters.js';
import { moveObject } from '../zones/zones.js';

/**
 * Devour N (CR 702.82a): "As this object enters, you may sacrifice any number of creatures. This
 * permanent enters with N +1/+1 counters on it for each creature sacrificed this way." The
 * creatures are the entering player's choice, given as the entry choice `devour`: creatures they
 * control on the battlefield. They are sacrificed before it enters, so it doesn't see them die.
 */

/** The devour keywords of the entering object, read off it as it is about to enter. */
const devourAmounts = (view: View, id: ObjectId): number[] =>
  view.chars.get(id)?.abilities.flatMap((a) => (a.keyword === 'Devour' ? [a.amount ?? 0] : [])) ?? [];

/** The creatures to sacrifice, checked: each a creature the entering player controls, once. */
export const checkDevour = (
  view: View,
  id: ObjectId,
  controller: PlayerId,
  choices: EntryChoices,
): Result<readonly ObjectId[]> => {
  const chosen = choices.devour ?? [];
  const amounts = devourAmounts(view, id);
  if (chosen.length > 0 && amounts.length === 0)
    return refuse(`${id} has no devour to sacrifice creatures for`, '$.choices.devour', '702.82a');
  // Each instance is a choice of its own (as 702.136b says of riot), which one list can't give.
  if (amounts.length > 1)
    return refuse(
      `${id} has several instances of devour, each chosen separately`,
      '$.choices.devour',
      '702.82a',
    );
  for (const [i, c] of chosen.entries()) {
    const chars = view.chars.get(c);
    const path = `$.choices.devour[${i}]`;
    if (c === id || chars?.zone !== 'battlefield' || !isCreature(chars))
      return refuse(`${c} is not a creature on the battlefield`, path, '702.82a');
    if (chars.controller !== controller)
      return refuse(`${c} is not controlled by ${controller}, who sacrifices it`, path, '701.21a');
    if (chosen.indexOf(c) !== i) return refuse(`${c} is named twice`, path, '702.82a');
  }
  return ok(chosen);
};

/** CR 701.21a: the devoured creatures go to their owners' graveyards, before the devourer enters. */
export const sacrificeDevoured = (state: GameState, devoured: readonly ObjectId[]): Outcome => {
  const run = new Sequence(state);
  for (const c of devoured) run.step((s) => moveObject(s, c, 'graveyard', '701.21a'));
  return run.done();
};

/**
 * Once it has entered: N +1/+1 counters for each creature devoured. The devoured creatures'
 * dies triggers look back to the game before they died (603.10a), which it wasn't in.
 */
export const afterDevour = (
  state: GameState,
  before: View,
  id: ObjectId,
  devoured: readonly ObjectId[],
): Outcome => {
  const [n] = devourAmounts(before, id);
  if (n === undefined || devoured.length === 0) return { state, events: [] };
  return changeCounters(state, id, '+1/+1', n * devoured.length, '702.82a');
};
