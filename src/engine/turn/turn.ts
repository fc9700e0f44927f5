import type { CardPool } from '../../cards/pool.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { STEPS, type Step } from '../../state/vocabulary.js';
import {
  checkDivisionNames,
  combatDamage,
  type DamageDivision,
  endCombat,
  hasFirstStrikeStep,
} from '../combat/combat-damage.js';
import type { GameEvent } from '../events.js';
import { type Outcome, refuse } from '../outcome.js';
import { checkStateBasedActions } from '../state-based/state-based.js';
import { noBlockersDeclared } from '../triggers/block-triggers.js';
import { damageTriggers } from '../triggers/damage-triggers.js';
import { triggerDelayed } from '../triggers/delayed-triggers.js';
import { lifeGainTriggers } from '../triggers/life-triggers.js';
import { beginningOfStep, type Stepped } from '../triggers/step-triggers.js';
import { resolveTriggers } from '../triggers/triggers.js';
import { hasRestriction, type View, viewOf } from '../view.js';
import { drawCards } from '../zones/draw.js';
import { followChanges } from './sickness.js';

/**
 * Moves the turn on to `to`, through every step between, doing what each step does: a new
 * turn untaps the active player's permanents (502.3) and draws (504.1); the combat damage
 * steps deal damage (510), the first-strike one only if a creature has first or double
 * strike (510.4); combat ends after the end of combat step (511.3); cleanup removes damage
 * and ends "until end of turn" effects at once (514.2). Mana empties as each step ends
 * (500.4), and state-based actions are checked after each step (704.3); then what triggered
 * in it resolves (the upkeep's and end step's "at the beginning of" abilities, 503.1a and
 * 513.1a; combat damage to a player, 510.3a), and state-based actions again. A step at or before
 * the current one is reached in the next turn. `start` is the game as the action begins.
 */
export const advance = (
  start: View,
  pool: CardPool,
  to: Step,
  division: DamageDivision,
  keepTapped: readonly ObjectId[] = [],
): Result<Outcome> => {
  const state = start.state;
  if (!STEPS.includes(to))
    return err(
      rulesError('ERR_ACTION', `"${String(to)}" is not a step; the steps are ${STEPS.join(', ')}`, {
        path: '$.to',
        rule: '500.1',
      }),
    );
  const named = checkDivisionNames(state.combat, division);
  if (!named.ok) return named;
  const kept = checkKeepTapped(start, keepTapped, to);
  if (!kept.ok) return kept;
  const events: GameEvent[] = [];
  let before = start;
  let current = state;
  do {
    // CR 509.3g: the declare blockers step ends with no blockers declared: none were.
    const passed = current.turn.step === 'declareBlockers' ? noBlockersDeclared(current, pool) : null;
    if (passed && !passed.ok) return passed;
    if (passed) {
      events.push(...passed.value.events);
      current = passed.value.state;
    }
    const step = nextStep(current.turn.step);
    const ended = endStep(current);
    const entered = enterStep(ended, pool, step, division, kept.value);
    if (!entered.ok) return entered;
    const settled = settle(entered.value, pool);
    if (!settled.ok) return settled;
    // 302.6: control that changes in a step (as "until end of turn" control ends in cleanup) dates from that step's turn.
    const followed = followChanges(before, settled.value.view);
    events.push(...settled.value.events, ...followed.events);
    current = followed.state;
    before = { ...settled.value.view, state: current };
  } while (current.turn.step !== to);
  return ok({ state: current, events });
};

/**
 * CR 704.3, 117.5: state-based actions, then the abilities that triggered in the step (with no
 * stack yet, they resolve at once), then state-based actions again.
 */
const settle = (entered: Stepped, pool: CardPool): Result<Outcome & { readonly view: View }> => {
  const settled = checkStateBasedActions(entered.state, pool);
  if (!settled.ok) return settled;
  if (entered.triggered.length === 0)
    return ok({ ...settled.value, events: [...entered.events, ...settled.value.events] });
  const fired = resolveTriggers(settled.value.state, pool, entered.triggered);
  if (!fired.ok) return fired;
  const again = checkStateBasedActions(fired.value.state, pool);
  if (!again.ok) return again;
  return ok({
    ...again.value,
    events: [...entered.events, ...settled.value.events, ...fired.value.events, ...again.value.events],
  });
};

const nextStep = (step: Step): Step => STEPS[(STEPS.indexOf(step) + 1) % STEPS.length] ?? 'untap';

/** CR 500.4: mana empties at the end of each step; 511.3: combat ends with the end of combat step. */
const endStep = (state: GameState): GameState => {
  const emptied = state.players.some((p) => p.manaPool.length > 0)
    ? { ...state, players: state.players.map((p) => (p.manaPool.length > 0 ? { ...p, manaPool: [] } : p)) }
    : state;
  return state.turn.step === 'endCombat' ? endCombat(emptied) : emptied;
};

const enterStep = (
  state: GameState,
  pool: CardPool,
  step: Step,
  division: DamageDivision,
  keepTapped: ReadonlySet<ObjectId>,
): Result<Stepped> => {
  const began: GameEvent = { kind: 'stepBegan', step, turn: state.turn.number, rule: '500.1' };
  const at = { ...state, turn: { ...state.turn, step } };
  switch (step) {
    case 'untap':
      return untap(state, pool, keepTapped);
    case 'draw': {
      const drawn = drawCards(at, at.turn.active, 1);
      return ok({
        state: drawn.state,
        events: [began, ...drawn.events.map((e) => ({ ...e, rule: '504.1' }))],
        triggered: [],
      });
    }
    case 'firstStrikeDamage':
    case 'combatDamage': {
      const view = viewOf(at, pool);
      if (!view.ok) return view;
      const first = step === 'firstStrikeDamage';
      // 510.4: without first or double strike there is no first-strike damage step.
      if (!at.combat || (first && !hasFirstStrikeStep(view.value, at.combat)))
        return ok({ state: at, events: [], triggered: [] });
      const dealt = combatDamage(view.value, first, division);
      if (!dealt.ok) return dealt;
      // CR 702.15b, 119.9: lifelink gains life as the damage is dealt; the game then is what "whenever you gain life" sees.
      const after = viewOf(dealt.value.state, pool);
      if (!after.ok) return after;
      return ok({
        state: dealt.value.state,
        events: [began, ...dealt.value.events],
        triggered: [
          ...damageTriggers(view.value, pool, dealt.value.events),
          ...lifeGainTriggers(after.value, pool, dealt.value.events),
        ],
      });
    }
    case 'upkeep':
    case 'beginCombat': {
      const view = viewOf(at, pool);
      if (!view.ok) return view;
      return ok({ state: at, events: [began], triggered: beginningOfStep(view.value, pool, step) });
    }
    case 'end': {
      const view = viewOf(at, pool);
      if (!view.ok) return view;
      // CR 603.7b, 513.1a: "at the beginning of the next end step" delayed abilities trigger too.
      const delayed = triggerDelayed(view.value, 'nextEndStep');
      const printed = beginningOfStep(view.value, pool, step);
      return ok({ state: delayed.state, events: [began], triggered: [...printed, ...delayed.triggered] });
    }
    case 'cleanup':
      return ok({ ...cleanup(at, began), triggered: [] });
    case 'main1':
    case 'declareAttackers':
    case 'declareBlockers':
    case 'endCombat':
    case 'main2':
      return ok({ state: at, events: [began], triggered: [] });
  }
};

/** CR 500.1, 502.3: a new turn for the next player who is still in the game; their permanents untap. */
const untap = (state: GameState, pool: CardPool, keepTapped: ReadonlySet<ObjectId>): Result<Stepped> => {
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const order = state.players.filter((p) => !p.lost).map((p) => p.id);
  const active = order[(order.indexOf(state.turn.active) + 1) % order.length] ?? state.turn.active;
  const number = state.turn.number + 1;
  const events: GameEvent[] = [{ kind: 'stepBegan', step: 'untap', turn: number, rule: '500.1' }];
  const objects = state.objects.map((o) => {
    // 502.3: permanents the active player controls, after control-changing effects (layer 2).
    const c = view.value.chars.get(o.id);
    if (o.zone !== 'battlefield' || !o.tapped || c?.controller !== active) return o;
    // 502.3: effects can keep permanents from untapping ("doesn't untap during your untap step").
    if (hasRestriction(c, 'doesntUntap')) return o;
    // 502.3: the active player determines which untap; "you may choose not to untap" leaves it to them.
    if (keepTapped.has(o.id) && hasRestriction(c, 'mayNotUntap')) return o;
    events.push({ kind: 'untapped', object: o.id, rule: '502.3' });
    return { ...o, tapped: false };
  });
  return ok({ state: { ...state, objects, turn: { number, active, step: 'untap' } }, events, triggered: [] });
};

/**
 * CR 502.3: only a permanent whose own ability lets its controller choose not to untap it
 * ("You may choose not to untap [this] during your untap step") may be kept tapped, and only
 * if the advance passes an untap step.
 */
const checkKeepTapped = (
  start: View,
  keepTapped: readonly ObjectId[],
  to: Step,
): Result<ReadonlySet<ObjectId>> => {
  for (const [k, id] of keepTapped.entries()) {
    const c = start.chars.get(id);
    if (c?.zone !== 'battlefield') return refuse(`${id} is not a permanent`, `$.keepTapped[${k}]`, '502.3');
    if (!hasRestriction(c, 'mayNotUntap'))
      return refuse(
        `${id} has no ability letting its controller choose not to untap it, so it untaps`,
        `$.keepTapped[${k}]`,
        '502.3',
      );
  }
  const from = STEPS.indexOf(start.state.turn.step);
  const passesUntap = STEPS.indexOf(to) <= from;
  if (keepTapped.length > 0 && !passesUntap)
    return refuse(`the turn reaches no untap step on the way to ${to}`, '$.keepTapped', '502.3');
  return ok(new Set(keepTapped));
};

/**
 * CR 514.2: all damage is removed from permanents and "until end of turn" and "this turn"
 * effects end, simultaneously; regeneration shields (701.19a) and prevention shields (615.7)
 * are "this turn" effects.
 */
const cleanup = (state: GameState, began: GameEvent): Outcome => {
  const events: GameEvent[] = [began];
  const objects = state.objects.map((o) => {
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
  return { state: { ...state, objects, players, effects }, events };
};
