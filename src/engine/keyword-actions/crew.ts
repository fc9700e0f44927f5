import type { CardPool } from '../../cards/pool.js';
import type { Instruction } from '../../effects/types.js';
import { chain, type Result } from '../../result.js';
import type { AbilityOnStack } from '../../state/stack.js';
import type { GameState } from '../../state/types.js';
import type { Action } from '../action.js';
import { mayActivateAbilitiesOf } from '../casting/cant-activate.js';
import { type Outcome, refuse } from '../outcome.js';
import { holdsPriority } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { noteTriggers } from '../triggers/note.js';
import { abilitiesNow, isCreature, viewOf } from '../view.js';

const RULE = '702.122a';

/** "This Vehicle becomes an artifact creature until end of turn": the crew ability's effect. */
const BECOMES_CREATURE: Instruction = {
  kind: 'createEffect',
  on: 'self',
  duration: 'endOfTurn',
  effect: { affects: {}, ops: [{ kind: 'setTypes', addTypes: ['Artifact', 'Creature'] }] },
};

/**
 * CR 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with total
 * power N or more: this Vehicle becomes an artifact creature until end of turn.", an activated
 * ability its controller activates while they hold priority (117.1b). Tapping the crew is its
 * cost, so summoning-sick creatures may crew; each creature tapped crews the Vehicle (702.122b).
 * The ability goes on the stack.
 */
export const crew = (
  state: GameState,
  pool: CardPool,
  action: Extract<Action, { kind: 'crew' }>,
): Result<Outcome> => {
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const vehicle = view.value.chars.get(action.vehicle);
  const object = view.value.objects.get(action.vehicle);
  if (!vehicle || !object || vehicle.zone !== 'battlefield')
    return refuse(`${action.vehicle} is not a permanent`, '$.vehicle', RULE);
  const allowed = chain(holdsPriority(state, vehicle.controller, '$.vehicle'), () =>
    mayActivateAbilitiesOf(vehicle, '$.vehicle'),
  );
  if (!allowed.ok) return allowed;
  const found = abilitiesNow(pool, object, vehicle).find(([, a]) => a.kind === 'crew');
  const [number, ability] = found ?? [];
  if (number === undefined || ability?.kind !== 'crew')
    return refuse(`${action.vehicle} has no crew ability`, '$.vehicle', RULE);
  let power = 0;
  for (const [i, id] of action.crew.entries()) {
    const c = view.value.chars.get(id);
    const path = `$.crew[${i}]`;
    if (c?.zone !== 'battlefield' || !isCreature(c))
      return refuse(`${id} is not a creature on the battlefield`, path, RULE);
    if (id === action.vehicle)
      return refuse(`${id} can't crew itself: crew taps other creatures`, path, RULE);
    if (c.controller !== vehicle.controller)
      return refuse(`${id} is not controlled by ${vehicle.controller}`, path, RULE);
    if (view.value.objects.get(id)?.tapped) return refuse(`${id} is already tapped`, path, RULE);
    if (action.crew.indexOf(id) !== i) return refuse(`${id} is named twice`, path, RULE);
    power += c.power ?? 0;
  }
  if (power < ability.power)
    return refuse(`the crew's total power is ${power}, less than ${ability.power}`, '$.crew', RULE);
  const id = `a${state.next.id}`;
  const entry: AbilityOnStack = {
    kind: 'ability',
    id,
    source: action.vehicle,
    sourceName: vehicle.name,
    ability: number,
    def: { kind: 'activated', text: ability.text, cost: '', targets: null, instructions: [BECOMES_CREATURE] },
    controller: vehicle.controller,
    targets: [],
    rule: RULE,
    at: state.next.timestamp,
  };
  const crewed = new Set(action.crew);
  const paid: Outcome = {
    state: {
      ...state,
      objects: state.objects.map((o) => (crewed.has(o.id) ? { ...o, tapped: true } : o)),
      stack: [...state.stack, entry],
      next: { ...state.next, id: state.next.id + 1 },
    },
    events: [
      ...action.crew.map((c) => ({ kind: 'tapped' as const, object: c, rule: RULE })),
      { kind: 'crewed', vehicle: action.vehicle, crew: action.crew, rule: '702.122b' },
      { kind: 'putOnStack', object: id, source: action.vehicle, ability: number, rule: '602.2a' },
    ],
  };
  return chain(noteTriggers(state, paid, pool), (noted) => settle(state, noted, pool, vehicle.controller));
};
