import type { CardPool } from '../cards/pool.js';
import { ok, type Result } from '../result.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { Action } from './action.js';
import { type Outcome, refuse } from './outcome.js';
import { isLoyaltyCost, payCost } from './pay-cost.js';
import { resolve } from './resolve.js';
import type { View } from './view.js';
import { definedAbilities } from './view.js';

type Activate = Extract<Action, { kind: 'activate' }>;

/**
 * CR 602.2: activate an ability of a permanent: check when it may be activated, pay its cost
 * (pay-cost.ts), then, with no stack yet, resolve it at once.
 */
export const activate = (view: View, pool: CardPool, action: Activate): Result<Outcome> => {
  const object = view.objects.get(action.object);
  const c = view.chars.get(action.object);
  if (!object || !c || c.zone !== 'battlefield')
    return refuse(`${action.object} is not a permanent`, '$.object', '602.2');
  const ability = definedAbilities(pool, object, c).find(([i]) => i === action.ability)?.[1];
  if (ability?.kind !== 'activated')
    return refuse(
      `${action.object} has no activated ability number ${action.ability} now`,
      '$.ability',
      '602.1',
    );
  const loyalty = isLoyaltyCost(ability.cost);
  if (loyalty || ability.timing === 'sorcery') {
    const timing = sorceryTiming(view.state, c.controller, loyalty ? '606.3' : '602.5d');
    if (!timing.ok) return timing;
  }
  const paid = payCost(
    view,
    { object: action.object, controller: c.controller, x: action.x ?? 0 },
    ability.cost,
    ability.extraCosts ?? [],
  );
  if (!paid.ok) return paid;
  const resolved = resolve(paid.value.state, pool, {
    kind: 'resolve',
    source: action.object,
    ability: action.ability,
    controller: c.controller,
    ...(action.targets === undefined ? {} : { targets: action.targets }),
    ...(action.x === undefined ? {} : { x: action.x }),
  });
  if (!resolved.ok) return resolved;
  return ok({ state: resolved.value.state, events: [...paid.value.events, ...resolved.value.events] });
};

/**
 * CR 307.1, 602.5d, 606.3: "as a sorcery" is during a main phase of the controller's own turn
 * with the stack empty; with no stack yet, it always is. The once-a-turn limit of loyalty
 * abilities (606.3) is checked as the loyalty cost is paid.
 */
const sorceryTiming = (state: GameState, controller: PlayerId, rule: string): Result<true> => {
  if (state.turn.active !== controller)
    return refuse(
      `only during ${controller}'s own turn, and it is ${state.turn.active}'s`,
      '$.ability',
      rule,
    );
  if (state.turn.step !== 'main1' && state.turn.step !== 'main2')
    return refuse(`only during a main phase, not ${state.turn.step}`, '$.ability', rule);
  return ok(true);
};
