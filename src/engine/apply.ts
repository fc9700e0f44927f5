import type { CardPool } from '../cards/pool.js';
import { concede } from '../game/concede.js';
import { declareMulligan, putOnBottom } from '../game/mulligan.js';
import { nonIntegerRule } from '../numbers/integers.js';
import { chain, err, ok, type Result, rulesError } from '../result.js';
import { checkedState, vouchFor } from '../state/known-valid.js';
import type { ActiveEffect, GameState, ObjectId } from '../state/types.js';
import type { Action, Shortcut } from './action.js';
import { checkedAction } from './action-shape.js';
import { activate } from './casting/activate.js';
import { cast } from './casting/cast.js';
import { tapForMana } from './casting/mana-abilities.js';
import { playLand } from './casting/play-land.js';
import { turnFaceUp } from './casting/turn-face-up.js';
import { assignCombatDamage } from './combat/assign-combat-damage.js';
import { declare } from './combat/declarations.js';
import { type DamageAssignment, dealDamage } from './damage/damage.js';
import { withinGameIntegers } from './grown-numbers.js';
import { crew } from './keyword-actions/crew.js';
import { type Outcome, refuse } from './outcome.js';
import { resolveIn } from './resolution/resolve.js';
import { decide } from './stack/decide.js';
import { gameOver } from './stack/game-over.js';
import { orderTriggers } from './stack/order-triggers.js';
import { pass } from './stack/pass.js';
import { resolveStack } from './stack/resolve-stack.js';
import { offStack } from './stack/resolve-top.js';
import { settle } from './stack/settle.js';
import { keepLegend } from './state-based/keep-legend.js';
import { noteTriggers } from './triggers/note.js';
import { advance } from './turn/advance.js';
import { discardToHandSize } from './turn/discard.js';
import { isDamageable, type View, viewOf, withActiveEffect } from './view.js';
import { attachObject } from './zones/attach.js';
import { putCounters } from './zones/counter-replacement.js';
import { addRegenerationShield } from './zones/destroy.js';
import { enterBattlefield } from './zones/enter.js';
import { moveObject } from './zones/zones.js';

/**
 * Applies one action: the new state and the events that happened, each citing its rule, up to
 * the next point where a player must act (`toAct`): state-based actions are checked and what
 * triggered is put on the stack first (117.5). Or an error citing the rule that forbids the
 * action, with the state unchanged. Never changes `state`.
 *
 * A state the engine didn't make (built in code, loaded from a save) passes validateState first,
 * and a problem with it comes back as its error (`ERR_STATE`, ..., with its path in the state).
 * The states apply returns and parseBoard makes are known valid and not checked again
 * (state/known-valid.ts), so a simulator's loop of actions pays for no validation.
 */
export const apply = (state: GameState, pool: CardPool, action: Action): Result<Outcome> => {
  const valid = chain(checkedState(state, pool), () => checkedAction(action));
  if (!valid.ok) return valid;
  const done = withinGameIntegers(applyValid(state, pool, valid.value));
  if (done.ok) vouchFor(done.value.state, pool);
  return done;
};

const applyValid = (state: GameState, pool: CardPool, action: Action): Result<Outcome> => {
  // CR 104.1: once the game has ended, nothing more happens in it; it ended when at most one
  // player was left in it (104.2a, 104.4a), even in a state that doesn't say so yet.
  if (state.over || gameOver(state) !== null) return refuse('the game is over', '$.kind', '104.1');
  // CR 103.5, 103.8: before the first turn, players only take mulligans (or concede, 104.3a).
  if (state.opening !== undefined && !OPENING.has(action.kind))
    return refuse('the game has not begun: the players are taking mulligans', '$.kind', '103.5');
  const done = perform(state, pool, action);
  // CR 104.4b: passing alone keeps watching for a loop; anything else a player does breaks one.
  if (!done.ok || done.value.state.loopCheck === undefined || PASSING.has(action.kind)) return done;
  const { loopCheck: _broken, ...state2 } = done.value.state;
  return ok({ state: state2, events: done.value.events });
};

/** The actions the mulligans allow before the first turn (103.5, 104.3a). */
const OPENING: ReadonlySet<Action['kind']> = new Set(['mulligan', 'bottom', 'concede']);

/** The actions that are nothing but passing priority, one or many times. */
const PASSING: ReadonlySet<Action['kind']> = new Set(['pass', 'advance', 'resolveStack']);

const perform = (state: GameState, pool: CardPool, action: Action): Result<Outcome> => {
  switch (action.kind) {
    case 'pass':
      return pass(state, pool, action.player);
    case 'cast':
      return cast(state, pool, action);
    case 'activate':
      return activate(state, pool, action);
    case 'tapForMana':
      return tapForMana(state, pool, action);
    case 'playLand':
      return playLand(state, pool, action.object, action.face);
    case 'turnFaceUp':
      return turnFaceUp(state, pool, action);
    case 'crew':
      return crew(state, pool, action);
    case 'orderTriggers':
      // CR 603.3d: the targets chosen for them may trigger "becomes the target" abilities.
      return chain(
        chain(orderTriggers(state, pool, action), (put) => noteTriggers(state, put, pool)),
        (noted) => settle(state, noted, pool, state.priority),
      );
    case 'decide':
      return decide(state, pool, action);
    case 'keepLegend':
      return keepLegend(state, pool, action);
    case 'declareAttackers':
    case 'declareBlockers':
      return declare(state, pool, action);
    case 'assignCombatDamage':
      return assignCombatDamage(state, pool, action);
    case 'discardToHandSize':
      return discardToHandSize(state, pool, action.cards);
    case 'mulligan':
      return declareMulligan(state, pool, action);
    case 'bottom':
      return putOnBottom(state, pool, action);
    case 'concede':
      return concede(state, action);
    case 'advance':
      return advance(state, pool, action.to, action.damage ?? {}, action.keepTapped ?? []);
    case 'resolveStack':
      return resolveStack(state, pool);
    default:
      return shortcut(state, pool, action);
  }
};

/**
 * A shortcut editing the board: what it did, what that triggered noted for the stack, then what
 * happens before a player would next receive priority (117.5), the priority as it was. While
 * the spell or ability on top of the stack waits for an answer it is still resolving (608.2d),
 * and no player would receive priority: what the edit triggered waits, and state-based actions
 * too, until the resolution ends.
 */
const shortcut = (
  state: GameState,
  pool: CardPool,
  action: Exclude<Shortcut, { kind: 'advance' | 'resolveStack' }>,
): Result<Outcome> => {
  const done = chain(viewOf(state, pool), (view) => edit(view, pool, action));
  if (!done.ok) return done;
  // The resolution of a spell by name notes what each instruction triggered as it goes.
  const noted = action.kind === 'resolve' ? done : noteTriggers(state, done.value, pool);
  if (!noted.ok || noted.value.state.stack.at(-1)?.awaiting) return noted;
  return settle(state, noted.value, pool, state.priority);
};

const missing = (id: string, path: string): Result<never> =>
  err(rulesError('ERR_ACTION', `no object has id "${id}"`, { path }));

const edit = (
  view: View,
  pool: CardPool,
  action: Exclude<Shortcut, { kind: 'advance' | 'resolveStack' }>,
): Result<Outcome> => {
  const { state } = view;
  switch (action.kind) {
    case 'resolve':
      return resolveIn(view, pool, action);
    // CR 400.7, 112.1: a spell's card taken off the stack is a new object, and the spell is gone.
    case 'putOntoBattlefield':
      return enterBattlefield({ ...view, state: offStack(state, action.object) }, pool, action);
    case 'move':
      if (!view.objects.has(action.object)) return missing(action.object, '$.object');
      // CR 112.1, 601.2a: a card is on the stack only as a spell, which casting puts there.
      if (action.to === 'stack')
        return refuse('a card goes on the stack only as a spell: cast it', '$.to', '601.2a');
      return ok(moveObject(offStack(state, action.object), action.object, action.to, '400.7'));
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
      return putCounters(
        state,
        pool,
        action.object,
        action.counter,
        action.amount,
        action.amount > 0 ? '122.1' : '122.8',
      );
    }
    case 'damage': {
      const source = view.chars.get(action.source);
      if (!source) return missing(action.source, '$.source');
      for (const [i, a] of action.to.entries()) {
        const refused = damageRecipient(view, a, `$.to[${i}]`);
        if (refused) return refused;
      }
      return ok(dealDamage(state, source, action.to, false, view.chars));
    }
    case 'attach':
      return attach(view, action.object, action.to);
    case 'changeControl':
      return changeControl(view, action);
    case 'regenerate':
      if (view.chars.get(action.object)?.zone !== 'battlefield')
        return err(
          rulesError('ERR_ACTION', `${action.object} is not a permanent`, {
            path: '$.object',
            rule: '701.19a',
          }),
        );
      return ok(addRegenerationShield(state, action.object));
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
    state: withActiveEffect(state, effect),
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
