import type { GameObject, PlayerId, PlayPermission, Turn } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';

/**
 * CR 601.3, 305.1: who may cast (or, `asLand`, play) a card where it is: its owner from their
 * hand, or the player an effect lets play it from exile ("you may play that card this turn");
 * "you may cast that card" lets no one play it as a land. Undefined if no one may.
 */
export const playerAllowed = (zone: ZoneName, object: GameObject, asLand: boolean): PlayerId | undefined => {
  if (zone === 'hand') return object.owner;
  const permission = object.playable;
  if (zone !== 'exile' || permission === undefined || (asLand && permission.castOnly)) return undefined;
  return permission.player;
};

/**
 * CR 514.2, 611.2a: whether a permission ends in this turn's cleanup step: "until end of turn"
 * in any turn, "until the end of your next turn" in a turn of its player's after the one it began in.
 */
export const endsThisTurn = (permission: PlayPermission, turn: Turn): boolean =>
  permission.until === 'endOfTurn' || (turn.active === permission.player && turn.number > permission.since);
