import type { CardPool } from '../../cards/pool.js';
import { ABILITY_ZONES } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { chain, map, ok, optional, type Result } from '../../result.js';
import type { Answers } from '../../state/answers.js';
import type { AbilityOnStack, ActivatedDef } from '../../state/stack.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { ninjutsuAttacks } from '../keyword-actions/ninjutsu.js';
import { type Outcome, refuse, Sequence, unsupportedAbility } from '../outcome.js';
import { type Announced, checkAnnounced } from '../resolution/announce.js';
import { holdsPriority } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { noteTriggers } from '../triggers/note.js';
import { abilitiesNow, type View, viewOf, withObject } from '../view.js';
import { withinLimits } from './activation-window.js';
import { mayActivateAbilitiesOf } from './cant-activate.js';
import type { CostChoices } from './chosen-costs.js';
import { activateManaAbility, isManaAbility } from './mana-abilities.js';
import { isLoyaltyCost, payCost } from './pay-cost.js';
import { keepSacrificed } from './sacrificed.js';
import { activateSources, manaPartOf, type Sources } from './sources.js';
import { abilityPurpose } from './spend-purpose.js';

/**
 * CR 602: activate an object's ability, by its controller while they hold priority (117.1b):
 * what is announced with it (its modes, X and targets, 602.2b) and the objects its cost names.
 */
export interface ActivateAction extends Answers {
  readonly kind: 'activate';
  readonly object: ObjectId;
  /**
   * The player who activates it, while holding priority; absent is the object's controller.
   * Another player only for an ability that says "Any player may activate this ability" (602.2).
   */
  readonly player?: PlayerId;
  /** Its number among the object's abilities (printed first, then granted ones). */
  readonly ability: number;
  readonly targets?: readonly string[];
  /** The objects its cost sacrifices, discards, taps, exiles or returns, by verb (CR 601.2h, 602.2b). */
  readonly costs?: CostChoices;
  /** CR 602.2b, 601.2g: mana abilities activated to pay its mana cost, in order; `auto` for the engine's exact choice. */
  readonly sources?: Sources;
}

/**
 * CR 602.2: activating an ability puts it on the stack (602.2a) with what was announced
 * (602.2b), once its total cost is paid (602.2h); what paying it triggered goes on the stack
 * above it (603.3), and its controller receives priority again (117.3c). A mana ability doesn't
 * use the stack: it resolves at once (605.3b). The ability resolves even if its source has left
 * the battlefield since, with the source's last known information (113.7a, 608.2h).
 */
export const activate = (state: GameState, pool: CardPool, action: ActivateAction): Result<Outcome> =>
  chain(activationOf(state, pool, action), (found) =>
    chain(activationTargets(found, pool, action), (targets) =>
      isManaAbility(found.ability)
        ? chain(
            activateManaAbility(found.view, pool, { ...action }, found.player, '$', action.costs),
            (done) => settle(state, done, pool, found.player),
          )
        : activationPaid(state, pool, action, found, targets),
    ),
  );

/**
 * An activation up to its targets (CR 602.2b): the ability, and the player allowed to activate
 * it now. None of it reads the targets, so `legalActions` checks many sets of targets against one.
 */
export interface Activation {
  readonly view: View;
  readonly object: GameObject;
  readonly c: Characteristics;
  readonly ability: ActivatedDef;
  readonly player: PlayerId;
}

export const activationOf = (
  state: GameState,
  pool: CardPool,
  action: ActivateAction,
): Result<Activation> => {
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const object = view.value.objects.get(action.object);
  const c = view.value.chars.get(action.object);
  if (!object || !c || !ACTIVATION_ZONES.has(c.zone))
    return refuse(`${action.object} is not a permanent`, '$.object', '602.2');
  const player = action.player ?? c.controller;
  const allowed = chain(
    holdsPriority(state, player, action.player === undefined ? '$.object' : '$.player'),
    () => mayActivateAbilitiesOf(c, '$.object'),
  );
  if (!allowed.ok) return allowed;
  const ability = abilitiesNow(pool, object, c).find(([i]) => i === action.ability)?.[1];
  if (ability?.kind === 'unsupported') return unsupportedAbility(c.name, ability, '$.ability');
  if (ability === undefined || ability.kind !== 'activated')
    return refuse(
      `${action.object} has no activated ability number ${action.ability} now`,
      '$.ability',
      '602.1',
    );
  if (player !== c.controller && !ability.anyPlayer)
    return refuse(
      `only ${c.controller}, who controls ${action.object}, may activate its ability ${action.ability}`,
      '$.player',
      '602.2',
    );
  const found = { view: view.value, object, c, ability, player };
  // CR 605.3a: a mana ability is activated whenever its controller has priority or is asked to pay.
  if (isManaAbility(ability)) return ok(found);
  const allowedNow = chain(activationZone(ability, c.zone), () =>
    chain(mayActivate(state, ability, action, player), () =>
      withinLimits(state, pool, ability, { source: action.object, controller: player }),
    ),
  );
  return map(allowedNow, () => found);
};

/** CR 602.2b: the modes and targets announced, each checked; a mana ability has none (605.1a). */
export const activationTargets = (
  found: Activation,
  pool: CardPool,
  action: ActivateAction,
): Result<Announced> => {
  const { view, object, c, ability, player } = found;
  if (isManaAbility(ability))
    // CR 605.1a: a mana ability doesn't target; targets announced for one are refused, never ignored.
    return (action.targets ?? []).length > 0
      ? refuse(
          `${action.object}'s ability ${action.ability} is a mana ability: it has no targets`,
          '$.targets',
          '605.1a',
        )
      : ok({ targets: [] });
  const source = { object, name: c.name, abilities: [ability], spell: false };
  return checkAnnounced(view, pool, source, ability.targets, ability.instructions, {
    ...action,
    controller: player,
  });
};

/** CR 602.2b, 601.2g-h: the cost paid, the ability put on the stack (602.2a); then 117.3c, 117.5. */
const activationPaid = (
  state: GameState,
  pool: CardPool,
  action: ActivateAction,
  found: Activation,
  targets: Announced,
): Result<Outcome> => {
  const { c, ability, player } = found;
  const mana = action.sources === 'auto' ? manaPartOf(ability.cost) : ok([]);
  const tapped = chain(mana, (mana) =>
    activateSources(state, pool, player, action.sources, {
      costs: [mana],
      purpose: abilityPurpose(c),
      variables: { X: action.x ?? 0 },
      ...optional('keep', action.costs?.tap),
    }),
  );
  if (!tapped.ok) return tapped;
  const paid = chain(viewOf(tapped.value.state, pool), (afterMana) =>
    payCost(
      afterMana,
      { object: action.object, controller: player, x: action.x ?? 0 },
      ability.cost,
      ability.extraCosts ?? [],
      { pool, ...optional('choices', action.costs) },
    ),
  );
  if (!paid.ok) return paid;
  const entry = {
    ...onStack(state, action, ability, c.name, player, targets),
    ...ninjutsuAttacks(state, ability.instructions, action.costs?.returnToHand),
  };
  const run = new Sequence(paid.value.state).note(...paid.value.events).step((s) => ({
    state: {
      ...markActivated(s, action, ability),
      stack: [...s.stack, entry],
      next: { ...s.next, id: s.next.id + 1 },
    },
    events: [
      {
        kind: 'putOnStack',
        object: entry.id,
        source: action.object,
        ability: action.ability,
        rule: '602.2a',
      },
    ],
  }));
  return chain(noteTriggers(tapped.value.state, run.done(), pool), (noted) =>
    settle(
      state,
      {
        state: keepSacrificed(noted.state, entry.id, action.costs),
        events: [...tapped.value.events, ...noted.events],
      },
      pool,
      player,
    ),
  );
};

/** CR 602.2a-b: the ability on the stack: its text, controller, targets, division and announced answers. */
const onStack = (
  state: GameState,
  action: ActivateAction,
  def: ActivatedDef,
  sourceName: string,
  controller: PlayerId,
  announced: Announced,
): AbilityOnStack => ({
  kind: 'ability',
  id: `a${state.next.id}`,
  source: action.object,
  sourceName,
  ability: action.ability,
  def,
  controller,
  rule: '602.2a',
  at: state.next.timestamp,
  ...optional('x', action.x),
  ...optional('modes', action.modes),
  ...optional('mana', action.mana),
  ...optional('may', action.may),
  ...optional('decisions', action.decisions),
  ...announced,
});

/** The zones whose objects' abilities may be activated: permanents', and those of 113.6b. */
const ACTIVATION_ZONES: ReadonlySet<string> = new Set<string>(['battlefield', ...ABILITY_ZONES]);

/**
 * CR 602.2, 113.6b, 113.6m: an ability of a permanent is activated on the battlefield; one that
 * functions only from a hand or a graveyard (cycling, 702.29a; unearth, 702.84a) there and
 * nowhere else.
 */
const activationZone = (ability: ActivatedDef, zone: string): Result<true> => {
  if (ability.zone !== undefined)
    return zone === ability.zone
      ? ok(true)
      : refuse(`this ability functions only while its card is in a ${ability.zone}`, '$.ability', '113.6m');
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
  ability: ActivatedDef,
  action: ActivateAction,
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
const markActivated = (state: GameState, action: ActivateAction, ability: ActivatedDef): GameState => {
  if (!ability.oncePerTurn && ability.maxPerTurn === undefined) return state;
  const counted = ability.maxPerTurn !== undefined;
  return withObject(state, action.object, (o) => {
    if (o.zone !== 'battlefield') return o;
    const key = String(action.ability);
    const activatedTurn = { ...o.activatedTurn, [key]: state.turn.number };
    if (!counted) return { ...o, activatedTurn };
    const before = o.activatedTurn?.[key] === state.turn.number ? (o.activatedCount?.[key] ?? 1) : 0;
    return { ...o, activatedTurn, activatedCount: { ...o.activatedCount, [key]: before + 1 } };
  });
};

/**
 * CR 307.1, 602.5d, 606.3: "as a sorcery" is during a main phase of the controller's own turn
 * with the stack empty. The once-a-turn limit of loyalty abilities (606.3) is checked as the
 * loyalty cost is paid.
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
  if (state.stack.length > 0) return refuse('only while the stack is empty', '$.ability', rule);
  return ok(true);
};
