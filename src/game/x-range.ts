import type { CardPool } from '../cards/pool.js';
import { countsByX } from '../effects/target-count.js';
import type { Instruction, TargetSpec } from '../effects/types.js';
import { instructionsIn } from '../effects/walk.js';
import type { GameState } from '../state/types.js';
import type { Targeting } from './target-slots.js';
import { accepts } from './trial.js';
import type { XRange } from './types.js';

/** Past this, X is not searched further: more mana than a game state plausibly holds. */
const LARGEST_X = 1000;

/**
 * CR 107.3, 601.2b: the values of X `example` may be announced with, from its own X (accepted)
 * up to the largest accepted: paying more never gets easier, so the first refusal ends it. The
 * smallest is found downward the same way.
 */
export const xRange = (state: GameState, pool: CardPool, example: Targeting): XRange => {
  const from = example.x ?? 0;
  const takes = (x: number) => accepts(state, pool, { ...example, x }).ok;
  let max = from;
  while (max < LARGEST_X && takes(max + 1)) max++;
  let min = from;
  while (min > 0 && takes(min - 1)) min--;
  return { min, max };
};

/**
 * CR 601.2b-c, 107.3a: whether a number of targets is X, in its own targets or in a mode's
 * (700.2): its targets are then searched with X as many as they are (target-slots.ts), and X
 * widened from there.
 */
export const targetsCountedByX = (
  targets: readonly (TargetSpec | null)[],
  instructions: readonly Instruction[],
): boolean =>
  targets.some(countsByX) ||
  instructionsIn(instructions).some((i) => i.kind === 'modal' && i.modes.some((m) => countsByX(m.targets)));
