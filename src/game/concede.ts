import type { GameEvent } from '../engine/events.js';
import { monarchLeaves } from '../engine/monarch/leaves.js';
import type { Outcome } from '../engine/outcome.js';
import { refuse } from '../engine/outcome.js';
import { gameOver } from '../engine/stack/game-over.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { GameState, PlayerId } from '../state/types.js';

/** CR 104.3a: a player concedes the game. */
export interface ConcedeAction {
  readonly kind: 'concede';
  readonly player: PlayerId;
}

/**
 * CR 104.3a: a player can concede at any time, with or without priority, even while the game
 * waits for another player's answer; they leave the game and lose it. With one player left, that
 * player wins (104.2a). A player leaving a game of three or more takes their objects with them
 * (800.4a), which the engine doesn't model: that concession is refused as unsupported.
 */
export const concede = (state: GameState, action: ConcedeAction): Result<Outcome> => {
  const player = state.players.find((p) => p.id === action.player);
  if (player === undefined) return refuse(`no player has id "${action.player}"`, '$.player', '104.3a');
  if (player.lost) return refuse(`${action.player} has already left the game`, '$.player', '104.3a');
  const staying = state.players.filter((p) => !p.lost && p.id !== action.player);
  if (staying.length > 1)
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        'a player leaving a game of three or more removes their objects from it (800.4a), which the engine does not model',
        { path: '$.player', rule: '800.4a' },
      ),
    );
  // CR 724.4: a monarch conceding passes the monarch on as they leave.
  const passed = monarchLeaves(
    { ...state, players: state.players.map((p) => (p.id === action.player ? { ...p, lost: true } : p)) },
    new Set([action.player]),
  );
  const left = passed.state;
  const events: GameEvent[] = [
    { kind: 'playerLost', player: action.player, rule: '104.3a' },
    ...passed.events,
  ];
  const over = gameOver(left);
  return ok(
    over === null ? { state: left, events } : { state: over.state, events: [...events, ...over.events] },
  );
};
