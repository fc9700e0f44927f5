import { definitionOf } from '../../cards/token-card.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { GameState, ObjectId, Unearthed } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { viewOf } from '../view.js';
import { enterBattlefield } from '../zones/enter.js';
import type { Resolving } from './resolving.js';

/** A card the engine can't put onto the battlefield for an effect, with why, or null. */
const cannotEnter = (r: Resolving, state: GameState, id: ObjectId): string | null => {
  const object = state.objects.find((o) => o.id === id);
  const card = object ? definitionOf(r.pool, object) : undefined;
  if (card?.data.subtypes.includes('Aura'))
    return 'an Aura put onto the battlefield needs an object to enchant (303.4f)';
  if (card?.abilities.some((a) => a.kind === 'asEnters')) return 'its "as enters" choice (614.12)';
  return null;
};

/**
 * Puts cards onto the battlefield under the resolving ability's controller, one after another
 * [tapped] (614.1d), each entering as `enterBattlefield` has it: counters, then its "when this
 * enters" abilities. A card whose entering needs a choice nobody made here is refused.
 */
export const enterCards = (
  state: GameState,
  r: Resolving,
  ids: readonly ObjectId[],
  rule: string,
  tapped: boolean,
  /** CR 702.84a: unearth returns them, as this says. */
  unearthed?: Unearthed,
): Result<Outcome> => {
  const run = new Sequence(state);
  for (const id of ids) {
    const why = cannotEnter(r, run.state, id);
    if (why !== null)
      return err(rulesError('ERR_UNSUPPORTED', `${id} can't be put onto the battlefield here: ${why}`));
    const view = viewOf(run.state, r.pool);
    if (!view.ok) return view;
    const entered = enterBattlefield(
      view.value,
      r.pool,
      { kind: 'putOntoBattlefield', object: id, controller: r.action.controller },
      rule,
      tapped,
      unearthed,
    );
    if (!entered.ok) return entered;
    run.step(() => entered.value);
  }
  return ok(run.done());
};
