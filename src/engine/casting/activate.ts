import type { CardPool } from '../../cards/pool.js';
import { ABILITY_ZONES, type AbilityDef } from '../../effects/types.js';
import { ok, type Result } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { Action } from '../action.js';
import { type Outcome, refuse } from '../outcome.js';
import { allInstructions, checkMayAnswer } from '../resolution/choices.js';
import { checkManaChoice } from '../resolution/instructions.js';
import { checkModes } from '../resolution/modes.js';
import { resolveSource } from '../resolution/resolve.js';
import { diesTriggers } from '../triggers/dies.js';
import type { View } from '../view.js';
import { definedAbilities, viewOf, withObject } from '../view.js';
import { withinLimits } from './activation-window.js';
import { withPriority } from './cast-timing.js';
import { isLoyaltyCost, payCost } from './pay-cost.js';

type Activate = Extract<Action, { kind: 'activate' }>;
type Activated = Extract<AbilityDef, { kind: 'activated' }>;

/**
 * CR 602.2: activate an ability of a permanent: check when it may be activated (602.5), pay
 * its cost (pay-cost.ts), then, with no stack yet, resolve it at once.
 */
export const activate = (view: View, pool: CardPool, action: Activate): Result<Outcome> => {
  const object = view.objects.get(action.object);
  const c = view.chars.get(action.object);
  if (!object || !c || !ACTIVATION_ZONES.has(c.zone))
    return refuse(`${action.object} is not a permanent`, '$.object', '602.2');
  const ability = definedAbilities(pool, object, c).find(([i]) => i === action.ability)?.[1];
  if (ability?.kind !== 'activated')
    return refuse(
      `${action.object} has no activated ability number ${action.ability} now`,
      '$.ability',
      '602.1',
    );
  const where = activationZone(view.state, ability, c.zone);
  if (!where.ok) return where;
  const allowed = mayActivate(view.state, ability, action, c.controller);
  if (!allowed.ok) return allowed;
  const limited = withinLimits(view.state, pool, ability, {
    source: action.object,
    controller: c.controller,
  });
  if (!limited.ok) return limited;
  const chosen = checkManaChoice(allInstructions(ability.instructions), action.mana);
  if (!chosen.ok) return chosen;
  const answered = checkMayAnswer(ability.instructions, action.may);
  if (!answered.ok) return answered;
  const moded = checkModes(ability.instructions, action.modes);
  if (!moded.ok) return moded;
  const paid = payCost(
    view,
    { object: action.object, controller: c.controller, x: action.x ?? 0 },
    ability.cost,
    ability.extraCosts ?? [],
    { pool, ...(action.costs === undefined ? {} : { choices: action.costs }) },
  );
  if (!paid.ok) return paid;
  const marked =
    ability.oncePerTurn || ability.maxPerTurn !== undefined
      ? markActivated(paid.value.state, action, ability.maxPerTurn !== undefined)
      : paid.value.state;
  // CR 603.2, 603.3: a permanent sacrificed for the cost dies then; its dies triggers go on the
  // stack above the ability, so they resolve first.
  // Creatures sacrificed for a chosen cost die alike (701.21a, 700.4); a card activated from a
  // hand or a graveyard (cycling, 702.29a; unearth, 702.84a) is no permanent and does not die.
  const died = diesTriggers(marked, pool, view, [
    ...(c.zone === 'battlefield' ? [action.object] : []),
    ...(action.costs?.sacrifice ?? []),
  ]);
  if (!died.ok) return died;
  const after = viewOf(died.value.state, pool);
  if (!after.ok) return after;
  // CR 602.2, 113.7a: the ability resolves even if its source has left the battlefield, using
  // the source's last known information (608.2h) from before the cost was paid.
  // A permanent that persist or undying returned is a new object (400.7), not the source.
  const gone = paid.value.state.objects.find((o) => o.id === action.object)?.zone !== 'battlefield';
  const chars = gone ? new Map([...after.value.chars, [action.object, c]]) : after.value.chars;
  // CR 608.2b, 400.7: a target that left the battlefield for the cost is no longer the object
  // targeted; the last known information above is the source's, never a target's.
  if (gone && action.targets?.includes(action.object))
    return refuse(
      `${action.object} left the battlefield to pay the cost, so it is no longer a legal target`,
      '$.targets',
      '608.2b',
    );
  const resolved = resolveSource(
    { ...after.value, chars },
    pool,
    {
      object: after.value.objects.get(action.object) ?? object,
      name: c.name,
      abilities: [ability],
      spell: false,
    },
    {
      kind: 'resolve',
      source: action.object,
      ability: action.ability,
      controller: c.controller,
      ...(action.targets === undefined ? {} : { targets: action.targets }),
      ...(action.x === undefined ? {} : { x: action.x }),
      ...(action.mana === undefined ? {} : { mana: action.mana }),
      ...(action.may === undefined ? {} : { may: action.may }),
      ...(action.modes === undefined ? {} : { modes: action.modes }),
      ...(action.decisions === undefined ? {} : { decisions: action.decisions }),
    },
  );
  if (!resolved.ok) return resolved;
  return ok({
    state: resolved.value.state,
    events: [...paid.value.events, ...died.value.events, ...resolved.value.events],
  });
};

/** The zones whose objects' abilities may be activated: permanents', and those of 113.6b. */
const ACTIVATION_ZONES: ReadonlySet<string> = new Set<string>(['battlefield', ...ABILITY_ZONES]);

/**
 * CR 602.2, 113.6b, 113.6m: an ability of a permanent is activated on the battlefield; one that
 * functions only from a hand or a graveyard (cycling, 702.29a; unearth, 702.84a) there and
 * nowhere else, while its owner could have priority (502.4, 514.3).
 */
const activationZone = (state: GameState, ability: Activated, zone: string): Result<true> => {
  if (ability.zone !== undefined) {
    if (zone !== ability.zone)
      return refuse(
        `this ability functions only while its card is in a ${ability.zone}`,
        '$.ability',
        '113.6m',
      );
    return withPriority(state);
  }
  return zone === 'battlefield'
    ? ok(true)
    : refuse("only a permanent's abilities are activated here", '$.object', '602.2');
};

/**
 * CR 602.5b, 602.5d, 606.3: restrictions on when an ability may be activated: loyalty
 * abilities and "Activate only as a sorcery" at sorcery speed, "only during your turn", and
 * "only once each turn", which stays with the object whoever controls it (602.5b).
 */
const mayActivate = (
  state: GameState,
  ability: Activated,
  action: Activate,
  controller: PlayerId,
): Result<true> => {
  const loyalty = isLoyaltyCost(ability.cost);
  if (loyalty || ability.timing === 'sorcery') {
    const timing = sorceryTiming(state, controller, loyalty ? '606.3' : '602.5d');
    if (!timing.ok) return timing;
  }
  if (ability.timing === 'yourTurn' && state.turn.active !== controller)
    return refuse(
      `only during ${controller}'s own turn, and it is ${state.turn.active}'s`,
      '$.ability',
      '602.5b',
    );
  const object = state.objects.find((o) => o.id === action.object);
  if (ability.oncePerTurn && object?.activatedTurn?.[String(action.ability)] === state.turn.number)
    return refuse(
      `ability ${action.ability} of ${action.object} has already been activated this turn, and only once each turn is allowed`,
      '$.ability',
      '602.5b',
    );
  // A record from before activatedCount was kept counts as one activation.
  const times =
    object?.activatedTurn?.[String(action.ability)] === state.turn.number
      ? (object.activatedCount?.[String(action.ability)] ?? 1)
      : 0;
  if (ability.maxPerTurn !== undefined && times >= ability.maxPerTurn)
    return refuse(
      `ability ${action.ability} of ${action.object} has been activated ${times} times this turn, and no more than ${ability.maxPerTurn} are allowed`,
      '$.ability',
      '602.5b',
    );
  return ok(true);
};

/**
 * Records the turn in which a limited ability was activated, and how many times in that turn
 * (602.5b); a permanent that left for the cost is a new object (400.7) with no such record.
 */
const markActivated = (state: GameState, action: Activate, counted: boolean): GameState =>
  withObject(state, action.object, (o) => {
    if (o.zone !== 'battlefield') return o;
    const key = String(action.ability);
    const activatedTurn = { ...o.activatedTurn, [key]: state.turn.number };
    if (!counted) return { ...o, activatedTurn };
    const before = o.activatedTurn?.[key] === state.turn.number ? (o.activatedCount?.[key] ?? 1) : 0;
    return { ...o, activatedTurn, activatedCount: { ...o.activatedCount, [key]: before + 1 } };
  });

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
