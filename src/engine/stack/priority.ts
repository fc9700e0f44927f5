import { type OpeningQuestion, openingQuestion } from '../../game/opening-hands.js';
import type { Result, RulesError } from '../../result.js';
import { ok } from '../../result.js';
import type { CombatDamageQuestion } from '../../state/combat-damage.js';
import type { Awaiting } from '../../state/stack.js';
import type { GameState, LegendChoice, PlayerId } from '../../state/types.js';
import { attackersPending, blockersPending, defendingPlayers } from '../combat/pending.js';
import { refuse } from '../outcome.js';
import { legendChoicesAwaited } from '../state-based/legend-rule.js';
import { handSizeExcess } from '../turn/hand-size.js';

/**
 * Who must act now, and how: the player with priority (CR 117), or a player who must first make
 * a choice the rules ask of them before anyone gets priority: choosing which of their legendary
 * permanents with one name they keep (704.5j), putting their triggered abilities on the stack (603.3b-d), declaring attackers or blockers (508.1, 509.1), assigning combat damage (510.1), answering a resolving
 * spell or ability (608.2d), discarding to their maximum hand size (514.1). `none` once the game
 * is over (104.1). `invalid` when what was passed is not a game state at all (not plain data, or a
 * field of the wrong kind): the `ERR_STATE` error validateState gives, with its path, as no input
 * makes a public function throw (issue 18). A caller that switches on `kind` with a default
 * keeps working.
 */
export type ToAct =
  | { readonly kind: 'priority'; readonly player: PlayerId }
  | { readonly kind: 'orderTriggers'; readonly player: PlayerId }
  | { readonly kind: 'keepLegend'; readonly player: PlayerId; readonly choice: LegendChoice }
  | { readonly kind: 'declareAttackers'; readonly player: PlayerId }
  | { readonly kind: 'declareBlockers'; readonly player: PlayerId }
  | {
      readonly kind: 'assignCombatDamage';
      readonly player: PlayerId;
      readonly question: CombatDamageQuestion;
    }
  | { readonly kind: 'decide'; readonly player: PlayerId; readonly awaiting: Awaiting }
  | { readonly kind: 'discardToHandSize'; readonly player: PlayerId; readonly count: number }
  /** CR 103.5: before the first turn, a player declares keep or mulligan, or puts cards on the bottom. */
  | OpeningQuestion
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid'; readonly error: RulesError };

/** Who must act in a state the engine holds, known to be a game state: never `invalid`. */
export type Actor = Exclude<ToAct, { readonly kind: 'invalid' }>;

/** CR 101.4: the players still in the game in APNAP order, the active player first. */
export const apnap = (state: GameState): PlayerId[] => {
  const ids = state.players.filter((p) => !p.lost).map((p) => p.id);
  const start = Math.max(0, ids.indexOf(state.turn.active));
  return [...ids.slice(start), ...ids.slice(0, start)];
};

/** The next player in turn order after `player` who is still in the game (117.3d, 101.4). */
export const nextInTurnOrder = (state: GameState, player: PlayerId): PlayerId => {
  const order = state.players.map((p) => p.id);
  const at = order.indexOf(player);
  for (let k = 1; k <= order.length; k++) {
    const p = state.players[(at + k) % order.length];
    if (p && !p.lost) return p.id;
  }
  return player;
};

/**
 * Who must act in `state`, and how (see {@link ToAct}): priority (CR 117) or a choice first. For
 * the engine's own states; the public `toAct` (entry-points.ts) checks the state's shape first.
 */
export const whoActs = (state: GameState): Actor => {
  const known = actors.get(state);
  if (known !== undefined) return known;
  const actor = actorIn(state);
  actors.set(state, actor);
  return actor;
};

/**
 * Who acts, by state: a state is readonly, so its answer never changes, and one action asks it
 * many times (each check of priority, 117.1; legalActions' trials ask it of the same state).
 */
const actors = new WeakMap<GameState, Actor>();

const actorIn = (state: GameState): Actor => {
  if (state.over) return { kind: 'none' };
  const opening = state.opening === undefined ? null : openingQuestion(state.opening);
  if (opening !== null) return opening;
  const awaiting = state.stack.at(-1)?.awaiting;
  if (awaiting) return { kind: 'decide', player: awaiting.player, awaiting };
  // CR 510.1: combat damage is assigned as the step begins, before anything else happens in it.
  const assigning = state.combat?.damageAssignment?.asked[0];
  if (assigning) return { kind: 'assignCombatDamage', player: assigning.player, question: assigning };
  // CR 101.4: players asked to choose at once choose in APNAP order.
  const legends = legendChoicesAwaited(state);
  const keeping = apnap(state).flatMap((p) => legends.filter((c) => c.player === p))[0];
  if (keeping !== undefined) return { kind: 'keepLegend', player: keeping.player, choice: keeping };
  const ordering = apnap(state).find((p) => state.triggered.some((t) => t.controller === p));
  if (ordering !== undefined) return { kind: 'orderTriggers', player: ordering };
  if (attackersPending(state)) return { kind: 'declareAttackers', player: state.turn.active };
  if (blockersPending(state)) {
    const [defender] = defendingPlayers(state);
    if (defender !== undefined) return { kind: 'declareBlockers', player: defender };
  }
  const excess = handSizeExcess(state);
  if (excess > 0) return { kind: 'discardToHandSize', player: state.turn.active, count: excess };
  return state.priority === null ? { kind: 'none' } : { kind: 'priority', player: state.priority };
};

const DOING: Readonly<Record<Exclude<Actor['kind'], 'priority' | 'none'>, string>> = {
  orderTriggers: 'put their triggered abilities on the stack (603.3b)',
  keepLegend: 'choose the legendary permanent they keep (704.5j)',
  declareAttackers: 'declare attackers (508.1)',
  declareBlockers: 'declare blockers (509.1)',
  assignCombatDamage: 'assign combat damage (510.1)',
  decide: 'answer the resolving spell or ability (608.2d)',
  discardToHandSize: 'discard to their maximum hand size (514.1)',
  mulligan: 'declare a keep or a mulligan (103.5)',
  bottom: 'put cards on the bottom of their library (103.5)',
};

/**
 * CR 117.1: only the player who holds priority casts spells, activates abilities and takes
 * special actions; nobody does while a choice the rules ask for is waiting, or in the untap
 * and cleanup steps (502.4, 514.3), or after the game (104.1).
 */
export const holdsPriority = (state: GameState, player: PlayerId, path: string): Result<true> => {
  const act = whoActs(state);
  if (act.kind === 'priority' && act.player === player) return ok(true);
  if (act.kind === 'priority')
    return refuse(`${player} does not hold priority; ${act.player} does`, path, '117.1');
  if (act.kind === 'none')
    return state.over
      ? refuse('the game is over', path, '104.1')
      : refuse(
          `no player receives priority during the ${state.turn.step} step`,
          path,
          state.turn.step === 'untap' ? '502.4' : '514.3',
        );
  return refuse(`${act.player} must first ${DOING[act.kind]}`, path, '117.1');
};
