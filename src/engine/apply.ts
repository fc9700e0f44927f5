import type { CardPool } from '../cards/pool.js';
import { nonIntegerRule } from '../numbers/integers.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { ActiveEffect, GameState, ObjectId } from '../state/types.js';
import type { Action } from './action.js';
import { activate } from './casting/activate.js';
import { cast } from './casting/cast.js';
import { turnFaceUp } from './casting/turn-face-up.js';
import { type DamageAssignment, dealDamage } from './damage/damage.js';
import { crew } from './keyword-actions/crew.js';
import type { Outcome } from './outcome.js';
import { resolveIn } from './resolution/resolve.js';
import { checkStateBasedActions } from './state-based/state-based.js';
import { declareAttackersAndTrigger, declareBlockersAndTrigger } from './triggers/combat-triggers.js';
import { afterDamage } from './triggers/damage-triggers.js';
import { diesTriggers } from './triggers/dies.js';
import { followChanges } from './turn/sickness.js';
import { advance } from './turn/turn.js';
import { isDamageable, type View, viewOf } from './view.js';
import { attachObject } from './zones/attach.js';
import { changeCounters } from './zones/counters.js';
import { addRegenerationShield } from './zones/destroy.js';
import { enterBattlefield } from './zones/enter.js';
import { moveObject } from './zones/zones.js';

/**
 * Applies one action: the new state and the events that happened, each citing its rule,
 * with state-based actions checked to a fixed point afterwards (704.3); or an error citing
 * the rule that forbids the action, with the state unchanged. Never changes `state`.
 */
export const apply = (state: GameState, pool: CardPool, action: Action): Result<Outcome> => {
  const before = viewOf(state, pool);
  if (!before.ok) return before;
  const done = perform(before.value, pool, action);
  if (!done.ok) return done;
  const settled = checkStateBasedActions(done.value.state, pool);
  if (!settled.ok) return settled;
  // `advance` follows changes step by step, each in the turn it happened in (302.6).
  const followed =
    action.kind === 'advance'
      ? { state: settled.value.state, events: [] }
      : followChanges(before.value, settled.value.view);
  return ok({
    state: followed.state,
    events: [...done.value.events, ...settled.value.events, ...followed.events],
  });
};

const missing = (id: string, path: string): Result<never> =>
  err(rulesError('ERR_ACTION', `no object has id "${id}"`, { path }));

const perform = (view: View, pool: CardPool, action: Action): Result<Outcome> => {
  const { state } = view;
  switch (action.kind) {
    case 'resolve':
      return resolveIn(view, pool, action);
    case 'activate':
      return activate(view, pool, action);
    case 'cast':
      return cast(view, pool, action);
    case 'putOntoBattlefield':
      return enterBattlefield(view, pool, action);
    case 'move': {
      const object = view.objects.get(action.object);
      if (!object) return missing(action.object, '$.object');
      const moved = moveObject(state, action.object, action.to, '400.7');
      // CR 700.4: put into a graveyard from the battlefield, it dies.
      if (object.zone !== 'battlefield' || action.to !== 'graveyard') return ok(moved);
      const died = diesTriggers(moved.state, pool, view, [action.object]);
      return died.ok
        ? ok({ state: died.value.state, events: [...moved.events, ...died.value.events] })
        : died;
    }
    case 'counters': {
      if (!view.objects.has(action.object)) return missing(action.object, '$.object');
      // CR 107.1a: counters come in whole numbers.
      const rule = nonIntegerRule(action.amount);
      if (rule !== null)
        return err(
          rulesError('ERR_NUMBER', `${action.amount} is not a whole number of counters`, {
            path: '$.amount',
            rule,
          }),
        );
      return ok(
        changeCounters(
          state,
          action.object,
          action.counter,
          action.amount,
          action.amount > 0 ? '122.1' : '122.8',
        ),
      );
    }
    case 'damage': {
      const source = view.chars.get(action.source);
      if (!source) return missing(action.source, '$.source');
      for (const [i, a] of action.to.entries()) {
        const refused = damageRecipient(view, a, `$.to[${i}]`);
        if (refused) return refused;
      }
      // CR 702.15b, 119.9: lifelink's life gain triggers "whenever you gain life".
      return afterDamage(view, dealDamage(state, source, action.to, false, view.chars), pool);
    }
    case 'attach':
      return attach(view, action.object, action.to);
    case 'changeControl':
      return changeControl(view, action);
    case 'crew':
      return crew(view, pool, action);
    case 'turnFaceUp':
      return turnFaceUp(view, pool, action);
    case 'regenerate':
      if (view.chars.get(action.object)?.zone !== 'battlefield')
        return err(
          rulesError('ERR_ACTION', `${action.object} is not a permanent`, {
            path: '$.object',
            rule: '701.19a',
          }),
        );
      return ok(addRegenerationShield(state, action.object));
    case 'declareAttackers':
      return declareAttackersAndTrigger(view, pool, action.attackers);
    case 'declareBlockers':
      return declareBlockersAndTrigger(view, pool, action.blockers);
    case 'advance':
      return advance(view, pool, action.to, action.damage ?? {}, action.keepTapped ?? []);
  }
};

/**
 * Why damage can't be dealt to this recipient, or null: it must be a player, or a battle,
 * creature or planeswalker on the battlefield (120.1, 120.1a), and the amount a whole number
 * (107.1a), not negative (107.1b).
 */
const damageRecipient = (view: View, a: DamageAssignment, path: string): Result<never> | null => {
  const rule = nonIntegerRule(a.amount) ?? (a.amount < 0 ? '107.1b' : null);
  if (rule !== null)
    return err(
      rulesError('ERR_NUMBER', `${a.amount} is not an amount of damage that can be dealt`, {
        path: `${path}.amount`,
        rule,
      }),
    );
  if (view.state.players.some((p) => p.id === a.to)) return null;
  const c = view.chars.get(a.to);
  if (!c) return missing(a.to, `${path}.to`);
  if (c.zone !== 'battlefield')
    return err(
      rulesError('ERR_ACTION', `${a.to} is in the ${c.zone}; damage is dealt to players and permanents`, {
        path: `${path}.to`,
        rule: '120.1',
      }),
    );
  if (!isDamageable(c))
    return err(
      rulesError('ERR_ACTION', `${a.to} is not a battle, a creature or a planeswalker`, {
        path: `${path}.to`,
        rule: '120.1a',
      }),
    );
  return null;
};

/** CR 701.3: attach an Aura, Equipment or Fortification; it gets a new timestamp (613.7e). */
const attach = (view: View, id: ObjectId, to: ObjectId): Result<Outcome> => {
  const c = view.chars.get(id);
  const host = view.chars.get(to);
  if (c?.zone !== 'battlefield') return missing(id, '$.object');
  if (host?.zone !== 'battlefield') return missing(to, '$.to');
  if (id === to)
    return err(
      rulesError('ERR_ACTION', 'an object cannot be attached to itself', { path: '$.to', rule: '301.5c' }),
    );
  return ok(attachObject(view.state, id, to));
};

/** A control-changing effect (layer 2, 613.1b) locked onto the object, for good or until end of turn. */
const changeControl = (view: View, action: Extract<Action, { kind: 'changeControl' }>): Result<Outcome> => {
  const state = view.state;
  if (view.chars.get(action.object)?.zone !== 'battlefield') return missing(action.object, '$.object');
  if (!state.players.some((p) => p.id === action.to))
    return err(rulesError('ERR_ACTION', `no player has id "${action.to}"`, { path: '$.to' }));
  const effect: ActiveEffect = {
    id: `e${state.next.id}`,
    source: action.object,
    sourceName: 'a control-changing effect',
    controller: action.to,
    timestamp: state.next.timestamp,
    duration: action.untilEndOfTurn ? 'endOfTurn' : 'permanent',
    effect: { affects: {}, ops: [{ kind: 'setController', to: 'you' }] },
    lockedTo: [action.object],
  };
  return ok({
    state: {
      ...state,
      effects: [...state.effects, effect],
      next: { id: state.next.id + 1, timestamp: state.next.timestamp + 1 },
    },
    events: [
      {
        kind: 'effectCreated',
        effect: effect.id,
        source: effect.sourceName,
        objects: [action.object],
        rule: '613.1b',
      },
    ],
  });
};
