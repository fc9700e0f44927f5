import { abilityInstancesOf, type Characteristics } from '../../layers/result.js';
import type { Attacker, ObjectId, PlayerId } from '../../state/types.js';
import { summoningSick } from '../turn/sickness.js';
import { isCreature, restrictionsOf, type View } from '../view.js';
import { cantAttackAlone } from './alone.js';
import { attackRestriction, possibleDefenders } from './attack-restrictions.js';

/**
 * One requirement to attack (CR 508.1d): "attacks each combat if able", one per instance; and
 * for each player who goaded the creature (701.15b-c), "attacks each combat if able" and
 * "attacks a player other than [that player] if able".
 */
type AttackRequirement =
  | { readonly kind: 'attacks'; readonly goadedBy?: PlayerId }
  | { readonly kind: 'attacksOtherThan'; readonly player: PlayerId };

const requirementsOf = (view: View, c: Characteristics): AttackRequirement[] => [
  ...restrictionsOf(c)
    .filter((r) => r.kind === 'attacksEachCombat')
    .map((): AttackRequirement => ({ kind: 'attacks' })),
  ...goadersOf(view, c).flatMap((p): AttackRequirement[] => [
    { kind: 'attacks', goadedBy: p },
    { kind: 'attacksOtherThan', player: p },
  ]),
];

const staticGoaders = new WeakMap<View, ReadonlyMap<ObjectId, readonly PlayerId[]>>();

/**
 * CR 701.15b: for each creature, the controllers of the Auras and Equipment attached to it whose
 * abilities say it "is goaded"; worked out once per view.
 */
const goadingAttachments = (view: View): ReadonlyMap<ObjectId, readonly PlayerId[]> => {
  const known = staticGoaders.get(view);
  if (known) return known;
  const found = new Map<ObjectId, PlayerId[]>();
  for (const o of view.state.objects) {
    const attachment = o.zone === 'battlefield' && o.attachedTo !== null ? view.chars.get(o.id) : undefined;
    if (o.attachedTo === null || !attachment) continue;
    if (abilityInstancesOf(attachment).some((a) => a.def.kind === 'static' && a.def.goads))
      found.set(o.attachedTo, [...(found.get(o.attachedTo) ?? []), attachment.controller]);
  }
  staticGoaders.set(view, found);
  return found;
};

/** The players who goaded the creature (701.15a) or goad it by a static ability (701.15b), each once (701.15d). */
const goadersOf = (view: View, c: Characteristics): PlayerId[] => [
  ...new Set([...(view.objects.get(c.id)?.goadedBy ?? []), ...(goadingAttachments(view).get(c.id) ?? [])]),
];

/** What a creature attacks, a player or a permanent, or null if it doesn't attack. */
type Attacking = PlayerId | ObjectId | null;

const obeys = (view: View, r: AttackRequirement, attacking: Attacking): boolean =>
  r.kind === 'attacks'
    ? attacking !== null
    : attacking !== r.player && view.state.players.some((p) => p.id === attacking);

const obeyedCount = (view: View, rs: readonly AttackRequirement[], attacking: Attacking): number =>
  rs.filter((r) => obeys(view, r, attacking)).length;

/**
 * CR 508.1d: the declaration must obey as many requirements as any declaration breaking no
 * restriction could. The restrictions modelled concern one creature and the player it attacks
 * (508.1c), besides "can't attack alone", which another attacker lifts; and every requirement is
 * one creature's. So the most are obeyed when each creature with requirements that can attack
 * does, attacking a player that obeys the most of them (a planeswalker or battle obeys no more
 * than its controller or protector does), and the declaration is legal exactly when each such
 * creature obeys as many as it could. The message names the first requirement left unmet, or null.
 */
export const attackRequirement = (view: View, declared: readonly Attacker[]): string | null => {
  for (const c of view.chars.values()) {
    if (c.controller !== view.state.turn.active) continue;
    const rs = requirementsOf(view, c);
    if (rs.length === 0) continue;
    const attacking = declared.find((a) => a.id === c.id)?.attacking ?? null;
    const best = bestDefender(view, c, rs);
    if (best === null || obeyedCount(view, rs, best) <= obeyedCount(view, rs, attacking)) continue;
    const unmet = rs.find((r) => obeys(view, r, best) && !obeys(view, r, attacking));
    if (unmet) return describe(c.id, unmet, best);
  }
  return null;
};

/** The player the creature could attack obeying the most of its requirements, or null if it can't attack. */
const bestDefender = (view: View, c: Characteristics, rs: readonly AttackRequirement[]): PlayerId | null => {
  if (!canAttack(view, c)) return null;
  const alone =
    cantAttackAlone(c) && ![...view.chars.values()].some((o) => o.id !== c.id && canAttack(view, o));
  if (alone) return null;
  const open = possibleDefenders(view).filter((p) => attackRestriction(view, c, p) === null);
  return open.reduce<PlayerId | null>(
    (best, p) => (best === null || obeyedCount(view, rs, p) > obeyedCount(view, rs, best) ? p : best),
    null,
  );
};

const describe = (id: ObjectId, r: AttackRequirement, could: PlayerId): string => {
  if (r.kind === 'attacksOtherThan')
    return `${id} is goaded by ${r.player}: it attacks a player other than ${r.player} if able, and it could attack ${could}`;
  const goaded = r.goadedBy === undefined ? '' : `is goaded by ${r.goadedBy}: it `;
  return `${id} ${goaded}attacks each combat if able, and it is able to`;
};

/** Whether a creature could be declared as an attacker on its own account (508.1a-c, 302.6). */
const canAttack = (view: View, c: Characteristics): boolean => {
  const object = view.objects.get(c.id);
  return (
    object !== undefined &&
    c.zone === 'battlefield' &&
    isCreature(c) &&
    c.controller === view.state.turn.active &&
    !object.tapped &&
    !summoningSick(view.state, object, c) &&
    possibleDefenders(view).some((p) => attackRestriction(view, c, p) === null)
  );
};
