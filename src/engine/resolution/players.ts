import type { PlayerGroup } from '../../effects/library.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { Resolving } from './resolving.js';
import { controllerSeen } from './resolving.js';
import { defendingPlayerOf } from './selector.js';

/** CR 102.1, 800.4a: the players still in the game. */
export const players = (state: GameState): string[] => state.players.filter((p) => !p.lost).map((p) => p.id);

/** CR 102.2-102.3: a player's opponents, those still in the game (800.4a). */
export const opponents = (state: GameState, player: string): string[] =>
  state.players.filter((p) => p.id !== player && !p.lost).map((p) => p.id);

/** The players an instruction names, in turn order; those who have left the game are not (800.4a). */
export const playersOf = (state: GameState, r: Resolving, who: PlayerGroup): PlayerId[] => {
  switch (who) {
    case 'you':
      return [r.action.controller];
    case 'targets':
      return r.targets.filter((t) => state.players.some((p) => p.id === t && !p.lost));
    case 'opponents':
      return opponents(state, r.action.controller);
    case 'each':
      return players(state);
    case 'defendingPlayer': {
      const player = defendingPlayerOf(state, r.seen, r.source);
      return player === undefined ? [] : [player];
    }
    case 'targetsController': {
      // CR 608.2h: its target's controller as the resolution began, kept once the target has left.
      const player = controllerSeen(state, r, r.targets[0] ?? '');
      return state.players.some((p) => p.id === player && !p.lost) && player !== undefined ? [player] : [];
    }
    case 'triggerPlayer': {
      const player = r.action.triggerPlayer;
      return state.players.some((p) => p.id === player && !p.lost) && player !== undefined ? [player] : [];
    }
  }
};
