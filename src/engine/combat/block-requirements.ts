import type { Characteristics } from '../../layers/result.js';
import { largest } from '../../lists.js';
import type { Blocker, ObjectId } from '../../state/types.js';
import { hasRestriction } from '../view.js';
import { cantBlockAlone } from './alone.js';
import { type Breach, blockCount, fewestBlockers } from './evasion.js';
import { blockLimit } from './multiple-blocks.js';
import {
  type Block,
  type BlockRequirement,
  blockRequirements,
  describeRequirement,
  obeyedCount,
  obeys,
} from './requirements.js';

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
 * no restriction could (requirements.ts: "blocks each combat if able", "all creatures able to
 * block [this] do so", "[this] must be blocked if able"). A better declaration is searched for
 * among the creatures some requirement concerns: each blocks an attacker a requirement lets it
 * block to some end, or none; no attacker gets more blockers than it may ("can't be blocked
 * by more than one creature"); and each attacker with menace (702.111b) or "can't be blocked
 * except by N or more creatures" (509.1b) that too few of them block needs other creatures to
 * join them. Each creature is searched with one attacker: one that may block more than one
 * (509.1a exceptions) is not searched blocking two required attackers at once.
 * Null when none obeys more than `declared` does.
 */
export const blockRequirement = (choices: BlockingChoices, declared: readonly Blocker[]): Breach | null => {
  const requirements = blockRequirements(choices.candidates, choices.attackers, choices.pairAllowed);
  if (requirements.length === 0) return null;
  const obeyed = obeyedCount(requirements, declared);
  if (obeyed === requirements.length) return null;
  const asks = (c: Characteristics, a: Characteristics) =>
    requirements.some(
      (r) =>
        (r.kind === 'blocks' && r.blocker === c.id) ||
        (r.kind === 'blocksThat' && r.blocker === c.id && r.attacker === a.id) ||
        (r.kind === 'blocked' && r.attacker === a.id),
    );
  const involved = choices.candidates.filter((c) => choices.attackers.some((a) => asks(c, a)));
  const options = involved.map((c) =>
    choices.attackers.filter((a) => asks(c, a) && choices.pairAllowed(c, a)),
  );
  const better = search(choices, requirements, involved, options, obeyed);
  const unmet = better && requirements.find((r) => obeys(r, better) && !obeys(r, declared));
  return unmet ? { why: describeRequirement(unmet, better), rule: '509.1c' } : null;
};

/**
 * Depth-first over the involved creatures' choices, pruned once the rest can't beat `obeyed`;
 * the blocks of the first assignment obeying more requirements and breaking no restriction, or null.
 */
const search = (
  choices: BlockingChoices,
  requirements: readonly BlockRequirement[],
  involved: readonly Characteristics[],
  options: readonly (readonly Characteristics[])[],
  obeyed: number,
): Block[] | null => {
  const picked: (Characteristics | null)[] = [];
  const blocks = (): Block[] =>
    picked.flatMap((a, i) => {
      const c = involved[i];
      return a && c ? [{ id: c.id, blocking: a.id }] : [];
    });
  // An attacker that allows one blocker is full once an involved creature blocks it.
  const open = (a: Characteristics) =>
    !hasRestriction(a, 'cantBeBlockedByMoreThanOne') || !picked.includes(a);
  // What the creature's own requirements gain from its blocking this attacker.
  const gain = (i: number, a: Characteristics | null): number => {
    const c = involved[i];
    if (!a || !c) return 0;
    return requirements.filter(
      (r) => (r.kind === 'blocks' || r.kind === 'blocksThat') && obeys(r, [{ id: c.id, blocking: a.id }]),
    ).length;
  };
  // Bound: the creatures chosen gain what they gained, the rest their best open choice; an
  // attacker that must be blocked counts if it is blocked or still may be.
  const bound = (i: number): number => {
    const own = picked.reduce((n, a, j) => n + gain(j, a), 0);
    const rest = options.slice(i).reduce(
      (n, o, k) =>
        n +
        largest(
          o.filter(open).map((a) => gain(i + k, a)),
          0,
        ),
      0,
    );
    const reachable = new Set([...picked, ...options.slice(i).flat().filter(open)].map((a) => a?.id));
    const blocked = requirements.filter((r) => r.kind === 'blocked' && reachable.has(r.attacker)).length;
    return own + rest + blocked;
  };
  const visit = (i: number): boolean => {
    if (bound(i) <= obeyed) return false;
    if (i === options.length)
      return obeyedCount(requirements, blocks()) > obeyed && feasible(choices, involved, picked);
    for (const attacker of [...(options[i] ?? []), null]) {
      if (attacker && !open(attacker)) continue;
      picked.push(attacker);
      if (visit(i + 1)) return true;
      picked.pop();
    }
    return false;
  };
  return visit(0) ? blocks() : null;
};

/**
 * Whether the involved creatures' picks, with helpers (the other candidates) joining where too
 * few block an attacker (menace, "except by N or more"), break no count restriction; and a lone
 * blocker that can't block alone (509.1b) has other helpers to block with it.
 */
const feasible = (
  choices: BlockingChoices,
  required: readonly Characteristics[],
  picked: readonly (Characteristics | null)[],
): boolean => {
  const blocking = new Set(required.filter((_, i) => picked[i]));
  const helpers = choices.candidates.filter((c) => !blocking.has(c));
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
