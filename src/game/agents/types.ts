import type { CardPool } from '../../cards/pool.js';
import type { PlayerAction } from '../../engine/action.js';
import type { Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { RandomSeed } from '../concrete.js';
import type { LegalActions } from '../types.js';

/** What an agent decided, and its generator's next state. */
export interface AgentMove {
  readonly action: PlayerAction;
  readonly rng: RandomSeed;
}

/**
 * A player's policy (issue 14, section 4): from the state, the legal actions of the player who
 * must act and a generator state (a 32-bit seed to start, then the saved state of the game's pure-rand generator, `RandomSeed`), one action and the generator's next state. A
 * pure function, so a game played by agents is reproducible from its seeds; a simulator plugs
 * its own. An error means the agent can't choose (nothing listed).
 */
export type Agent = (
  state: GameState,
  pool: CardPool,
  legal: LegalActions,
  rng: RandomSeed,
) => Result<AgentMove>;
