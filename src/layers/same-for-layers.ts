import type { GameState, Player } from '../state/types.js';

/**
 * Whether the layers (CR 613) see two states alike: the same objects and effects, in the same
 * surroundings (`sameSurroundings`). What else a state holds (priority, passes, mana pools, the
 * stack's records) they never read, so a pass of priority or a mana ability's mana needs no
 * second evaluation.
 */
export const sameForLayers = (a: GameState, b: GameState): boolean =>
  a.objects === b.objects && a.effects === b.effects && sameSurroundings(a, b);

/** What the layers read of a state beside its objects and effects (CR 613: conditions, "you", combat). */
export type Surroundings = Pick<GameState, 'turn' | 'combat' | 'players'>;

/**
 * Whether the layers see the same things beside the objects and effects: the turn, combat, and
 * players alike but for their mana pools (conditions read life, counters, damage).
 */
export const sameSurroundings = (a: Surroundings, b: Surroundings): boolean =>
  a.turn === b.turn &&
  a.combat === b.combat &&
  (a.players === b.players ||
    (a.players.length === b.players.length && a.players.every((p, i) => alikeButMana(p, b.players[i]))));

/** The same player record but for the mana in their pool. */
const alikeButMana = (p: Player, q: Player | undefined): boolean => {
  if (p === q) return true;
  if (q === undefined) return false;
  const keys = Object.keys(p) as (keyof Player)[];
  return keys.length === Object.keys(q).length && keys.every((k) => k === 'manaPool' || p[k] === q[k]);
};
