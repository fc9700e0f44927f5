import type { CardPool } from '../../cards/pool.js';
import { ok, type Result } from '../../result.js';
import type { ActiveEffect } from '../../state/types.js';
import type { Action } from '../action.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { resolveTriggers, triggeredAbilities } from '../triggers/triggers.js';
import { definedAbilities, isCreature, type View } from '../view.js';

const RULE = '702.122a';

/**
 * CR 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with total
 * power N or more: this Vehicle becomes an artifact creature until end of turn." Crewing is
 * not a {T} cost of the crew, so summoning-sick creatures may crew. Then "whenever this
 * crews a Vehicle" abilities of the crew trigger (resolved at once, with no stack yet).
 */
export const crew = (
  view: View,
  pool: CardPool,
  action: Extract<Action, { kind: 'crew' }>,
): Result<Outcome> => {
  const vehicle = view.chars.get(action.vehicle);
  const object = view.objects.get(action.vehicle);
  if (!vehicle || !object || vehicle.zone !== 'battlefield')
    return refuse(`${action.vehicle} is not a permanent`, '$.vehicle', RULE);
  const ability = definedAbilities(pool, object, vehicle).find(([, a]) => a.kind === 'crew')?.[1];
  if (ability?.kind !== 'crew') return refuse(`${action.vehicle} has no crew ability`, '$.vehicle', RULE);
  let power = 0;
  for (const [i, id] of action.crew.entries()) {
    const c = view.chars.get(id);
    const path = `$.crew[${i}]`;
    if (c?.zone !== 'battlefield' || !isCreature(c))
      return refuse(`${id} is not a creature on the battlefield`, path, RULE);
    if (id === action.vehicle)
      return refuse(`${id} can't crew itself: crew taps other creatures`, path, RULE);
    if (c.controller !== vehicle.controller)
      return refuse(`${id} is not controlled by ${vehicle.controller}`, path, RULE);
    if (view.objects.get(id)?.tapped) return refuse(`${id} is already tapped`, path, RULE);
    if (action.crew.indexOf(id) !== i) return refuse(`${id} is named twice`, path, RULE);
    power += c.power ?? 0;
  }
  if (power < ability.power)
    return refuse(`the crew's total power is ${power}, less than ${ability.power}`, '$.crew', RULE);
  const state = view.state;
  const effect: ActiveEffect = {
    id: `e${state.next.id}`,
    source: action.vehicle,
    sourceName: vehicle.name,
    controller: vehicle.controller,
    timestamp: state.next.timestamp,
    duration: 'endOfTurn',
    effect: { affects: {}, ops: [{ kind: 'setTypes', addTypes: ['Artifact', 'Creature'] }] },
    lockedTo: [action.vehicle],
  };
  const crewed = new Set(action.crew);
  const run = new Sequence({
    ...state,
    objects: state.objects.map((o) => (crewed.has(o.id) ? { ...o, tapped: true } : o)),
    effects: [...state.effects, effect],
    next: { id: state.next.id + 1, timestamp: state.next.timestamp + 1 },
  }).note(...action.crew.map((id) => ({ kind: 'tapped' as const, object: id, rule: '702.122a' })), {
    kind: 'crewed',
    vehicle: action.vehicle,
    crew: action.crew,
    rule: '702.122a',
  });
  // The crew's "whenever this crews a Vehicle" abilities, as the crew was when it crewed.
  const fired = resolveTriggers(
    run.state,
    pool,
    action.crew.flatMap((id) =>
      triggeredAbilities(view, pool, id, (t) => t.kind === 'crewsVehicle', action.vehicle),
    ),
  );
  if (!fired.ok) return fired;
  run.step(() => fired.value);
  return ok(run.done());
};
