import type { GameState, ObjectId } from '../../state/types.js';
import { withObject } from '../view.js';

/**
 * Remembers that `source` dealt damage to the object `to` this turn, for "a creature dealt damage
 * by [this] this turn" (Sengir Vampire). The source is kept as the object it is now (400.7); a
 * record of an earlier turn is dropped, as no longer saying anything.
 */
export const noteDamagedBy = (state: GameState, to: ObjectId, source: ObjectId): GameState => {
  const timestamp = state.objects.find((o) => o.id === source)?.timestamp;
  if (timestamp === undefined) return state;
  const turn = state.turn.number;
  return withObject(state, to, (o) => {
    const kept = (o.damagedBy ?? []).filter(
      (d) => d.turn === turn && !(d.source === source && d.timestamp === timestamp),
    );
    return { ...o, damagedBy: [...kept, { source, timestamp, turn }] };
  });
};
