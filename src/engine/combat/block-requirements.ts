import type { Characteristics } from '../../layers/result.js';
import type { Blocker, ObjectId } from '../../state/types.js';
import { hasRestriction } from '../view.js';
import { cantBlockAlone } from './alone.js';
import { type Breach, blockCount, fewestBlockers } from './evasion.js';
import { blockLimit } from './multiple-blocks.js';

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
  // Helpers may help as often as they may block; a required creature that blocks may also
  // help other attackers if it can block more than one (509.1a, 101.1).
  const slots: Slot[] = [
    ...helpers.map((h) => ({ creature: h, capacity: blockLimit(h), taken: null })),
    ...required.flatMap((r, i) => {
      const taken = picked[i];
      return taken ? [{ creature: r, capacity: blockLimit(r) - 1, taken: taken.id }] : [];
    }),
  ];
  const used = matchHelpers(choices, needy, slots);
  if (used === null) return false;
  const blockers = [
    ...new Set([...required.filter((_, i) => picked[i]), ...helpers.filter((h) => used.has(h.id))]),
  ];
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

/** A creature that may help blockers reach an attacker's fewest: how many more it may block, and what it blocks already. */
interface Slot {
  readonly creature: Characteristics;
  readonly capacity: number;
  readonly taken: ObjectId | null;
}

/**
 * A helper for each needy attacker, listed once per helper it needs, where each helper helps
 * no more attackers than its capacity and none twice (a flow, by augmenting paths): the
 * helpers used, or null if there aren't enough.
 */
const matchHelpers = (
  choices: BlockingChoices,
  needy: readonly Characteristics[],
  slots: readonly Slot[],
): ReadonlySet<ObjectId> | null => {
  const helping = slots.map(() => new Set<Characteristics>());
  const may = (k: number, attacker: Characteristics): boolean => {
    const slot = slots[k];
    return (
      slot !== undefined &&
      slot.taken !== attacker.id &&
      !helping[k]?.has(attacker) &&
      choices.pairAllowed(slot.creature, attacker)
    );
  };
  const assign = (attacker: Characteristics, tried: Set<number>): boolean => {
    for (const [k, slot] of slots.entries()) {
      const its = helping[k];
      if (!its || tried.has(k) || !may(k, attacker)) continue;
      tried.add(k);
      if (its.size < slot.capacity) {
        its.add(attacker);
        return true;
      }
      // Full: it gives up one attacker it helps if another helper can take that one.
      for (const other of [...its]) {
        its.delete(other);
        if (assign(other, tried)) {
          its.add(attacker);
          return true;
        }
        its.add(other);
      }
    }
    return false;
  };
  if (!needy.every((attacker) => assign(attacker, new Set()))) return null;
  return new Set(slots.filter((_, k) => (helping[k]?.size ?? 0) > 0).map((s) => s.creature.id));
};
