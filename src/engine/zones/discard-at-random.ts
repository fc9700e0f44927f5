import type { GameState, ObjectId } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { randomOrder } from './random.js';
import { moveObject } from './zones.js';

/**
 * CR 701.9b: a discard at random. From each hand given (the cards of it the discard may take),
 * the first `amount` of a random order drawn from the state's generator (the one that shuffles,
 * 701.24a) go to their owner's graveyard, all of a hand if it holds fewer. The generator
 * advances, so the same state discards the same cards and the next random event differs.
 */
export const discardAtRandom = (
  state: GameState,
  hands: readonly (readonly ObjectId[])[],
  amount: number,
): Outcome => {
  let current = state;
  const picked = hands.flatMap((hand) => {
    const [order, after] = randomOrder(hand, current);
    current = after;
    return order.slice(0, amount);
  });
  const run = new Sequence(current);
  for (const id of picked) run.step((s) => moveObject(s, id, 'graveyard', '701.9b'));
  return run.done();
};
