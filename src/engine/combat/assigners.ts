import type { CardPool } from '../../cards/pool.js';
import type { Characteristics } from '../../layers/result.js';
import { ok, type Result } from '../../result.js';
import type { DamageToDivide } from '../../state/combat-damage.js';
import type { Attacker, Combat, ObjectId, PlayerId } from '../../state/types.js';
import { hasKeyword, hasRestriction, type View } from '../view.js';
import { combatDamageAmounts } from './damage-by-toughness.js';
import { blockedBy, blockingCreatures } from './multiple-blocks.js';

/** A creature that assigns combat damage in this step, and how it may (CR 510.1a-d). */
export interface Assigner {
  readonly source: Characteristics;
  readonly controller: PlayerId;
  readonly division: DamageToDivide;
  /** The rule that refuses a recipient outside `division.recipients`. */
  readonly rule: string;
}

const strikesFirst = (c: Characteristics | undefined): boolean =>
  hasKeyword(c, 'First strike') || hasKeyword(c, 'Double strike');

/** CR 510.4: there is a first-strike damage step if any attacker or blocker has first or double strike. */
export const hasFirstStrikeStep = (view: View, combat: Combat): boolean =>
  [...combat.attackers.map((a) => a.id), ...(combat.blockers ?? []).map((b) => b.id)].some((id) =>
    strikesFirst(view.chars.get(id)),
  );

/** CR 510.4: those that had first or double strike as the first-strike step began. */
export const firstStrikers = (view: View, combat: Combat): ObjectId[] =>
  [...combat.attackers.map((a) => a.id), ...blockingCreatures(combat.blockers ?? [])].filter((id) =>
    strikesFirst(view.chars.get(id)),
  );

/**
 * CR 510.1a-d, 510.4: the attacking and blocking creatures that assign combat damage in this
 * step (first strike and double strike first; then the others, and double strike again), each
 * with its amount (none if 0 or less, 510.1a) and where it may go; those with nowhere to assign
 * it are left out.
 */
export const assigners = (view: View, pool: CardPool, firstStrike: boolean): Result<Assigner[]> => {
  const combat = view.state.combat;
  if (!combat) return ok([]);
  const amounts = combatDamageAmounts(view, pool);
  if (!amounts.ok) return amounts;
  const dealsNow = (c: Characteristics): boolean =>
    firstStrike ? strikesFirst(c) : !combat.dealtFirstStrike.includes(c.id) || hasKeyword(c, 'Double strike');
  const out: Assigner[] = [];
  const add = (
    c: Characteristics | undefined,
    make: (c: Characteristics, amount: number) => Assigner | null,
  ) => {
    const amount = c ? amounts.value(c) : 0;
    const made = c && amount > 0 && dealsNow(c) ? make(c, amount) : null;
    if (made) out.push(made);
  };
  for (const attacker of combat.attackers)
    add(view.chars.get(attacker.id), (c, amount) => attackerAssigns(view, combat, attacker, c, amount));
  for (const id of blockingCreatures(combat.blockers ?? []))
    add(view.chars.get(id), (c, amount) => blockerAssigns(view, combat, c, amount));
  return ok(out);
};

/**
 * CR 510.1b-c: an unblocked attacker's damage goes to what it attacks; a blocked one's to its
 * blockers, divided as its controller chooses (no damage assignment order since 2025); with
 * trample, beyond lethal damage to every blocker it may go to what it attacks (702.19b). A
 * blocked creature whose blockers have all gone deals no damage unless it has trample (509.1h,
 * 702.19d).
 */
const attackerAssigns = (
  view: View,
  combat: Combat,
  attacker: Attacker,
  c: Characteristics,
  amount: number,
): Assigner | null => {
  // 510.1b, 506.4c: an attacked planeswalker or battle that has gone (or stopped being one) gets nothing.
  const attacked = isAttacked(view, attacker.attacking) ? attacker.attacking : null;
  const blockers = (combat.blockers ?? []).filter((b) => b.blocking === attacker.id).map((b) => b.id);
  const trample = hasKeyword(c, 'Trample') ? attacked : null;
  const asThoughUnblocked =
    attacked && hasRestriction(c, 'mayAssignAsThoughUnblocked') ? { asThoughUnblocked: attacked } : {};
  const to = (recipients: readonly string[], rule: string, more: Partial<DamageToDivide> = {}) =>
    recipients.length === 0 && more.asThoughUnblocked === undefined
      ? null
      : {
          source: c,
          controller: c.controller,
          rule,
          division: { creature: c.id, amount, recipients, lethal: {}, ...more },
        };
  if (!attacker.blocked) return to(attacked ? [attacked] : [], '510.1b');
  if (blockers.length === 0) return to(trample ? [trample] : [], '702.19d', trample ? {} : asThoughUnblocked);
  return to(trample ? [...blockers, trample] : blockers, trample ? '702.19b' : '510.1c', {
    lethal: lethalFrom(view, c, blockers),
    ...(trample ? { trampleTo: trample } : {}),
    ...asThoughUnblocked,
  });
};

/** CR 510.1d: a blocker assigns its damage among the attackers it blocks that are still in combat. */
const blockerAssigns = (view: View, combat: Combat, c: Characteristics, amount: number): Assigner | null => {
  const blocking = blockedBy(combat.blockers ?? [], c.id).filter((id) =>
    combat.attackers.some((a) => a.id === id),
  );
  if (blocking.length === 0) return null;
  return {
    source: c,
    controller: c.controller,
    rule: '510.1d',
    division: { creature: c.id, amount, recipients: blocking, lethal: lethalFrom(view, c, blocking) },
  };
};

/** Lethal damage from `source` to each creature (120.6, 702.2c): toughness less damage marked, at least 1; 1 from deathtouch. */
const lethalFrom = (
  view: View,
  source: Characteristics,
  ids: readonly ObjectId[],
): Record<ObjectId, number> =>
  Object.fromEntries(ids.map((id) => [id, hasKeyword(source, 'Deathtouch') ? 1 : lethalDamage(view, id)]));

/** Lethal damage to a creature (120.6): toughness less damage already marked, at least 1. */
export const lethalDamage = (view: View, id: ObjectId): number =>
  Math.max(1, (view.chars.get(id)?.toughness ?? 0) - (view.objects.get(id)?.damage ?? 0));

/** Whether what an attacker attacks is still there to be dealt its damage: a player, or a planeswalker or battle on the battlefield. */
const isAttacked = (view: View, attacking: string): boolean => {
  if (view.state.players.some((p) => p.id === attacking)) return true;
  const c = view.chars.get(attacking);
  return c?.zone === 'battlefield' && (c.types.includes('Planeswalker') || c.types.includes('Battle'));
};
