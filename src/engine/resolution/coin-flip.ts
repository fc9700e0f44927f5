import type { Instruction } from '../../effects/types.js';
import { map, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { coinFlip } from '../zones/random.js';
import { type Follow, followAll } from './choices.js';
import type { Resolving } from './resolving.js';

type FlipCoin = Extract<Instruction, { kind: 'flipCoin' }>;

/**
 * CR 705.1-705.2: its controller flips a coin and wins or loses the flip, as the state's
 * generator (the one that shuffles, 701.24a) decides; the generator advances, and the
 * branch for the outcome is followed. The event tells which it was.
 */
export const followCoinFlip = (
  state: GameState,
  r: Resolving,
  i: FlipCoin,
  follow: Follow,
): Result<Outcome> => {
  const player = r.action.controller;
  const [won, after] = coinFlip(state);
  const flipped: Outcome = {
    state: after,
    events: [{ kind: 'coinFlipped', player, won, rule: '705.2' }],
  };
  return map(followAll(flipped.state, r, won ? i.ifWon : i.ifLost, follow), (next) => ({
    state: next.state,
    events: [...flipped.events, ...next.events],
  }));
};
