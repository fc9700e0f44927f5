import type { Characteristics } from '../../layers/result.js';
import type { Blocker, ObjectId } from '../../state/types.js';
import { restrictionsOf } from '../view.js';

/**
 * A creature that blocks more than one attacker (CR 509.1a says one; "can block an additional
 * creature each combat" and "can block any number of creatures" make exceptions, 101.1). The
 * combat keeps one blocker entry per creature it blocks.
 */

/** How many attackers a creature may block: one, plus each "additional" instance, or any number. */
export const blockLimit = (c: Characteristics | undefined): number => {
  let limit = 1;
  for (const r of restrictionsOf(c)) {
    if (r.kind === 'canBlockAnyNumber') return Number.POSITIVE_INFINITY;
    if (r.kind === 'canBlockAdditional') limit += r.n;
  }
  return limit;
};

/** Each blocking creature once, in the order first declared (509.3a: "blocks" triggers once). */
export const blockingCreatures = (blockers: readonly Blocker[]): ObjectId[] => [
  ...new Set(blockers.map((b) => b.id)),
];

/** The attackers a creature blocks, in the order declared. */
export const blockedBy = (blockers: readonly Blocker[], id: ObjectId): ObjectId[] =>
  blockers.filter((b) => b.id === id).map((b) => b.blocking);
