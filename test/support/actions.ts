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

/** An object A owns, on the battlefield unless `extra` says otherwise. */
export const mine = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });

/** A's first main phase with this mana in A's pool and these objects: a board for casting spells. */
export const castingBoard = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});

/** N Islands in A's library, `l0` on top: cards to draw. */
export const library = (n: number) =>
  Array.from({ length: n }, (_, i) => mine(`l${i}`, 'Island', { zone: 'library' }));
