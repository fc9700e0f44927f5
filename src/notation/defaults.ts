import type { Duration } from '../effects/types.js';
import { TRIGGER_RULE } from '../engine/triggers/triggers.js';
import type { ActivatedDef, GameOver, StackObject, TriggeredDef } from '../state/stack.js';
import type { Player, PlayerId, Turn } from '../state/types.js';
import type { Step, ZoneName } from '../state/vocabulary.js';

/** The values a board file may leave out, shared by parseBoard and makeBoard. */

export const DEFAULT_PLAYER_IDS = ['A', 'B'] as const;
/** CR 103.4: each player starts with 20 life in a two-player game. */
export const DEFAULT_LIFE = 20;
export const DEFAULT_TURN_NUMBER = 1;
export const DEFAULT_STEP: Step = 'main1';
export const DEFAULT_ZONE: ZoneName = 'battlefield';
export const DEFAULT_DURATION: Duration = 'endOfTurn';

/**
 * CR 302.6: an object has been under its controller's control since the game began (turn 0)
 * unless the file says otherwise, so no creature is summoning-sick by default, whoever's
 * turn it is.
 */
export const DEFAULT_CONTROLLED_SINCE = 0;

/** CR 613.7d, 613.7b: objects take timestamps 1..n in file order, then effects continue the sequence. */
export const impliedObjectTimestamp = (index: number): number => index + 1;
export const impliedEffectTimestamp = (objectCount: number, index: number): number => objectCount + index + 1;

/** The id an object or effect gets when the file gives none: `o3` for the third object, `e1` for the first effect. */
export const naturalObjectId = (index: number): string => `o${index + 1}`;
export const naturalEffectId = (index: number): string => `e${index + 1}`;

/**
 * What an attacker in `combat` attacks when the file doesn't say: the next player in turn
 * order after the active player who has not lost, as the engine's declaration defaults.
 */
export const defaultDefender = (
  players: readonly Pick<Player, 'id' | 'lost'>[],
  active: PlayerId,
): PlayerId => {
  const order = players.filter((p) => !p.lost || p.id === active).map((p) => p.id);
  return order[(order.indexOf(active) + 1) % order.length] ?? active;
};

/**
 * Who holds priority when the file doesn't say: the active player (CR 117.3a-b), except where
 * no player receives it: in the untap and cleanup steps (502.4, 514.3), while the spell or
 * ability on top of the stack waits for its controller's answer (608.2d), and once the game is
 * over (104.1).
 */
export const defaultPriority = (
  turn: Pick<Turn, 'step' | 'active'>,
  stack: readonly Pick<StackObject, 'awaiting'>[],
  over: GameOver | undefined,
): PlayerId | null => {
  if (turn.step === 'untap' || turn.step === 'cleanup') return null;
  return over !== undefined || stack.at(-1)?.awaiting !== undefined ? null : turn.active;
};

/** The rule an ability goes on the stack under: 602.2a when activated, its trigger's rule when triggered (603.2). */
export const defaultAbilityRule = (def: ActivatedDef | TriggeredDef): string =>
  def.kind === 'activated' ? '602.2a' : TRIGGER_RULE[def.trigger.kind];

/** CR 104.2a: the last player left wins; CR 104.4a: with no winner, the game is a draw. */
export const defaultGameOverRule = (winners: readonly PlayerId[]): string =>
  winners.length === 0 ? '104.4a' : '104.2a';
