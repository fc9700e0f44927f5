import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';

/**
 * CR 701.24a: shuffling randomizes a library. The randomness comes from the state (`seed`),
 * as boardgame.io keeps its PRNG in the game state, so a game replays exactly.
 */

/** Mulberry32: one step of a small 32-bit generator, giving a number in [0, 1) and the next seed. */
export const nextRandom = (seed: number): readonly [number, number] => {
  const next = (seed + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
};

/**
 * CR 705.1-705.2: a coin flip, two outcomes of equal likelihood, drawn from the seed: whether
 * the player who flips wins it, with the seed after it.
 */
export const coinFlip = (from: number): readonly [boolean, number] => {
  const [r, next] = nextRandom(from);
  return [r < 0.5, next];
};

/** A Fisher-Yates order of `items` drawn from the seed, with the seed after it. */
export const randomOrder = <T>(items: readonly T[], from: number): readonly [T[], number] => {
  const order = [...items];
  let seed = from;
  for (let i = order.length - 1; i > 0; i--) {
    const [r, next] = nextRandom(seed);
    seed = next;
    const j = Math.floor(r * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return [order, seed];
};

/**
 * Shuffles a player's library, leaving out `except` (CR 701.24b: cards found by a search and
 * then put elsewhere aren't shuffled). The cards shuffled take the places in the state's object
 * list that the library's cards held, in a Fisher-Yates order drawn from the seed.
 */
export const shuffleLibrary = (
  state: GameState,
  player: PlayerId,
  except: readonly ObjectId[] = [],
): Outcome => {
  const places: number[] = [];
  state.objects.forEach((o, i) => {
    if (o.zone === 'library' && o.owner === player && !except.includes(o.id)) places.push(i);
  });
  const [order, seed] = randomOrder(
    places.map((i) => state.objects[i]),
    state.seed ?? 0,
  );
  const objects = [...state.objects];
  places.forEach((place, k) => {
    const o = order[k];
    if (o) objects[place] = o;
  });
  return {
    state: { ...state, objects, seed },
    events: [{ kind: 'libraryShuffled', player, rule: '701.24a' }],
  };
};
