import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef } from '../../effects/types.js';
import { chain, err, map, optional, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { holdsPriority } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { noteTriggers } from '../triggers/note.js';
import { definedAbilities, type View, viewOf, withObject } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';
import type { CostChoices } from './chosen-costs.js';
import { payCost } from './pay-cost.js';

/** CR 116.2b, 702.37e: turn a face-down permanent its controller controls face up. */
export interface TurnFaceUpAction {
  readonly kind: 'turnFaceUp';
  readonly object: ObjectId;
  /** The objects its morph cost discards, sacrifices or returns, by verb ("Morph—Discard a card", 601.2h). */
  readonly costs?: CostChoices;
  /** CR 107.3d: the X of a morph cost with `{X}`, chosen just before it is paid; 0 if not given. */
  readonly x?: number;
}

type Morph = Extract<AbilityDef, { kind: 'morph' }>;

/**
 * The morph ability the permanent would have if it were face up (702.37e): read through the
 * layers with it face up, so a face-down copy has the copied card's (708.10).
 */
const morphIfFaceUp = (view: View, pool: CardPool, id: ObjectId): Result<Morph | null> =>
  map(
    viewOf(
      withObject(view.state, id, (o) => ({ ...o, faceDown: false })),
      pool,
    ),
    (faceUp) => {
      const object = faceUp.objects.get(id);
      const c = faceUp.chars.get(id);
      if (!object || !c) return null;
      const found = definedAbilities(pool, object, c).find(([, a]) => a.kind === 'morph')?.[1];
      return found?.kind === 'morph' ? found : null;
    },
  );

/**
 * CR 116.2b, 702.37e: any time they have priority, a player may turn a face-down permanent they
 * control with a morph ability face up, a special action that doesn't use the stack: its morph
 * cost is paid, then it is turned face up and regains its normal characteristics (708.8). It is
 * the same object: its counters, damage, status and effects on it stay, and it has been under
 * its controller's control as long as before (302.6). Abilities about entering don't trigger
 * (708.8); those about being turned face up do. Megamorph puts a +1/+1 counter on it as it is
 * turned face up (702.37b).
 */
export const turnFaceUp = (state: GameState, pool: CardPool, action: TurnFaceUpAction): Result<Outcome> => {
  const seen = viewOf(state, pool);
  if (!seen.ok) return seen;
  const view = seen.value;
  const c = view.chars.get(action.object);
  if (c?.zone !== 'battlefield') return refuse(`${action.object} is not a permanent`, '$.object', '702.37e');
  if (!c.faceDown) return refuse(`${action.object} is already face up`, '$.object', '702.37e');
  const morph = chain(holdsPriority(state, c.controller, '$.object'), () =>
    morphIfFaceUp(view, pool, action.object),
  );
  if (!morph.ok) return morph;
  if (morph.value === null)
    return refuse(
      `${action.object} would have no morph cost if it were face up, so it can't be turned face up this way`,
      '$.object',
      '702.37e',
    );
  const ability = morph.value;
  const paid = payCost(
    view,
    { object: action.object, controller: c.controller, x: action.x ?? 0, special: true },
    ability.cost,
    ability.extraCosts ?? [],
    { pool, ...optional('choices', action.costs) },
  );
  // CR 118.3: a cost can't be paid without the resources for it, and then it isn't turned face up.
  if (!paid.ok) return paid.error.code === 'ERR_UNPAYABLE' ? err({ ...paid.error, rule: '118.3' }) : paid;
  const run = new Sequence(paid.value.state).note(...paid.value.events).step((s) => ({
    state: withObject(s, action.object, (o) => ({ ...o, faceDown: false })),
    events: [{ kind: 'turnedFaceUp', object: action.object, rule: '702.37e', ...optional('x', action.x) }],
  }));
  // CR 702.37b: "As this permanent is turned face up, put a +1/+1 counter on it if its megamorph cost was paid".
  if (ability.megamorph) run.attempt((s) => putCounters(s, pool, action.object, '+1/+1', 1, '702.37b'));
  // CR 116.2b, 117.3c: a special action doesn't use the stack; its player receives priority again.
  return chain(run.result(), (done) =>
    chain(noteTriggers(state, done, pool), (noted) => settle(state, noted, pool, c.controller)),
  );
};
