import type { Instruction } from '../../effects/types.js';
import { chain, map, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { dieRoll } from '../zones/random.js';
import { type Follow, followAll } from './choices.js';
import { amountOf, type Resolving } from './resolving.js';

type RollDice = Extract<Instruction, { kind: 'rollDice' }>;

/**
 * CR 706.1-706.2, 706.4: its controller rolls the dice, each from the state's generator (the
 * one that shuffles, 701.24a), one `dieRolled` event each; then the instructions after the roll
 * are followed, "the result" being the total of the results (a negative count rolls none, 107.1b).
 */
export const followDiceRoll = (
  state: GameState,
  r: Resolving,
  i: RollDice,
  follow: Follow,
): Result<Outcome> =>
  chain(amountOf(i.count, r, state), (count) => {
    const player = r.action.controller;
    const events: GameEvent[] = [];
    let after = state;
    let total = 0;
    for (let n = 0; n < count; n++) {
      const [result, next] = dieRoll(i.sides, after);
      after = next;
      total += result;
      events.push({ kind: 'dieRolled', player, sides: i.sides, result, rule: '706.2' });
    }
    return map(followAll(after, { ...r, rolled: total }, i.after, follow), (next) => ({
      state: next.state,
      events: [...events, ...next.events],
    }));
  });
