import type { Characteristics } from '../layers/result.js';
import type { Blocker, ObjectId } from '../state/types.js';
import { cantBlockAlone } from './alone.js';
import { type Breach, blockCount, fewestBlockers } from './evasion.js';
import { hasRestriction } from './view.js';

/** What the maximum-requirements check of blocking reads. */
export interface BlockingChoices {
  /** Untapped creatures of the defending players that aren't kept from blocking at all. */
  readonly candidates: readonly Characteristics[];
  readonly attackers: readonly Characteristics[];
  /** Whether this candidate may block this attacker as a pair (509.1a-b, evasion). */
  readonly pairAllowed: (blocker: Characteristics, attacker: Characteristics) => boolean;
}

/**
 * CR 509.1c: the declaration must obey as many requirements as any declaration that breaks
 * no restriction could. The requirements here are "blocks each combat if able", one per
 * creature and with no costs, so a declaration obeys one for each such creature it has block.
 * A better declaration is searched for among the creatures with the requirement: each blocks
 * an attacker it may block or none; no attacker gets more blockers than it may
 * ("can't be blocked by more than one creature"); and each attacker with menace (702.111b) or
 * "can't be blocked except by N or more creatures" (509.1b) that too few of them block needs
 * other creatures, free of requirements, to join them.
 * Null when none obeys more than `declared` does.
 */
export const blockRequirement = (choices: BlockingChoices, declared: readonly Blocker[]): Breach | null => {
  const required = choices.candidates.filter((c) => hasRestriction(c, 'blocksEachCombat'));
  if (required.length === 0) return null;
  const blocking = new Set(declared.map((b) => b.id));
  const obeyed = required.filter((c) => blocking.has(c.id)).length;
  if (obeyed === required.length) return null;
  const options = required.map((r) => choices.attackers.filter((a) => choices.pairAllowed(r, a)));
  const helpers = choices.candidates.filter((c) => !hasRestriction(c, 'blocksEachCombat'));
  const better = search(choices, required, options, helpers, obeyed);
  if (better === null) return null;
  const index = required.findIndex((r, i) => better[i] !== null && !blocking.has(r.id));
  const creature = required[index];
  const attacker = better[index];
  if (!creature || !attacker) return null;
  return {
    why: `${creature.id} blocks each combat if able, and it could block ${attacker}`,
    rule: '509.1c',
  };
};

/**
 * Depth-first over the required creatures' choices, pruned once the rest can't beat `obeyed`;
 * the first assignment obeying more requirements and breaking no restriction, or null.
 */
const search = (
  choices: BlockingChoices,
  required: readonly Characteristics[],
  options: readonly (readonly Characteristics[])[],
  helpers: readonly Characteristics[],
  obeyed: number,
): (ObjectId | null)[] | null => {
  const picked: (Characteristics | null)[] = [];
  // An attacker that allows one blocker is full once a required creature blocks it.
  const open = (a: Characteristics) =>
    !hasRestriction(a, 'cantBeBlockedByMoreThanOne') || !picked.includes(a);
  // Bound: each creature still to choose adds one at most, and only with an attacker still
  // open; attackers that allow one blocker take at most one more each.
  const bound = (i: number) => {
    const rest = options.slice(i).filter((o) => o.some(open)).length;
    const attackers = new Set(options.slice(i).flat().filter(open));
    const unlimited = [...attackers].some((a) => !hasRestriction(a, 'cantBeBlockedByMoreThanOne'));
    return unlimited ? rest : Math.min(rest, attackers.size);
  };
  const visit = (i: number, count: number): boolean => {
    if (count + bound(i) <= obeyed) return false;
    if (i === options.length) return feasible(choices, required, picked, helpers);
    for (const attacker of [...(options[i] ?? []), null]) {
      if (attacker && !open(attacker)) continue;
      picked.push(attacker);
      if (visit(i + 1, count + (attacker === null ? 0 : 1))) return true;
      picked.pop();
    }
    return false;
  };
  return visit(0, 0) ? picked.map((a) => a?.id ?? null) : null;
};

/**
 * Whether the required creatures' picks, with helpers joining where too few block an attacker
 * (menace, "except by N or more"), break no count restriction; and a lone blocker that can't
 * block alone (509.1b) has other helpers to block with it.
 */
const feasible = (
  choices: BlockingChoices,
  required: readonly Characteristics[],
  picked: readonly (Characteristics | null)[],
  helpers: readonly Characteristics[],
): boolean => {
  const needy: Characteristics[] = [];
  for (const attacker of choices.attackers) {
    const count = picked.filter((a) => a?.id === attacker.id).length;
    // Too few blockers for menace or "except by N or more" need helpers, one per missing blocker.
    const missing = count === 0 ? 0 : Math.max(0, fewestBlockers(attacker) - count);
    if (blockCount(attacker, count + missing) !== null) return false;
    for (let i = 0; i < missing; i++) needy.push(attacker);
  }
  const used = matchHelpers(choices, needy, helpers);
  if (used === null) return false;
  const blockers = [...required.filter((_, i) => picked[i]), ...helpers.filter((h) => used.has(h.id))];
  const [lone] = blockers;
  if (blockers.length !== 1 || !cantBlockAlone(lone)) return true;
  const blocked = picked.find((a) => a !== null) ?? null;
  const free = helpers.filter((h) => !used.has(h.id));
  // Enough unused helpers join some attacker: one, or as many as its fewest blockers ask.
  return choices.attackers.some((a) => {
    const count = a === blocked ? 1 : 0;
    const join = Math.max(1, fewestBlockers(a) - count);
    return (
      blockCount(a, count + join) === null && free.filter((h) => choices.pairAllowed(h, a)).length >= join
    );
  });
};

/**
 * A distinct helper for each needy attacker, listed once per helper it needs (bipartite
 * matching by augmenting paths): the helpers used, or null if there aren't enough.
 */
const matchHelpers = (
  choices: BlockingChoices,
  needy: readonly Characteristics[],
  helpers: readonly Characteristics[],
): ReadonlySet<ObjectId> | null => {
  const helping = new Map<ObjectId, Characteristics>();
  const assign = (attacker: Characteristics, tried: Set<ObjectId>): boolean => {
    for (const helper of helpers) {
      if (tried.has(helper.id) || !choices.pairAllowed(helper, attacker)) continue;
      tried.add(helper.id);
      const current = helping.get(helper.id);
      if (!current || assign(current, tried)) {
        helping.set(helper.id, attacker);
        return true;
      }
    }
    return false;
  };
  return needy.every((attacker) => assign(attacker, new Set())) ? new Set(helping.keys()) : null;
};
