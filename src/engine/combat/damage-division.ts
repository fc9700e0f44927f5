import { err, ok, type Result, rulesError } from '../../result.js';
import type { CombatDamageDivision, DamageToDivide } from '../../state/combat-damage.js';
import type { ObjectId } from '../../state/types.js';
import type { DamageAssignment } from '../damage/damage.js';
import { hasKeyword, type View } from '../view.js';
import { type Assigner, lethalDamage } from './assigners.js';

/** A creature's combat damage as assigned: the source, and each recipient's amount. */
export interface AssignedDamage {
  readonly assigner: Assigner;
  readonly to: readonly DamageAssignment[];
}

/**
 * The documented default division: all to the only recipient; else the creatures in declared
 * order each get lethal damage, and what is left goes to what it attacks with trample, else to
 * the last of them.
 */
export const defaultDivision = (d: DamageToDivide): Record<string, number> => {
  const [only] = d.recipients;
  if (d.recipients.length === 1 && only !== undefined) return { [only]: d.amount };
  let left = d.amount;
  const out: Record<string, number> = {};
  const creatures = d.recipients.filter((id) => d.lethal[id] !== undefined);
  for (const id of creatures) {
    out[id] = Math.min(left, d.lethal[id] ?? 0);
    left -= out[id];
  }
  const rest = d.trampleTo ?? creatures.at(-1);
  if (left > 0 && rest !== undefined) out[rest] = (out[rest] ?? 0) + left;
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n > 0));
};

/**
 * Whether a creature's division is its own choice: damage to divide among two or more, or all of
 * it as though it weren't blocked. A trampler with one blocker has none when its damage is no
 * more than lethal and no other creature of its controller's can assign to that blocker.
 */
export const hasChoice = (a: Assigner, all: readonly Assigner[]): boolean => {
  const d = a.division;
  if (d.asThoughUnblocked !== undefined) return true;
  if (d.recipients.length < 2) return false;
  const [blocker] = d.recipients;
  if (d.trampleTo === undefined || d.recipients.length > 2 || blocker === undefined) return true;
  const shared = all.some(
    (o) => o !== a && o.controller === a.controller && o.division.recipients.includes(blocker),
  );
  return shared || d.amount > (d.lethal[blocker] ?? 0);
};

/**
 * CR 510.1e: a player's whole assignment: each creature's division (its default where `division`
 * names none) must give exactly its damage, in whole amounts, to its recipients (or all of it as
 * though it weren't blocked); a trampler's damage goes to what it attacks only once each of its
 * blockers is assigned lethal damage, counting the other creatures' damage being assigned in this
 * step (702.19b) and any amount from a source with deathtouch (702.2c).
 */
export const checkAssignment = (
  view: View,
  all: readonly Assigner[],
  division: CombatDamageDivision,
  path: string,
): Result<AssignedDamage[]> => {
  const out: AssignedDamage[] = [];
  for (const assigner of all) {
    const chosen = division[assigner.source.id];
    const to = checkCreature(
      assigner,
      chosen ?? defaultDivision(assigner.division),
      `${path}.${assigner.source.id}`,
    );
    if (!to.ok) return to;
    out.push({ assigner, to: to.value });
  }
  for (const { assigner, to } of out) {
    const d = assigner.division;
    const beyond = to.find((t) => t.to === d.trampleTo)?.amount ?? 0;
    if (beyond === 0) continue;
    const short = d.recipients.find(
      (id) => id !== d.trampleTo && !lethallyAssigned(view, id, out, assigner.controller),
    );
    if (short !== undefined)
      return err(
        rulesError(
          'ERR_ACTION',
          `${d.creature} must assign lethal damage to every blocker (${short} has less) before any to ${d.trampleTo}`,
          { path: `${path}.${d.creature}`, rule: '702.19b' },
        ),
      );
  }
  return ok(out);
};

/** CR 702.19b, 702.2c: whether a creature is assigned lethal damage by `player`'s creatures in this step. */
const lethallyAssigned = (
  view: View,
  id: ObjectId,
  assigned: readonly AssignedDamage[],
  player: string,
): boolean => {
  let total = 0;
  for (const { assigner, to } of assigned) {
    if (assigner.controller !== player) continue;
    const amount = to.find((t) => t.to === id)?.amount ?? 0;
    if (amount > 0 && hasKeyword(assigner.source, 'Deathtouch')) return true;
    total += amount;
  }
  return total >= lethalDamage(view, id);
};

/**
 * One creature's chosen division: all of it as though it weren't blocked, or whole amounts
 * (107.1), each to one of its recipients (or the rule refusing it), exactly its damage in all
 * (510.1a); nothing at all when it has no recipient left but may assign as though unblocked.
 */
const checkCreature = (
  a: Assigner,
  chosen: Readonly<Record<string, number>>,
  path: string,
): Result<DamageAssignment[]> => {
  const d = a.division;
  const entries = Object.entries(chosen);
  const [first] = entries;
  if (
    entries.length === 1 &&
    first !== undefined &&
    first[0] === d.asThoughUnblocked &&
    first[1] === d.amount
  )
    return ok([{ to: first[0], amount: d.amount }]);
  if (d.recipients.length === 0 && entries.length === 0) return ok([]);
  const refuse = (message: string, rule: string) => err(rulesError('ERR_ACTION', message, { path, rule }));
  let total = 0;
  for (const [to, amount] of entries) {
    if (!Number.isInteger(amount) || amount < 0)
      return refuse(`${amount} is not a whole amount of damage`, '107.1');
    if (!d.recipients.includes(to)) return refuse(`${d.creature} can't assign damage to ${to}`, a.rule);
    total += amount;
  }
  if (total !== d.amount)
    return refuse(`${d.creature} must assign exactly its damage, ${d.amount}, not ${total}`, '510.1a');
  return ok(entries.map(([to, amount]) => ({ to, amount })));
};
