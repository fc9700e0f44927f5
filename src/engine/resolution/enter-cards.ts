import { definitionOf } from '../../cards/token-card.js';
import { chain, err, ok, optional, type Result, rulesError } from '../../result.js';
import type { GameState, ObjectId, Unearthed } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { viewOf, withObject } from '../view.js';
import { enterBattlefield } from '../zones/enter.js';
import { enchantedAsEnters } from './aura-enters.js';
import type { Resolving } from './resolving.js';

/** A card the engine can't put onto the battlefield for an effect, with why, or null. */
const cannotEnter = (r: Resolving, state: GameState, id: ObjectId): string | null => {
  const object = state.objects.find((o) => o.id === id);
  const card = object ? definitionOf(r.pool, object) : undefined;
  if (card?.abilities.some((a) => a.kind === 'asEnters')) return 'its "as enters" choice (614.12)';
  return null;
};

/** How cards are put onto the battlefield by an effect. */
export interface Entering {
  /** CR 614.1d: "put it onto the battlefield tapped". */
  readonly tapped?: boolean;
  /** Under its owner's control rather than the ability's controller's (persist, 702.79a). */
  readonly underOwner?: boolean;
  /** With a counter of this kind on it (persist, 702.79a; undying, 702.93a). */
  readonly counter?: string;
  /** CR 702.84a: unearth returns them, as this says. */
  readonly unearthed?: Unearthed;
  /** CR 712.14a: "transformed": a double-faced card enters with its back face up; any other card stays where it is. */
  readonly transformed?: boolean;
}

/**
 * Puts cards onto the battlefield under the resolving ability's controller (or their owners),
 * one after another [tapped] (614.1d), each entering as `enterBattlefield` has it. A card whose
 * entering needs a choice nobody made here is refused.
 */
export const enterCards = (
  state: GameState,
  r: Resolving,
  ids: readonly ObjectId[],
  rule: string,
  how: Entering = {},
): Result<Outcome> => {
  const run = new Sequence(state);
  for (const id of ids) {
    const why = cannotEnter(r, run.state, id);
    if (why !== null)
      return err(rulesError('ERR_UNSUPPORTED', `${id} can't be put onto the battlefield here: ${why}`));
    const object = run.state.objects.find((o) => o.id === id);
    if (how.transformed && (object === undefined || definitionOf(r.pool, object)?.back === undefined))
      continue;
    const controller = how.underOwner && object !== undefined ? object.owner : r.action.controller;
    const host = enchantedAsEnters(run.state, r, id, controller);
    if (!host.ok) return host;
    // CR 303.4g: an Aura with nothing it could enchant stays where it is.
    if (host.value === null) continue;
    const entered = chain(viewOf(run.state, r.pool), (view) =>
      enterBattlefield(
        view,
        r.pool,
        { kind: 'putOntoBattlefield', object: id, controller },
        rule,
        how.tapped === true,
        how.unearthed,
        { backFace: how.transformed === true, ...optional('counter', how.counter) },
      ),
    );
    if (!entered.ok) return entered;
    run.step(() => entered.value);
    const to = host.value;
    if (to !== undefined)
      run.step((s) => ({
        state: withObject(s, id, (o) => ({ ...o, attachedTo: to })),
        events: [{ kind: 'attached', object: id, to, rule: '303.4f' }],
      }));
  }
  return ok(run.done());
};
