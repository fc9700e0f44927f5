import type { CardPool } from '../../cards/pool.js';
import { appendAll } from '../../lists.js';
import { chain, ok, optional, type Result } from '../../result.js';
import type { GameObject, GameState, ObjectId, PlayerId, Turn } from '../../state/types.js';
import { STEPS, type Step } from '../../state/vocabulary.js';
import { endsThisTurn } from '../casting/play-permission.js';
import { beginCombatDamage } from '../combat/assign-combat-damage.js';
import { hasFirstStrikeStep } from '../combat/assigners.js';
import { type CombatDamageDivision, endCombat } from '../combat/combat-damage.js';
import { attackersPending, blockersPending, damagePending } from '../combat/pending.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { settle } from '../stack/settle.js';
import { legendChoicesAwaited } from '../state-based/legend-rule.js';
import { checkStateBasedActions } from '../state-based/state-based.js';
import { delayedEnded } from '../triggers/delayed-watch.js';
import { noteTriggers } from '../triggers/note.js';
import { hasRestriction, type View, viewOf } from '../view.js';
import { drawCards } from '../zones/draw.js';
import { precombatLore } from '../zones/lore.js';
import { dayNightStep } from './day-night.js';
import { handSizeExcess } from './hand-size.js';
import { atTurnStart } from './next-turn.js';
import { afterUntapStep } from './next-untap.js';

/** How the steps begun go, where a player chooses (CR 502.3, 510.1). */
export interface StepOptions {
  /** How creatures divide their combat damage where their controllers are asked (510.1); by default each blocker in declared order gets lethal damage. */
  readonly damage?: CombatDamageDivision;
  /** Permanents with "You may choose not to untap [this]" that stay tapped (502.3). */
  readonly keepTapped?: readonly ObjectId[];
}

/**
 * CR 500.2-500.4: the current step ends (its mana empties, 500.4; combat ends with the end of
 * combat step, 511.3) and the next begins with its turn-based actions (703): the untap step
 * (502), the draw (504.1), lore counters on Sagas (714.3b), combat damage (510), cleanup (514).
 * What they trigger waits for priority (603.3). The steps go on until a player receives priority
 * (117.3a) or must first choose: declare attackers (508.1) or blockers (509.1), discard to hand
 * size (514.1). The untap step gives nobody priority (502.4), and the cleanup step gives it only
 * if something happened in it (514.3a). Steps with nothing to do are skipped: combat damage and
 * blockers with no attackers (508.8), the first-strike damage step without first or double
 * strike (510.4).
 */
export const beginNextStep = (state: GameState, pool: CardPool, options: StepOptions): Result<Outcome> => {
  const events: GameEvent[] = [];
  let current = state;
  for (;;) {
    const ended = endStep(current);
    const view = viewOf(ended, pool);
    if (!view.ok) return view;
    const step = nextStep(view.value);
    const entered = enterStep(view.value, pool, step, options);
    if (!entered.ok) return entered;
    appendAll(events, entered.value.events);
    current = entered.value.state;
    if (step === 'untap') continue;
    if (step === 'cleanup') {
      const rest = finishCleanup(current, pool);
      if (!rest.ok) return rest;
      appendAll(events, rest.value.events);
      current = rest.value.state;
      if (current.priority !== null || current.over || handSizeExcess(current) > 0) break;
      continue;
    }
    if (attackersPending(current) || blockersPending(current) || damagePending(current)) break;
    const settled = settle(ended, { state: current, events: [] }, pool, current.turn.active);
    if (!settled.ok) return settled;
    appendAll(events, settled.value.events);
    current = settled.value.state;
    break;
  }
  return ok({ state: current, events });
};

/**
 * A board resting where no player gets priority, in the untap step (502.4) or a cleanup step
 * whose turn-based actions are still to come (514.1-514.3): the game goes on from there to the
 * next point where a player must act.
 */
export const goOn = (state: GameState, pool: CardPool, options: StepOptions): Result<Outcome> => {
  if (state.turn.step !== 'cleanup') return beginNextStep(state, pool, options);
  const rest = finishCleanup(state, pool);
  if (!rest.ok || rest.value.state.priority !== null || handSizeExcess(rest.value.state) > 0) return rest;
  const next = beginNextStep(rest.value.state, pool, options);
  return next.ok
    ? ok({ state: next.value.state, events: [...rest.value.events, ...next.value.events] })
    : next;
};

/**
 * CR 514.2-514.3: after discarding to hand size (514.1), damage is removed and "until end of
 * turn" effects end; then if state-based actions apply or abilities triggered, the active player
 * receives priority (514.3a), and another cleanup step follows; otherwise nobody does, and the
 * turn ends.
 */
export const finishCleanup = (state: GameState, pool: CardPool): Result<Outcome> => {
  if (handSizeExcess(state) > 0) return ok({ state: { ...state, priority: null }, events: [] });
  const cleaned = cleanup(state);
  return chain(checkStateBasedActions(cleaned.state, pool), (checked) => {
    const quiet =
      checked.events.length === 0 &&
      checked.state.triggered.length === 0 &&
      legendChoicesAwaited(checked.state).length === 0;
    if (quiet) return ok({ state: { ...cleaned.state, priority: null }, events: cleaned.events });
    return settle(state, cleaned, pool, state.turn.active);
  });
};

/** The next step, skipping those with nothing to do (508.8, 510.4); after cleanup, a new turn's untap step. */
const nextStep = (view: View): Step => {
  const combat = view.state.combat;
  let step = STEPS[(STEPS.indexOf(view.state.turn.step) + 1) % STEPS.length] ?? 'untap';
  const noAttackers = !combat || combat.attackers.length === 0;
  if (noAttackers && (step === 'declareBlockers' || step === 'firstStrikeDamage' || step === 'combatDamage'))
    step = 'endCombat';
  if (step === 'firstStrikeDamage' && combat && !hasFirstStrikeStep(view, combat)) step = 'combatDamage';
  // CR 103.8a: the starting player of a two-player game skips the draw step of their first turn.
  if (step === 'draw' && view.state.turn.skipsDraw) step = 'main1';
  return step;
};

/** CR 500.4: mana empties at the end of each step; 511.3: combat ends with the end of combat step. */
const endStep = (state: GameState): GameState => {
  const emptied = state.players.some((p) => p.manaPool.length > 0)
    ? { ...state, players: state.players.map((p) => (p.manaPool.length > 0 ? { ...p, manaPool: [] } : p)) }
    : state;
  return state.turn.step === 'endCombat' ? endCombat(emptied) : emptied;
};

/** A step begins: its turn-based actions, then what they triggered noted for the stack. */
const enterStep = (view: View, pool: CardPool, step: Step, options: StepOptions): Result<Outcome> => {
  const state = view.state;
  const began: GameEvent = { kind: 'stepBegan', step, turn: state.turn.number, rule: '500.1' };
  const at: GameState = { ...state, turn: { ...state.turn, step }, priority: null, passed: [] };
  const done = ((): Result<Outcome> => {
    switch (step) {
      case 'untap': {
        // CR 611.2a, 701.15a: "until your next turn" effects and goads end as the turn begins, before anything untaps.
        const ended: GameEvent[] = [];
        const started = atTurnStart(state, nextActive(state), ended);
        const begun = started === state ? ok(view) : viewOf(started, pool);
        return chain(begun, (begun) =>
          dayNightStep(untap(begun, new Set(options.keepTapped ?? []), ended), state.turn, pool),
        );
      }
      case 'draw': {
        const drawn = drawCards(at, at.turn.active, 1);
        return ok({
          state: drawn.state,
          events: [began, ...drawn.events.map((e) => ({ ...e, rule: '504.1' }))],
        });
      }
      case 'firstStrikeDamage':
      case 'combatDamage': {
        const dealt = beginCombatDamage(
          { ...view, state: at },
          pool,
          step === 'firstStrikeDamage',
          options.damage ?? {},
        );
        return dealt.ok ? ok({ state: dealt.value.state, events: [began, ...dealt.value.events] }) : dealt;
      }
      case 'main1':
        // CR 714.3b: a lore counter on each of the active player's Sagas, without the stack.
        return precombatLore(view, pool, { state: at, events: [began] });
      case 'cleanup':
      case 'upkeep':
      case 'beginCombat':
      case 'declareAttackers':
      case 'declareBlockers':
      case 'endCombat':
      case 'main2':
      case 'end':
        return ok({ state: at, events: [began] });
    }
  })();
  return chain(done, (done) => noteTriggers(state, done, pool));
};

/** CR 500.1: the next player in turn order who is still in the game. */
const nextActive = (state: GameState): PlayerId => {
  const order = state.players.filter((p) => !p.lost).map((p) => p.id);
  return order[(order.indexOf(state.turn.active) + 1) % order.length] ?? state.turn.active;
};

/**
 * CR 500.1, 502.3: a new turn for the next player who is still in the game; their permanents
 * untap. The spells cast in the turn that ended are those cast "last turn". `ended`: the effects
 * that ended as the turn began.
 */
const untap = (view: View, keepTapped: ReadonlySet<ObjectId>, ended: readonly GameEvent[]): Outcome => {
  const state = view.state;
  const active = nextActive(state);
  const number = state.turn.number + 1;
  const events: GameEvent[] = [{ kind: 'stepBegan', step: 'untap', turn: number, rule: '500.1' }, ...ended];
  const objects = state.objects.map((o) => {
    // 502.3: permanents the active player controls, after control-changing effects (layer 2).
    const c = view.chars.get(o.id);
    if (o.zone !== 'battlefield' || !o.tapped || c?.controller !== active) return o;
    // 502.3: effects can keep permanents from untapping ("doesn't untap during your untap step").
    if (hasRestriction(c, 'doesntUntap')) return o;
    // 502.3: the active player determines which untap; "you may choose not to untap" leaves it to them.
    if (keepTapped.has(o.id) && hasRestriction(c, 'mayNotUntap')) return o;
    events.push({ kind: 'untapped', object: o.id, rule: '502.3' });
    return { ...o, tapped: false };
  });
  const effects = afterUntapStep(state.effects, view, active, events);
  return {
    state: {
      ...state,
      objects,
      effects,
      turn: { number, active, step: 'untap', ...optional('spellsCastLastTurn', state.turn.spellsCast) },
      priority: null,
      passed: [],
    },
    events,
  };
};

/** CR 514.2: "exile it instead" for this turn ends, and so does a permission to play a card that ends now. */
const withoutEnded = (o: GameObject, turn: Turn): GameObject => {
  const { playable, exileIfDies: _ended, ...rest } = o;
  return playable && !endsThisTurn(playable, turn) ? { ...rest, playable } : rest;
};

/**
 * CR 514.2: all damage is removed from permanents and "until end of turn" and "this turn"
 * effects end, simultaneously; regeneration shields (701.19a) and prevention shields (615.7),
 * around objects, players or all damage, are "this turn" effects, and so are a permission to
 * play a card from exile that ends now and delayed triggered abilities that wait "this turn" (603.7b).
 */
const cleanup = (state: GameState): Outcome => {
  const events: GameEvent[] = [];
  const objects = state.objects.map((was) => {
    const o = was.playable || was.exileIfDies ? withoutEnded(was, state.turn) : was;
    if (o.damage === 0 && o.regenerationShields === undefined && o.preventionShields === undefined) return o;
    if (o.damage > 0) events.push({ kind: 'damageRemoved', object: o.id, rule: '514.2' });
    const { regenerationShields: _ended, preventionShields: _gone, ...rest } = o;
    return { ...rest, damage: 0 };
  });
  const players = state.players.map(({ preventionShields: _gone, ...p }) => p);
  const effects = state.effects.filter((e) => {
    if (e.duration !== 'endOfTurn') return true;
    events.push({ kind: 'effectEnded', effect: e.id, rule: '514.2' });
    return false;
  });
  const { preventionShields: _ended, ...game } = delayedEnded(state, 'endOfTurn');
  return { state: { ...game, objects, players, effects }, events };
};
