import type { Filter, Instruction } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { makeManaPool, parseManaPool } from '../../mana/pool.js';
import { all, chain, err, map, ok, type Result, rulesError } from '../../result.js';
import { sameObject } from '../../state/identity.js';
import type { GameObject, GameState, ObjectId } from '../../state/types.js';
import { dealDamage, gainLife } from '../damage/damage.js';
import { changeLife } from '../life.js';
import { needAnswer, type Outcome, refuse, Sequence } from '../outcome.js';
import { hasKeyword, isCreature, viewOf } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';
import { addRegenerationShield, destroy } from '../zones/destroy.js';
import { changePlayerCounters } from '../zones/player-counters.js';
import { attachedToSource } from './attached-source.js';
import { damageSource } from './damage-source.js';
import { selfObjects } from './left-source.js';
import { offeredMana } from './offered-mana.js';
import { opponents, players, playersOf } from './players.js';
import { amountOf, controllerSeen, type Resolving, triggerObjectOf } from './resolving.js';
import { resolvingSelectorOf, selectorOf } from './selector.js';

/** One-shot instructions of a resolving spell or ability (CR 608.2c-d, 610.1), in the order given. */

type Of<K extends Instruction['kind']> = Extract<Instruction, { kind: K }>;

const onBattlefield = (state: GameState, id: ObjectId): boolean =>
  state.objects.some((o) => o.id === id && o.zone === 'battlefield');

/**
 * The objects an instruction acts on: its targets, its source (or the card it became, 400.7e),
 * what its source is attached to, or what its filter matches now (608.2h).
 */
export const objectsFor = (
  state: GameState,
  r: Resolving,
  on: 'targets' | 'self' | 'attachedTo' | 'filter' | 'triggerObject' | 'created',
  filter: Filter | undefined,
  kind: Instruction['kind'],
): Result<readonly ObjectId[]> => {
  switch (on) {
    case 'targets': {
      const player = r.targets.find((t) => state.players.some((p) => p.id === t));
      if (player !== undefined)
        return err(
          rulesError('ERR_UNSUPPORTED', `${r.source.name}: a "${kind}" instruction on a player (${player})`, {
            path: '$.targets',
          }),
        );
      // A target that has left the battlefield since it was checked is not acted on (608.2b).
      return ok(r.targets.filter((t) => onBattlefield(state, t)));
    }
    case 'self':
      return ok(selfObjects(state, r.source, kind));
    case 'attachedTo':
      return ok(attachedToSource(state, r));
    // CR 603.2, 608.2c: "that creature", the trigger's object, acted on while it is still on the
    // battlefield as the object it was (400.7: one that left and came back is a new object).
    case 'triggerObject':
      return map(triggerObjectOf(r), (id) =>
        state.objects.some((o) => o.id === id && o.zone === 'battlefield' && sameObject(o, r.source.at))
          ? [id]
          : [],
      );
    // CR 608.2c: "it" after "create a token": the token, while it is on the battlefield.
    case 'created':
      return ok((r.created ?? []).filter((id) => onBattlefield(state, id)));
    case 'filter':
      if (filter === undefined)
        return err(
          rulesError(
            'ERR_UNSUPPORTED',
            `${r.source.name}: a "${kind}" instruction on "filter" needs a filter`,
          ),
        );
      return selectObjects(state, r.pool, filter, resolvingSelectorOf(state, r));
  }
};

/**
 * CR 120.2-120.3: the source deals the amount to each recipient at once, its characteristics
 * read as it resolves: its targets, each opponent of its controller (102.2), each creature
 * on the battlefield (other than the source), or its controller.
 */
export const dealDamageTo = (state: GameState, r: Resolving, i: Of<'dealDamage'>): Result<Outcome> => {
  const amount = amountOf(i.amount, r, state);
  if (!amount.ok) return amount;
  const source = damageSource(state, r);
  if (!source.ok) return source;
  const view = viewOf(state, r.pool);
  if (!view.ok) return view;
  // "each creature defending player controls": only the creatures that filter describes (109.4).
  const only =
    i.only === undefined
      ? ok(null)
      : selectObjects(state, r.pool, i.only, selectorOf(state, r.seen, r.source, r.action));
  if (!only.ok) return only;
  const creatures = (other: boolean): string[] =>
    [...view.value.chars.values()]
      .filter((c) => c.zone === 'battlefield' && isCreature(c) && !(other && c.id === r.source.object?.id))
      .filter((c) => only.value === null || only.value.includes(c.id))
      .map((c) => c.id);
  const to = ((): readonly string[] => {
    switch (i.to) {
      case 'targets':
        return r.targets;
      case 'eachOpponent':
        return opponents(state, r.action.controller);
      case 'eachCreature':
        return creatures(false);
      case 'eachOtherCreature':
        return creatures(true);
      case 'eachCreatureWithoutFlying':
      case 'eachCreatureWithFlying':
        // CR 613.1f: flying as it has it now, as the ability resolves (608.2h).
        return creatures(false).filter(
          (id) => hasKeyword(view.value.chars.get(id), 'Flying') === (i.to === 'eachCreatureWithFlying'),
        );
      case 'eachCreatureAndPlayer':
        return [...creatures(false), ...players(state)];
      case 'eachPlayer':
        return players(state);
      case 'you':
        return [r.action.controller];
      case 'triggerPlayer':
        return playersOf(state, r, 'triggerPlayer');
    }
  })();
  const recipients = to.map((id) => ({ to: id, amount: amount.value }));
  return ok(dealDamage(state, source.value, recipients, false, view.value.chars));
};

/**
 * CR 119.3: its controller, each opponent, each target player, each player, "that player" or the defending player loses life; losing 0 life
 * is no event (as gaining 0 is none, 119.10).
 */
export const loseLifeOf = (state: GameState, r: Resolving, i: Of<'loseLife'>): Result<Outcome> => {
  const amount = amountOf(i.amount, r, state);
  if (!amount.ok) return amount;
  if (amount.value === 0) return ok({ state, events: [] });
  const losers = playersOf(state, r, i.who);
  const lost: Outcome = {
    state: losers.reduce((s, player) => changeLife(s, player, -amount.value), state),
    events: losers.map((player) => ({ kind: 'lifeLost', player, amount: amount.value, rule: '119.3' })),
  };
  // CR 702.101a: the total each player lost, gained by the controller after the loss (119.3).
  const total = i.youGainTotal ? amount.value * losers.length : 0;
  if (total === 0) return ok(lost);
  const gained = gainLife(lost.state, r.action.controller, total, '702.101a');
  return ok({ state: gained.state, events: [...lost.events, ...gained.events] });
};

/** CR 701.8a: destroy each object at once; "can't be regenerated" sets its shields aside (701.19c). */
export const destroyAll = (state: GameState, r: Resolving, i: Of<'destroy'>): Result<Outcome> =>
  chain(objectsFor(state, r, i.on, i.filter, i.kind), (ids) =>
    map(viewOf(state, r.pool), (view) => {
      const run = new Sequence(state);
      for (const id of ids) {
        const chars = view.chars.get(id);
        run.step((s) => destroy(s, id, chars, { rule: '701.8a', noRegeneration: i.noRegeneration === true }));
      }
      return run.done();
    }),
  );

/**
 * Counters put on (`sign` 1) or removed from (-1) each permanent; a removal takes what there is
 * (122.1), and a negative amount is zero (107.1b).
 */
const countersOnEach = (
  state: GameState,
  r: Resolving,
  i: Of<'addCounters'> | Of<'removeCounters'>,
  sign: 1 | -1,
): Result<Outcome> =>
  chain(amountOf(i.amount, r, state), (amount) =>
    chain(objectsFor(state, r, i.on, i.filter, i.kind), (ids) => {
      const run = new Sequence(state);
      for (const id of ids)
        run.attempt((s) => putCounters(s, r.pool, id, i.counter, sign * Math.max(0, amount), '122.1'));
      return run.result();
    }),
  );

/** CR 122.1, 122.6: put counters on each permanent. */
export const addCounters = (state: GameState, r: Resolving, i: Of<'addCounters'>): Result<Outcome> =>
  countersOnEach(state, r, i, 1);

/** CR 122.1: remove counters from each permanent, as many as it has at most. */
export const removeCounters = (state: GameState, r: Resolving, i: Of<'removeCounters'>): Result<Outcome> =>
  countersOnEach(state, r, i, -1);

/**
 * CR 119.3: the controller gains life, or for "Its controller gains" the controller of its target
 * as the resolution began, its last known information once exiled (608.2h, Swords to
 * Plowshares); with no target chosen ("up to one") no one does. Gaining 0 is no event (119.10).
 */
export const gainLifeOf = (state: GameState, r: Resolving, i: Of<'gainLife'>): Result<Outcome> => {
  const gainer =
    i.who === 'targetsController' ? controllerSeen(state, r, r.targets[0] ?? '') : r.action.controller;
  return map(amountOf(i.amount, r, state), (amount) =>
    amount === 0 || gainer === undefined ? { state, events: [] } : gainLife(state, gainer, amount, '119.3'),
  );
};

/** CR 122.1: the controller gets counters, "you get {E}{E}" (107.14); getting none is no event. */
export const getCounters = (state: GameState, r: Resolving, i: Of<'getCounters'>): Result<Outcome> =>
  map(amountOf(i.amount, r, state), (amount) =>
    changePlayerCounters(state, r.action.controller, i.counter, Math.max(0, amount), '122.1'),
  );

/** CR 701.19a: a regeneration shield on each permanent named; one that has left is not regenerated. */
export const regenerate = (state: GameState, r: Resolving, i: Of<'regenerate'>): Result<Outcome> =>
  map(objectsFor(state, r, i.on, undefined, i.kind), (ids) => {
    const run = new Sequence(state);
    for (const id of ids) run.step((s) => addRegenerationShield(s, id));
    return run.done();
  });

/**
 * CR 608.2d: the mana an `addMana` instruction adds. A list is a choice its controller
 * announces as it resolves, one of those offered and no other; a choice where none is offered
 * is refused too, rather than ignored.
 */
export const manaChosen = (
  i: Of<'addMana'>,
  chosen: string | undefined,
  source: GameObject | null,
): Result<string> => {
  const offered = offeredMana(i, source);
  if (typeof offered === 'string')
    return chosen === undefined
      ? ok(offered)
      : refuse(`adding ${offered} offers no choice of mana`, '$.mana', '608.2d');
  if (offered.length === 0)
    return refuse(
      'its source chose no colour as it entered, so it adds no mana of the chosen color',
      '$',
      '614.12',
    );
  const options = offered.join(', ');
  if (chosen === undefined)
    return needAnswer(`choose the mana to add: one of ${options}`, '$.mana', '608.2d', {
      kind: 'mana',
      options: offered,
    });
  if (!offered.includes(chosen))
    return refuse(`${chosen} is not one of the options, ${options}`, '$.mana', '608.2d');
  return ok(chosen);
};

/**
 * CR 608.2d: checks the mana chosen for an ability before anything happens, so that an illegal
 * choice leaves the game as it was; an ability adding no mana offers no choice. A choice not
 * given is asked for as it resolves.
 */
export const checkManaChoiceGiven = (
  instructions: readonly Instruction[],
  chosen: string | undefined,
  source: GameObject | null,
): Result<true> => {
  if (chosen === undefined) return ok(true);
  const adds = instructions.filter((i): i is Of<'addMana'> => i.kind === 'addMana');
  if (adds.length === 0)
    return refuse(`the ability adds no mana, so there is no mana to choose`, '$.mana', '608.2d');
  return map(
    all(adds, (i) => manaChosen(i, chosen, source)),
    () => true,
  );
};

/**
 * CR 106.3, 605: add mana to the controller's pool, `times` times (fixed as it resolves,
 * 611.2d), the mana chosen where the instruction offers a choice (608.2d). Mana from a snow
 * source is snow mana (106.3, 107.4h); mana the ability restricts carries its restriction
 * into the pool (106.6), where only payments it allows may spend it.
 */
export const addMana = (state: GameState, r: Resolving, i: Of<'addMana'>): Result<Outcome> => {
  const mana = manaChosen(i, r.action.mana, r.source.object);
  if (!mana.ok) return mana;
  const units = parseManaPool(mana.value);
  if (!units.ok)
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        `${r.source.name}: adding "${mana.value}" is not supported: ${units.error.message}`,
      ),
    );
  const times = i.times === undefined ? ok(1) : amountOf(i.times, r, state);
  if (!times.ok) return times;
  const snow = r.source.object ? r.seen.get(r.source.object.id)?.supertypes.includes('Snow') : false;
  const snowy = snow ? units.value.map((u) => ({ ...u, snow: true })) : units.value;
  const restriction = i.spendOnly;
  const once = restriction === undefined ? snowy : snowy.map((u) => ({ ...u, restrictions: [restriction] }));
  const added = Array.from({ length: times.value }, () => once).flat();
  const controller = r.action.controller;
  // The event writes snow mana as a pool does, {S:G}, so that it can be told from other mana (107.4h).
  return map(snow ? makeManaPool(snowy) : mana, (text) => ({
    state: {
      ...state,
      players: state.players.map((p) =>
        p.id === controller ? { ...p, manaPool: [...p.manaPool, ...added] } : p,
      ),
    },
    events: [
      {
        kind: 'manaAdded',
        player: controller,
        mana: text,
        times: times.value,
        rule: '106.4',
      },
    ],
  }));
};
