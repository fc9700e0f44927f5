import type { CardPool } from '../../cards/pool.js';
import type { Characteristics } from '../../layers/result.js';
import { chain, ok, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import type { Resolving } from '../resolution/resolving.js';
import { instances, pending } from '../triggers/keyword-triggers.js';
import type { Pending } from '../triggers/triggers.js';
import { isCreature, type View, viewOf } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';

/**
 * CR 702.100a: "Evolve" means "Whenever a creature you control enters, if that creature's power
 * is greater than this creature's power and/or that creature's toughness is greater than this
 * creature's toughness, put a +1/+1 counter on this creature." Each instance triggers separately
 * (702.100d); a noncreature permanent has no power or toughness to be exceeded (702.100c).
 */

/** Whether `entered` is a creature with greater power and/or toughness than `evolving`, a creature (702.100a, c). */
const greater = (entered: Characteristics | undefined, evolving: Characteristics | undefined): boolean =>
  isCreature(entered) &&
  isCreature(evolving) &&
  ((entered?.power ?? 0) > (evolving?.power ?? 0) || (entered?.toughness ?? 0) > (evolving?.toughness ?? 0));

/** The evolve abilities that trigger as creatures enter, seen in `view`, the game as they entered (603.4: "if" checked then). */
export const evolveTriggers = (view: View, pool: CardPool, entered: readonly ObjectId[]): Pending[] =>
  entered.flatMap((e) => {
    const c = view.chars.get(e);
    if (!isCreature(c) || c?.zone !== 'battlefield') return [];
    return view.state.objects
      .filter((o) => view.chars.get(o.id)?.controller === c.controller && greater(c, view.chars.get(o.id)))
      .flatMap((o) =>
        instances(view, pool, o.id, 'Evolve').flatMap((inst) =>
          pending(
            view,
            o.id,
            inst,
            { kind: 'permanentEnters', filter: { types: ['Creature'], controller: 'you' } },
            '702.100a',
            { kind: 'evolve' },
            e,
          ),
        ),
      );
  });

/**
 * Evolve resolving (603.4): the comparison again, with both creatures as they are now, then the
 * counter; a creature that entered and has since left is compared as it last was on the
 * battlefield (608.2h, 702.100c).
 */
export const evolve = (state: GameState, r: Resolving): Result<Outcome> =>
  chain(viewOf(state, r.pool), (view) => {
    const id = r.source.object?.id;
    const self = id === undefined ? undefined : view.chars.get(id);
    if (id === undefined || self?.zone !== 'battlefield') return ok({ state, events: [] });
    const entered = r.action.triggerObject === undefined ? undefined : lastSeen(view, r.action.triggerObject);
    if (!greater(entered, self)) return ok({ state, events: [] });
    return putCounters(state, r.pool, id, '+1/+1', 1, '702.100a');
  });

/** CR 608.2h: a creature as it is on the battlefield, or as it last was there if it has left. */
const lastSeen = (view: View, id: ObjectId): Characteristics | undefined => {
  const c = view.chars.get(id);
  const known = view.objects.get(id)?.lastKnown;
  if (c?.zone === 'battlefield' || !c || !known) return c;
  return { ...c, zone: 'battlefield', types: known.types, power: known.power, toughness: known.toughness };
};
