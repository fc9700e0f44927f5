import type { DamageRecord, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { withObject } from '../view.js';

/**
 * Remembers that `source` dealt damage to the object or player `to` this turn, for "a creature
 * dealt damage by [this] this turn" (Sengir Vampire) and "if [this] dealt damage to an opponent
 * this turn" (Dunerider Outlaw). The source is kept as the object it is now (400.7); a record of
 * an earlier turn is dropped, as no longer saying anything.
 */
export const noteDamagedBy = (state: GameState, to: ObjectId | PlayerId, source: ObjectId): GameState => {
  const timestamp = state.objects.find((o) => o.id === source)?.timestamp;
  if (timestamp === undefined) return state;
  const turn = state.turn.number;
  const noted = <T extends { readonly damagedBy?: readonly DamageRecord[] }>(recipient: T): T => {
    const kept = (recipient.damagedBy ?? []).filter(
      (d) => d.turn === turn && !(d.source === source && d.timestamp === timestamp),
    );
    return { ...recipient, damagedBy: [...kept, { source, timestamp, turn }] };
  };
  return state.players.some((p) => p.id === to)
    ? { ...state, players: state.players.map((p) => (p.id === to ? noted(p) : p)) }
    : withObject(state, to, noted);
};
