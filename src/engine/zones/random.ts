import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { GameState } from '../../state/types.js';

/**
 * CR 701.24a, 705.2, 701.9b: the game's one pseudo-random generator (pure-rand's
 * xoroshiro128+), kept in the state as plain numbers, as boardgame.io keeps its PRNG in the game
 * state, so that a game replays exactly. `seed` is where it starts; `random` is its state once
 * something random has happened, and absent until then.
 */
const generatorOf = (state: GameState): RandomGenerator => generatorFrom(state.random ?? state.seed ?? 0);

/**
 * The same generator outside a state (an agent's draws, issue 14): from a seed, a whole number,
 * or from a state it was left in, in the form `GameState.random` keeps (`getState()`).
 */
export const generatorFrom = (seed: number | readonly number[]): RandomGenerator =>
  typeof seed === 'number' ? xoroshiro128plus(seed) : xoroshiro128plusFromState(seed);

/** What `draw` drew from the state's generator, and the state with the generator advanced past it. */
const drawn = <T>(state: GameState, draw: (generator: RandomGenerator) => T): readonly [T, GameState] => {
  const generator = generatorOf(state);
  const value = draw(generator);
  return [value, { ...state, random: [...generator.getState()] }];
};

/** A whole number from 0 to `count` - 1, each as likely, drawn from the state's generator. */
export const randomIndex = (count: number, state: GameState): readonly [number, GameState] =>
  drawn(state, (generator) => uniformInt(generator, 0, count - 1));

/**
 * CR 705.1-705.2: a coin flip, two outcomes of equal likelihood, drawn from the state's
 * generator: whether the player who flips wins it, with the state after it.
 */
export const coinFlip = (state: GameState): readonly [boolean, GameState] =>
  drawn(state, (generator) => uniformInt(generator, 0, 1) === 1);

/**
 * CR 706.1a: a roll of a die of `sides` sides, outcomes 1 to `sides` equally likely, drawn from
 * the state's generator: the result, with the state after it.
 */
export const dieRoll = (sides: number, state: GameState): readonly [number, GameState] =>
  drawn(state, (generator) => uniformInt(generator, 1, sides));

/** A Fisher-Yates order of `items` drawn from the state's generator, with the state after it. */
export const randomOrder = <T>(items: readonly T[], state: GameState): readonly [T[], GameState] =>
  drawn(state, (generator) => shuffledBy(generator, items));

/** A Fisher-Yates order of `items`, drawn from `generator` (which it advances). */
export const shuffledBy = <T>(generator: RandomGenerator, items: readonly T[]): T[] => {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = uniformInt(generator, 0, i);
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
};
