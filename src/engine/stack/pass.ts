import type { CardPool } from '../../cards/pool.js';
import { ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { beginNextStep, type StepOptions } from '../turn/steps.js';
import { apnap, holdsPriority, nextInTurnOrder } from './priority.js';
import { resolveTop } from './resolve-top.js';
import { settle } from './settle.js';

/**
 * CR 117.3d, 117.4: the player with priority passes. The next player in turn order receives it;
 * once all players have passed in succession, the object on top of the stack resolves (405.5)
 * and the active player receives priority (117.3b), or, with the stack empty, the step ends and
 * the next one begins (500.2). `options` say how the steps it begins go (turn/steps.ts).
 */
export const pass = (state: GameState, pool: CardPool, options: StepOptions = {}): Result<Outcome> => {
  const player = state.priority;
  const allowed = holdsPriority(state, player ?? '', '$.kind');
  if (!allowed.ok || player === null) return allowed.ok ? ok({ state, events: [] }) : allowed;
  const passed = [...state.passed, player];
  const events: Outcome['events'] = [{ kind: 'priorityPassed', player, rule: '117.3d' }];
  if (!apnap(state).every((p) => passed.includes(p)))
    return ok({ state: { ...state, priority: nextInTurnOrder(state, player), passed }, events });
  if (state.stack.length === 0) {
    const next = beginNextStep({ ...state, passed: [] }, pool, options);
    return next.ok ? ok({ state: next.value.state, events: [...events, ...next.value.events] }) : next;
  }
  const start = { ...state, priority: null, passed: [] };
  const resolved = resolveTop(start, pool);
  if (!resolved.ok) return resolved;
  // CR 608.2d: waiting for its controller's answer, nobody gets priority yet.
  if (resolved.value.state.stack.at(-1)?.awaiting) return ok({ ...resolved.value, events: [...events, ...resolved.value.events] });
  const settled = settle(start, resolved.value, pool, state.turn.active);
  return settled.ok ? ok({ state: settled.value.state, events: [...events, ...settled.value.events] }) : settled;
};
