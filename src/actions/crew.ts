import type { CardPool } from '../cards/pool.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { ActiveEffect } from '../state/types.js';
import type { Action } from './action.js';
import { type Outcome, Sequence } from './outcome.js';
import { resolve } from './resolve.js';
import { isCreature, type View } from './view.js';

const refuse = (message: string, path: string, rule = '702.122a'): Result<never> =>
  err(rulesError('ERR_ACTION', message, { path, rule }));

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
    return refuse(`${action.vehicle} is not a permanent`, '$.vehicle');
  const report = vehicle.abilities.find((a) => a.kind === 'crew');
  const ability = pool.get(object.card)?.abilities.find((a) => a.kind === 'crew' && a.text === report?.text);
  if (!report || ability?.kind !== 'crew')
    return refuse(`${action.vehicle} has no crew ability`, '$.vehicle');
  let power = 0;
  for (const [i, id] of action.crew.entries()) {
    const c = view.chars.get(id);
    const path = `$.crew[${i}]`;
    if (c?.zone !== 'battlefield' || !isCreature(c))
      return refuse(`${id} is not a creature on the battlefield`, path);
    if (id === action.vehicle) return refuse(`${id} can't crew itself: crew taps other creatures`, path);
    if (c.controller !== vehicle.controller)
      return refuse(`${id} is not controlled by ${vehicle.controller}`, path);
    if (view.objects.get(id)?.tapped) return refuse(`${id} is already tapped`, path);
    if (action.crew.indexOf(id) !== i) return refuse(`${id} is named twice`, path);
    power += c.power ?? 0;
  }
  if (power < ability.power)
    return refuse(`the crew's total power is ${power}, less than ${ability.power}`, '$.crew');
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
  for (const id of action.crew) {
    const crewCard = pool.get(view.objects.get(id)?.card ?? '');
    for (const [index, a] of (crewCard?.abilities ?? []).entries()) {
      if (a.kind !== 'triggered' || a.trigger.kind !== 'crewsVehicle') continue;
      if (!view.chars.get(id)?.abilities.some((r) => r.text === a.text)) continue;
      const resolved = resolve(run.state, pool, {
        kind: 'resolve',
        source: id,
        ability: index,
        controller: view.chars.get(id)?.controller ?? vehicle.controller,
        triggerObject: action.vehicle,
      });
      if (!resolved.ok) return resolved;
      run.step(() => resolved.value);
    }
  }
  return ok(run.done());
};
