/**
 * Whole games (CR 103, 104; issue 14): a new game from decks and a seed, the London mulligan's
 * questions and their legal answers, conceding, the result, game records that replay, and
 * agents playing whole games (`playGame`) with the figures of many (`summarize`).
 *
 * @packageDocumentation
 */

export { heuristicAgent } from './agents/heuristic-agent.js';
export { AGENTS, type AgentName, isAgentName } from './agents/index.js';
export { randomAgent } from './agents/random-agent.js';
export type { Agent, AgentMove } from './agents/types.js';
export type { ConcedeAction } from './concede.js';
export { concreteAction, type RandomSeed, randomAction } from './concrete.js';
export { legalActions } from './legal-actions.js';
export type { BottomAction, MulliganAction } from './mulligan.js';
export { type MulliganAnswers, mulliganAnswers } from './mulligan-answers.js';
export { type NewGameOptions, newGame, STARTING_LIFE } from './new-game.js';
export { type OpeningQuestion, STARTING_HAND_SIZE } from './opening-hands.js';
export { agentSeed, DEFAULT_TURN_CAP, type PlayedGame, type PlayGameOptions, playGame } from './play-game.js';
export { type GameRecord, type RecordError, readRecord, recordLines } from './record.js';
export { type Replayed, type ReplayOptions, replay } from './replay.js';
export { type GameResult, gameResult } from './result.js';
export {
  type GameOutcome,
  gameSeed,
  type Interval,
  outcomeOf,
  type SimulationSummary,
  summarize,
  wilson,
} from './simulation.js';
export type {
  CombatOption,
  LegalActions,
  LegalChoice,
  LegalChoices,
  LegalEntry,
  NotListed,
  TriggerChoice,
  TriggerWay,
  TriggerWays,
  XRange,
} from './types.js';
