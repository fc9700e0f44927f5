import type { Action } from '../../src/engine/action.js';

/**
 * Actions and turns that many conformance rows play, written once: A's first main phase,
 * Lightning Bolt cast by B at a creature, a spell resolved by A (with its targets), a card put
 * onto the battlefield.
 */

export const main1 = { number: 3, active: 'A', step: 'main1' };

/** B's Lightning Bolt, 3 damage to `target` (CR 120.3). */
export const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'B',
  targets: [target],
});

/** A resolves the spell `source` by name, with these targets if any. */
export const resolveBy = (source: string, targets: readonly string[] = []): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  ...(targets.length > 0 ? { targets: [...targets] } : {}),
});

export const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
