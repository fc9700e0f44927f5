import type { GameState } from '../../state/types.js';

/** Every id the state gives a player, object or effect (docs/board-format.md, "Ids"). */
export const usedIds = (state: GameState): Set<string> =>
  new Set([...state.players, ...state.objects, ...state.effects].map((x) => x.id));

/** The first number from `from` up whose `o<n>` id is free, for an object the engine creates. */
export const firstFreeObjectNumber = (used: ReadonlySet<string>, from: number): number => {
  let n = from;
  while (used.has(`o${n}`)) n++;
  return n;
};
