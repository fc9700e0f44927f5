import type { CardPool } from '../cards/pool.js';
import type { ResolvedDeck } from '../decks/resolve-deck.js';
import type { GameEvent } from '../engine/events.js';
import { appendAll } from '../lists.js';
import { chain, err, ok, optional, type Result, rulesError } from '../result.js';
import type { GameState } from '../state/types.js';
import type { Agent } from './agents/types.js';
import type { RandomSeed } from './concrete.js';
import { legalActions } from './legal-actions.js';
import { newGame } from './new-game.js';
import type { GameRecord } from './record.js';
import { type GameResult, gameResult } from './result.js';
import { applied } from './trial.js';

/** What a game is played from. */
export interface PlayGameOptions {
  /** Each player's deck, in turn order, as for `newGame`. */
  readonly decks: readonly ResolvedDeck[];
  /** The game's seed (newGame's) and, mixed, the agents' generator's: the same seed plays the same game. */
  readonly seed: number;
  /** Each player's agent, in the decks' order. */
  readonly agents: readonly Agent[];
  /** Stop once this turn is over with the game going on (default 100). */
  readonly turnCap?: number;
  /** Stop after this many actions in one turn, a guard against a loop of actions that never ends the turn (default 1,000). */
  readonly actionCap?: number;
  /** Told of each action applied and what it did, in order: for a log. */
  readonly onAction?: (
    action: GameRecord['actions'][number],
    events: readonly GameEvent[],
    state: GameState,
  ) => void;
}

/** A game played by agents: its record, the turn it reached, and why it stopped. */
export interface PlayedGame {
  readonly record: GameRecord;
  /** The turns played: the last one begun, or the cap. */
  readonly turns: number;
  /**
   * `over`: the game ended (CR 104), `record.result` says how; else the cap that stopped it (turns,
   * or actions in one turn), or `unsupported`: `legalActions` can't enumerate a choice (`unsupported` says which).
   */
  readonly end: 'over' | 'turnCap' | 'actionCap' | 'unsupported';
  readonly unsupported?: string;
}

/** The turns a game is played to at most, unless told otherwise. */
export const DEFAULT_TURN_CAP = 100;
const DEFAULT_ACTION_CAP = 1000;

/** The agents' generator's first state: the game's seed scrambled, so it doesn't follow newGame's draws. */
export const agentSeed = (seed: number): number => Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) | 0;

/**
 * A whole game (issue 14, section 4): `newGame` from the decks and the seed, then, until the game
 * is over (CR 104) or a cap is reached, the agent of the player `legalActions` names picks an
 * action and `apply` takes it. Pure: the same options play the same game. An action the agent
 * takes that `apply` refuses is an error naming it, its number and the refusal's rule.
 */
export const playGame = (pool: CardPool, options: PlayGameOptions): Result<PlayedGame> => {
  const { decks, seed, agents } = options;
  const turnCap = options.turnCap ?? DEFAULT_TURN_CAP;
  const actionCap = options.actionCap ?? DEFAULT_ACTION_CAP;
  if (agents.length !== decks.length)
    return err(rulesError('ERR_GAME', `${agents.length} agents for ${decks.length} decks: one each`));
  return chain(newGame(pool, { decks, seed }), (start) => {
    const players = start.players.map((p) => p.id);
    const actions: GameRecord['actions'][number][] = [];
    const events: GameEvent[] = [];
    let state = start;
    let rng: RandomSeed = agentSeed(seed);
    let turnStart = 0;
    const played = (
      end: PlayedGame['end'],
      result: GameResult | null,
      unsupported?: string,
    ): Result<PlayedGame> =>
      ok({
        record: { seed, start, actions, ...(result === null ? {} : { result }) },
        turns: Math.min(state.turn.number, turnCap),
        end,
        ...optional('unsupported', unsupported),
      });
    while (state.over === undefined) {
      if (state.turn.number > turnCap) return played('turnCap', null);
      if (actions.length - turnStart >= actionCap) return played('actionCap', null);
      const legal = legalActions(state, pool);
      // A choice legalActions names as not enumerated stops the game, reported; never a guess.
      if (!legal.ok)
        return legal.error.code === 'ERR_UNSUPPORTED'
          ? played('unsupported', null, legal.error.message)
          : legal;
      const agent = agents[players.indexOf(legal.value.player)];
      if (agent === undefined) return err(rulesError('ERR_GAME', `no agent plays "${legal.value.player}"`));
      const move = agent(state, pool, legal.value, rng);
      if (!move.ok) return move;
      const { action } = move.value;
      // Most often tried already as legalActions listed or checked it: remembered, not redone.
      const done = applied(state, pool, action);
      if (!done.ok)
        return err({
          ...done.error,
          code: 'ERR_GAME',
          message: `action ${actions.length + 1} (${action.kind}) is refused: ${done.error.message}`,
        });
      rng = move.value.rng;
      actions.push(action);
      appendAll(events, done.value.events);
      if (done.value.state.turn.number !== state.turn.number) turnStart = actions.length;
      state = done.value.state;
      options.onAction?.(action, done.value.events, state);
    }
    return played('over', gameResult(state, events));
  });
};
