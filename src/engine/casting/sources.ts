import type { CardPool } from '../../cards/pool.js';
import { ok, type Result } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { viewOf } from '../view.js';
import { activateAll, type ManaActivation } from './mana-abilities.js';

/**
 * CR 601.2g, 602.2b: the mana abilities a player activates while casting a spell or activating
 * an ability, before paying its total cost: those they name, in order; none, and the mana pool
 * alone pays. Each notes what it triggered.
 */
export const activateSources = (
  state: GameState,
  pool: CardPool,
  player: PlayerId,
  sources: readonly ManaActivation[] | undefined,
): Result<Outcome> => {
  if (sources === undefined || sources.length === 0) return ok({ state, events: [] });
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  return activateAll(view.value, pool, sources, player, '$.sources');
};
