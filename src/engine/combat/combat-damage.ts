import type { CardPool } from '../../cards/pool.js';
import type { Characteristics } from '../../layers/result.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { Attacker, Combat, GameState, ObjectId } from '../../state/types.js';
import { type DamageAssignment, dealDamageAtOnce } from '../damage/damage.js';
import { type Outcome, Sequence } from '../outcome.js';
import { hasKeyword, hasRestriction, type View } from '../view.js';
import { combatDamageAmounts } from './damage-by-toughness.js';
import { blockedBy, blockingCreatures } from './multiple-blocks.js';

/**
 * How attackers divide their combat damage (CR 510.1c-d): by attacker id, then by recipient id (a
 * blocker, or the attacked player or permanent).
 */
export type CombatDamageDivision = Readonly<Record<ObjectId, Readonly<Record<string, number>>>>;

const strikesFirst = (c: Characteristics | undefined): boolean =>
  hasKeyword(c, 'First strike') || hasKeyword(c, 'Double strike');

/** CR 510.4: there is a first-strike damage step if any attacker or blocker has first or double strike. */
export const hasFirstStrikeStep = (view: View, combat: Combat): boolean =>
  [...combat.attackers.map((a) => a.id), ...(combat.blockers ?? []).map((b) => b.id)].some((id) =>
    strikesFirst(view.chars.get(id)),
  );

/**
 * CR 510.1-510.2, 510.4: each attacking and blocking creature that deals damage in this step
 * assigns damage equal to its power (none if 0 or less, 510.1a), or its toughness where an
 * ability says so (damage-by-toughness.ts), and all of it is dealt at once.
 */
export const combatDamage = (
  view: View,
  pool: CardPool,
  firstStrike: boolean,
  division: CombatDamageDivision,
): Result<Outcome> => {
  const combat = view.state.combat;
  if (!combat) return ok({ state: view.state, events: [] });
  const amounts = combatDamageAmounts(view, pool);
  if (!amounts.ok) return amounts;
  const amountOf = amounts.value;
  const dealsNow = (id: ObjectId): boolean => {
    const c = view.chars.get(id);
    if (firstStrike) return strikesFirst(c);
    // 510.4: the others, and those with double strike again.
    return !combat.dealtFirstStrike.includes(id) || hasKeyword(c, 'Double strike');
  };
  const plans: { source: Characteristics; to: DamageAssignment[] }[] = [];
  for (const attacker of combat.attackers) {
    const c = view.chars.get(attacker.id);
    if (!c || !dealsNow(attacker.id)) continue;
    const assigned = assignAttacker(view, combat, attacker, c, amountOf(c), division[attacker.id]);
    if (!assigned.ok) return assigned;
    plans.push({ source: c, to: assigned.value });
  }
  for (const id of blockingCreatures(combat.blockers ?? [])) {
    const c = view.chars.get(id);
    if (!c || !dealsNow(id)) continue;
    const assigned = assignBlocker(view, combat, c, amountOf(c), division[id]);
    if (!assigned.ok) return assigned;
    if (assigned.value.length > 0) plans.push({ source: c, to: assigned.value });
  }
  const run = new Sequence(view.state);
  run.step((s) => dealDamageAtOnce(s, plans, true, view.chars));
  // 510.4: those that had first or double strike as this step began, whether or not they dealt damage.
  const struck = [...combat.attackers.map((a) => a.id), ...blockingCreatures(combat.blockers ?? [])].filter(
    (id) => strikesFirst(view.chars.get(id)),
  );
  run.step((s) => ({
    state: firstStrike && s.combat ? { ...s, combat: { ...s.combat, dealtFirstStrike: struck } } : s,
    events: [],
  }));
  return ok(run.done());
};

/**
 * CR 510.1a-c: an unblocked attacker's damage goes to what it attacks; a blocked one's to its
 * blockers, divided as the attacking player chooses (no damage assignment order since 2024);
 * with trample, what is beyond lethal damage to every blocker may go to what it attacks
 * (702.19b), and 1 is lethal from a source with deathtouch (702.2c). A blocked creature
 * whose blockers have all gone deals no damage unless it has trample (509.1h, 702.19d).
 */
const assignAttacker = (
  view: View,
  combat: Combat,
  attacker: Attacker,
  c: Characteristics,
  power: number,
  chosen: Readonly<Record<string, number>> | undefined,
): Result<DamageAssignment[]> => {
  if (power <= 0) return ok([]);
  const blockers = (combat.blockers ?? []).filter((b) => b.blocking === attacker.id).map((b) => b.id);
  // 510.1b, 506.4c: an attacked planeswalker or battle that has gone (or stopped being one) gets nothing.
  const attacked = isAttacked(view, attacker.attacking);
  const trample = hasKeyword(c, 'Trample') && attacked;
  if (!attacker.blocked) return ok(attacked ? [{ to: attacker.attacking, amount: power }] : []);
  // Its controller chose to assign all of it as though it weren't blocked (510.1b, not 510.1c).
  if (chosen !== undefined && asThoughUnblocked(c, attacker, power, chosen))
    return ok(attacked ? [{ to: attacker.attacking, amount: power }] : []);
  if (blockers.length === 0) return ok(trample ? [{ to: attacker.attacking, amount: power }] : []);
  const lethal = (id: ObjectId): number => lethalDamage(view, id, hasKeyword(c, 'Deathtouch'));
  if (chosen === undefined)
    return ok(defaultDivision(power, blockers, lethal, trample ? attacker.attacking : null));
  const path = `$.damage.${attacker.id}`;
  const checked = checkDivision(path, attacker.id, power, chosen, (to) =>
    blockers.includes(to) || (trample && to === attacker.attacking) ? null : trample ? '702.19b' : '510.1c',
  );
  if (!checked.ok) return checked;
  const beyond = chosen[attacker.attacking] ?? 0;
  if (beyond > 0 && blockers.some((id) => (chosen[id] ?? 0) < lethal(id)))
    return err(
      rulesError(
        'ERR_ACTION',
        `${attacker.id} must assign lethal damage to every blocker before any to ${attacker.attacking}`,
        { path, rule: '702.19b' },
      ),
    );
  return checked;
};

/**
 * CR 510.1d: a blocker assigns its damage to the attackers it blocks that are still in combat:
 * all of it to one, divided as its controller chooses among two or more (by default each in the
 * order declared gets lethal damage, the rest to the last), none if it blocks none any more.
 */
const assignBlocker = (
  view: View,
  combat: Combat,
  c: Characteristics,
  power: number,
  chosen: Readonly<Record<string, number>> | undefined,
): Result<DamageAssignment[]> => {
  const blocking = blockedBy(combat.blockers ?? [], c.id).filter((id) =>
    combat.attackers.some((a) => a.id === id),
  );
  if (power <= 0 || blocking.length === 0) return ok([]);
  if (chosen === undefined) {
    const lethal = (id: ObjectId): number => lethalDamage(view, id, hasKeyword(c, 'Deathtouch'));
    return ok(defaultDivision(power, blocking, lethal, null));
  }
  return checkDivision(`$.damage.${c.id}`, c.id, power, chosen, (to) =>
    blocking.includes(to) ? null : '510.1d',
  );
};

/**
 * "You may have [this] assign its combat damage as though it weren't blocked": a division
 * giving all its damage to what it attacks, chosen for a creature with that ability.
 */
const asThoughUnblocked = (
  c: Characteristics,
  attacker: Attacker,
  power: number,
  chosen: Readonly<Record<string, number>>,
): boolean => {
  const entries = Object.entries(chosen);
  return (
    hasRestriction(c, 'mayAssignAsThoughUnblocked') &&
    entries.length === 1 &&
    entries[0]?.[0] === attacker.attacking &&
    entries[0]?.[1] === power
  );
};

/** Whether what an attacker attacks is still there to be dealt its damage: a player, or a planeswalker or battle on the battlefield. */
const isAttacked = (view: View, attacking: string): boolean => {
  if (view.state.players.some((p) => p.id === attacking)) return true;
  const c = view.chars.get(attacking);
  return c?.zone === 'battlefield' && (c.types.includes('Planeswalker') || c.types.includes('Battle'));
};

/**
 * A division may name only blocked attacking creatures (510.1c) and creatures blocking two or
 * more (510.1d): an unblocked one assigns all its damage to what it attacks (510.1b), and
 * anything else has no combat damage to divide.
 */
export const checkDivisionNames = (
  combat: Combat | undefined,
  division: CombatDamageDivision,
): Result<null> => {
  for (const id of Object.keys(division)) {
    const attacker = combat?.attackers.find((a) => a.id === id);
    const path = `$.damage.${id}`;
    // CR 510.1d: a blocker blocking two or more creatures divides its damage among them.
    if (!attacker && blockedBy(combat?.blockers ?? [], id).length >= 2) continue;
    if (!attacker)
      return err(
        rulesError(
          'ERR_ACTION',
          `${id} is neither an attacking creature nor blocking two or more, so it has no combat damage to divide`,
          {
            path,
            rule: '510.1',
          },
        ),
      );
    if (!attacker.blocked)
      return err(
        rulesError('ERR_ACTION', `${id} is unblocked: it assigns all its combat damage to what it attacks`, {
          path,
          rule: '510.1b',
        }),
      );
  }
  return ok(null);
};

/** Lethal damage (120.4a, 702.2c): toughness less damage already marked, at least 1; 1 from deathtouch. */
const lethalDamage = (view: View, id: ObjectId, deathtouch: boolean): number => {
  const c = view.chars.get(id);
  const marked = view.objects.get(id)?.damage ?? 0;
  if (deathtouch) return 1;
  return Math.max(1, (c?.toughness ?? 0) - marked);
};

/**
 * The documented default: blockers in the order they were declared each get lethal damage;
 * what is left goes to what the attacker attacks if it has trample, else to the last blocker.
 */
const defaultDivision = (
  power: number,
  blockers: readonly ObjectId[],
  lethal: (id: ObjectId) => number,
  trampleTo: string | null,
): DamageAssignment[] => {
  let left = power;
  const out: DamageAssignment[] = [];
  for (const id of blockers) {
    const amount = Math.min(left, lethal(id));
    out.push({ to: id, amount });
    left -= amount;
  }
  const last = out[out.length - 1];
  if (left > 0 && trampleTo !== null) out.push({ to: trampleTo, amount: left });
  else if (left > 0 && last) out[out.length - 1] = { to: last.to, amount: last.amount + left };
  return out.filter((a) => a.amount > 0);
};

/**
 * A chosen division of `power` damage from `source`: whole amounts (107.1), each to a recipient
 * `refused` allows (null, or the rule that forbids it), exactly its power in all (510.1a).
 */
const checkDivision = (
  path: string,
  source: ObjectId,
  power: number,
  chosen: Readonly<Record<string, number>>,
  refused: (to: string) => string | null,
): Result<DamageAssignment[]> => {
  const refuse = (message: string, rule: string) => err(rulesError('ERR_ACTION', message, { path, rule }));
  let total = 0;
  for (const [to, amount] of Object.entries(chosen)) {
    if (!Number.isInteger(amount) || amount < 0)
      return refuse(`${amount} is not a whole amount of damage`, '107.1');
    const rule = refused(to);
    if (rule !== null) return refuse(`${source} can't assign damage to ${to}`, rule);
    total += amount;
  }
  if (total !== power)
    return refuse(`${source} must assign exactly its power, ${power}, not ${total}`, '510.1a');
  return ok(Object.entries(chosen).map(([to, amount]) => ({ to, amount })));
};

/** CR 511.3: at the end of combat, creatures stop being attacking and blocking. */
export const endCombat = (state: GameState): GameState => {
  if (!state.combat) return state;
  const { combat: _over, ...rest } = state;
  return rest;
};
