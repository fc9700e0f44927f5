import type { Characteristics } from '../../layers/result.js';
import type { ObjectId } from '../../state/types.js';
import { restrictionsOf } from '../view.js';
import { hasAnyQuality } from './quality.js';

/**
 * One requirement to block (CR 509.1c), one per instance of the ability that makes it:
 * "[this] blocks each combat if able" asks the blocker to block some attacker; "all creatures
 * able to block [this] do so" (Lure) asks each creature able to block it to block it; "[this]
 * must be blocked if able" asks the defending player to block it with some creature.
 */
export type BlockRequirement =
  | { readonly kind: 'blocks'; readonly blocker: ObjectId }
  | { readonly kind: 'blocksThat'; readonly blocker: ObjectId; readonly attacker: ObjectId }
  | { readonly kind: 'blocked'; readonly attacker: ObjectId };

/** A block, as the requirements read it: this blocker blocks this attacker. */
export interface Block {
  readonly id: ObjectId;
  readonly blocking: ObjectId;
}

/**
 * The requirements that apply to this declaration: the candidates' own, and those of the
 * attackers toward each candidate able, pair by pair, to block them (509.1c counts only
 * requirements a creature can obey; `pairAllowed` applies the restrictions of 509.1b).
 */
export const blockRequirements = (
  candidates: readonly Characteristics[],
  attackers: readonly Characteristics[],
  pairAllowed: (blocker: Characteristics, attacker: Characteristics) => boolean,
): BlockRequirement[] => [
  ...candidates.flatMap((c) =>
    restrictionsOf(c)
      .filter((r) => r.kind === 'blocksEachCombat')
      .map((): BlockRequirement => ({ kind: 'blocks', blocker: c.id })),
  ),
  ...attackers.flatMap((a) =>
    restrictionsOf(a).flatMap((r): BlockRequirement[] => {
      if (r.kind === 'mustBeBlocked') return [{ kind: 'blocked', attacker: a.id }];
      if (r.kind !== 'allAbleToBlock') return [];
      return candidates
        .filter((c) => (r.by === undefined || hasAnyQuality(c, r.by)) && pairAllowed(c, a))
        .map((c) => ({ kind: 'blocksThat', blocker: c.id, attacker: a.id }));
    }),
  ),
];

export const obeys = (r: BlockRequirement, blocks: readonly Block[]): boolean => {
  switch (r.kind) {
    case 'blocks':
      return blocks.some((b) => b.id === r.blocker);
    case 'blocksThat':
      return blocks.some((b) => b.id === r.blocker && b.blocking === r.attacker);
    case 'blocked':
      return blocks.some((b) => b.blocking === r.attacker);
  }
};

/** How many of the requirements the blocks obey. */
export const obeyedCount = (rs: readonly BlockRequirement[], blocks: readonly Block[]): number =>
  rs.filter((r) => obeys(r, blocks)).length;

/** The requirement, for a refusal: what it asks and who could obey it in `better`. */
export const describeRequirement = (r: BlockRequirement, better: readonly Block[]): string => {
  const by = better.find((b) => obeys(r, [b]));
  switch (r.kind) {
    case 'blocks':
      return `${r.blocker} blocks each combat if able, and it could block ${by?.blocking}`;
    case 'blocksThat':
      return `all creatures able to block ${r.attacker} do so, and ${r.blocker} could`;
    case 'blocked':
      return `${r.attacker} must be blocked if able, and ${by?.id} could block it`;
  }
};
