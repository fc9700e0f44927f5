import type { CardPool } from '../../cards/pool.js';
import { map, ok, type Result } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { beginNextStep, type StepOptions } from '../turn/steps.js';
import { fingerprint } from './fingerprint.js';
import { apnap, holdsPriority, nextInTurnOrder } from './priority.js';
import { askAgain, resolveTop } from './resolve-top.js';
import { settle } from './settle.js';

/**
 * CR 117.3d, 117.4: the player with priority passes. The next player in turn order receives it,
 * state-based actions and triggers first (117.5); once all players have passed in succession, the object on top of the stack resolves (405.5)
 * and the active player receives priority (117.3b), or, with the stack empty, the step ends and
 * the next one begins (500.2). `player`, if given, must be the one with priority. `options`
 * say how the steps it begins go (turn/steps.ts).
 */
export const pass = (
  state: GameState,
  pool: CardPool,
  player?: PlayerId,
  options: StepOptions = {},
): Result<Outcome> => {
  const holder = player ?? state.priority ?? '';
  const allowed = holdsPriority(state, holder, player === undefined ? '$.kind' : '$.player');
  if (!allowed.ok) return allowed;
  const passed = [...state.passed, holder];
  const events: GameEvent[] = [{ kind: 'priorityPassed', player: holder, rule: '117.3d' }];
  const then = (next: Result<Outcome>): Result<Outcome> =>
    map(next, (done) => ({ state: done.state, events: [...events, ...done.events] }));
  // CR 117.5: before the next player receives priority, state-based actions and triggers; the
  // passes counted stand, as neither is a player's action (117.4).
  if (!apnap(state).every((p) => passed.includes(p)))
    return then(settle(state, { state, events: [] }, pool, nextInTurnOrder(state, holder), passed));
  if (state.stack.length === 0) return then(beginNextStep({ ...state, passed: [] }, pool, options));
  return then(resolveStackTop({ ...state, priority: null, passed: [] }, pool));
};

/**
 * The top of the stack resolves once all have passed: then the active player receives priority
 * (117.3b), unless the resolution waits for an answer (608.2d), one given ahead that can't be
 * followed now included.
 */
const resolveStackTop = (start: GameState, pool: CardPool): Result<Outcome> => {
  const tried = resolveTop(start, pool);
  const asked = tried.ok ? null : askAgain(start, tried.error);
  if (asked) return ok(asked);
  if (!tried.ok) return tried;
  if (tried.value.state.stack.at(-1)?.awaiting) return tried;
  return map(settle(start, tried.value, pool, start.turn.active), (settled) => watchForLoop(start, settled));
};

/**
 * Resolutions with nothing but passes between them before their states are fingerprinted. A
 * loop goes round forever, so watching only from here on still sees a state come back, and the
 * chains of a game (a spell, its triggers, theirs) never pay for fingerprints.
 */
const RESOLUTIONS_BEFORE_WATCHING = 16;

/**
 * CR 104.4b: a state that comes back after resolutions with nothing but passes between them is
 * a loop of mandatory actions, and the game is a draw; otherwise its fingerprint is kept.
 */
const watchForLoop = (start: GameState, done: Outcome): Outcome => {
  if (done.state.over) return done;
  const resolutions = (start.loopCheck?.resolutions ?? 0) + 1;
  const seen = start.loopCheck?.seen ?? [];
  if (resolutions <= RESOLUTIONS_BEFORE_WATCHING)
    return { state: { ...done.state, loopCheck: { resolutions, seen } }, events: done.events };
  const print = fingerprint(done.state);
  const loopCheck = { resolutions, seen: [...seen, print] };
  if (!seen.includes(print)) return { state: { ...done.state, loopCheck }, events: done.events };
  const over = { winners: [], rule: '104.4b' };
  return {
    state: { ...done.state, over, priority: null, passed: [], loopCheck },
    events: [...done.events, { kind: 'gameOver', winners: [], rule: '104.4b' }],
  };
};
