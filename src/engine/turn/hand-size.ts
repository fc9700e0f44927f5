import type { GameState } from '../../state/types.js';

/** CR 402.2: a player's maximum hand size is normally seven. */
export const MAXIMUM_HAND_SIZE = 7;

/**
 * CR 514.1: as the cleanup step begins, the active player discards down to their maximum hand
 * size: how many cards they must discard now, 0 if none or outside the cleanup step.
 */
export const handSizeExcess = (state: GameState): number => {
  if (state.turn.step !== 'cleanup') return 0;
  const active = state.turn.active;
  const held = state.objects.filter((o) => o.zone === 'hand' && o.owner === active).length;
  return Math.max(0, held - MAXIMUM_HAND_SIZE);
};
