import { map } from '../../result.js';
import { randomAction } from '../concrete.js';
import type { Agent } from './types.js';

/**
 * The random agent: an entry uniformly among the legal actions listed, then each of its choices
 * uniformly (`randomAction`); every action it takes is one `apply` accepts.
 */
export const randomAgent: Agent = (_state, _pool, legal, rng) =>
  map(randomAction(legal, rng), (drawn) => ({ action: drawn.action, rng: drawn.seed }));
