import type { StaticPrevention } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import type { GameState, ObjectId, PreventionShield } from '../../state/types.js';
import { attachedTo } from '../attachments.js';
import type { GameEvent } from '../events.js';
import { type Outcome, Sequence } from '../outcome.js';
import { withObject } from '../view.js';
import { changeCounters } from '../zones/counters.js';
import type { DamageAssignment } from './damage.js';
import { sourceFits } from './prevention-sources.js';
import { protectionFrom } from './protection.js';

/**
 * Prevention effects (CR 615) applied to damage about to be dealt, all of it at once (510.2
 * deals all combat damage simultaneously). For each damage that would be dealt, in the order
 * the 616.1 choice is made by default, cheapest for the affected player first:
 * 1. protection (702.16e) and static abilities that prevent all of it with nothing after;
 * 2. shields of resolved spells and abilities on what would be dealt it, on what would deal it,
 *    and around all damage (Fog), "all damage" ones and then "the next N damage" ones, used up
 *    1 damage for 1 (615.7);
 * 3. static abilities with an additional effect (615.5: a Phantom creature removes a +1/+1
 *    counter), which follows once for damage dealt at the same time, however many sources.
 * Prevented damage never happens (615.6); each prevention is a `damagePrevented` event naming
 * its rule. Damage that can't be prevented (615.12) skips all three but the additional effect.
 */

/** One source's damage to its recipients, as it would be dealt. */
export interface DamageBatch {
  readonly source: Characteristics;
  readonly to: readonly DamageAssignment[];
}

const staticPreventions = (c: Characteristics | undefined): StaticPrevention[] =>
  c?.abilities.flatMap((a) => (a.prevention ? [a.prevention] : [])) ?? [];

/**
 * The static prevention abilities about an object, each with that object: its own, and those of
 * the Auras and Equipment attached to it that name "enchanted creature" or "equipped creature"
 * (303.4, 301.5).
 */
const protecting = (
  state: GameState,
  chars: ReadonlyMap<ObjectId, Characteristics>,
  id: ObjectId,
): (readonly [StaticPrevention, ObjectId])[] =>
  [
    ...staticPreventions(chars.get(id)).filter((p) => !p.attached),
    ...attachedTo(state.objects, id).flatMap((o) =>
      staticPreventions(chars.get(o.id)).filter((p) => p.attached),
    ),
  ].map((p) => [p, id] as const);

/** Whether a static prevention ability of `holder` applies to damage from `source` to `to`. */
const applies = (
  p: StaticPrevention,
  holder: ObjectId,
  source: Characteristics,
  to: string,
  combat: boolean,
  state: GameState,
  chars: ReadonlyMap<ObjectId, Characteristics>,
): boolean =>
  ((p.to && to === holder) || (p.by && source.id === holder)) &&
  (!p.combatOnly || combat) &&
  sourceFits(p, holder, source, state, chars);

const shieldApplies = (s: PreventionShield, combat: boolean): boolean => !s.combatOnly || combat;

/** The shields around an object or player now, or around all damage (`null`, Fog's). */
export const shieldsOf = (state: GameState, id: string | null): readonly PreventionShield[] =>
  (id === null
    ? state.preventionShields
    : (state.players.find((p) => p.id === id)?.preventionShields ??
      state.objects.find((o) => o.id === id)?.preventionShields)) ?? [];

/** A state with the shields around an object or player (or all damage) replaced; none leaves the field out. */
export const withShields = (
  state: GameState,
  id: string | null,
  shields: readonly PreventionShield[],
): GameState => {
  const set = <T extends { readonly preventionShields?: readonly PreventionShield[] }>(x: T): T => {
    const { preventionShields: _old, ...rest } = x;
    return (shields.length > 0 ? { ...rest, preventionShields: shields } : rest) as T;
  };
  if (id === null) return set(state);
  if (state.players.some((p) => p.id === id))
    return { ...state, players: state.players.map((p) => (p.id === id ? set(p) : p)) };
  return withObject(state, id, set);
};

/**
 * Shields of `holder` ('to' ones if it would be dealt the damage, 'by' ones if it would deal it,
 * 'any' around all damage) applied to `amount`: what is left to deal, the shields after, and the
 * damage prevented.
 */
const useShields = (
  shields: readonly PreventionShield[],
  damage: 'to' | 'by' | 'any',
  amount: number,
  combat: boolean,
): { readonly left: number; readonly shields: PreventionShield[]; readonly rule: string } => {
  const fits = (s: PreventionShield) => (damage === 'any' || s.damage === damage) && shieldApplies(s, combat);
  if (shields.some((s) => fits(s) && s.left === undefined))
    return { left: 0, shields: [...shields], rule: '615.1a' };
  let left = amount;
  const after = shields.flatMap((s) => {
    if (!fits(s) || s.left === undefined || left === 0) return [s];
    const used = Math.min(left, s.left);
    left -= used;
    return s.left - used > 0 ? [{ ...s, left: s.left - used }] : [];
  });
  return { left, shields: after, rule: '615.7' };
};

/**
 * Applies prevention to damage batches that would be dealt at the same time: the batches with
 * what is still dealt, and the shields used up and additional effects (615.5) in the state.
 */
export const preventDamage = (
  state: GameState,
  batches: readonly DamageBatch[],
  combat: boolean,
  chars: ReadonlyMap<ObjectId, Characteristics>,
): Outcome & { readonly batches: DamageBatch[]; readonly then: (s: GameState) => Outcome } => {
  const run = new Sequence(state);
  const afterwards = new Map<ObjectId, string>();
  const prevented = (source: ObjectId, to: string, amount: number, rule: string): GameEvent => ({
    kind: 'damagePrevented',
    source,
    to,
    amount,
    rule,
  });
  const out = batches.map(({ source, to }) => ({
    source,
    to: to.flatMap(({ to: recipient, amount }): DamageAssignment[] => {
      if (amount <= 0) return [];
      const applying = [
        ...protecting(state, chars, recipient),
        ...protecting(state, chars, source.id),
      ].filter(([p, id]) => applies(p, id, source, recipient, combat, state, chars));
      const statics = applying.filter(([p]) => !p.unpreventable);
      // CR 615.12: damage that can't be prevented is dealt in full and no shield is used up;
      // a prevention's additional effect (615.5) still takes place.
      if (statics.length < applying.length) {
        const [withEffect] = statics.filter(([p]) => p.thenRemoveCounter !== undefined);
        if (withEffect?.[0].thenRemoveCounter !== undefined)
          afterwards.set(withEffect[1], withEffect[0].thenRemoveCounter);
        return [{ to: recipient, amount }];
      }
      // 1. CR 702.16e: damage from a source with the stated quality is prevented.
      if (protectionFrom(chars.get(recipient), source) !== null) {
        run.note(prevented(source.id, recipient, amount, '702.16e'));
        return [];
      }
      if (statics.some(([p]) => p.thenRemoveCounter === undefined)) {
        run.note(prevented(source.id, recipient, amount, '615.1a'));
        return [];
      }
      // 2. CR 615.7: shields around the recipient, then around the source, then around all damage.
      let left = amount;
      for (const [id, damage] of [
        [recipient, 'to'],
        [source.id, 'by'],
        [null, 'any'],
      ] as const) {
        const used = useShields(shieldsOf(run.state, id), damage, left, combat);
        if (used.left === left) continue;
        run.note(prevented(source.id, recipient, left - used.left, used.rule));
        run.step((s) => ({ state: withShields(s, id, used.shields), events: [] }));
        left = used.left;
      }
      // 3. CR 615.5: a static prevention with an additional effect, which follows once.
      const [withEffect] = statics;
      if (left > 0 && withEffect) {
        const [p, id] = withEffect;
        run.note(prevented(source.id, recipient, left, '615.5'));
        if (p.thenRemoveCounter !== undefined) afterwards.set(id, p.thenRemoveCounter);
        return [];
      }
      return left > 0 ? [{ to: recipient, amount: left }] : [];
    }),
  }));
  // CR 615.5: the additional effect takes place right after the damage event it modified.
  const then = (after: GameState): Outcome => {
    const next = new Sequence(after);
    for (const [id, counter] of afterwards)
      if (
        next.state.objects.some(
          (o) => o.id === id && o.counters.some((c) => c.kind === counter && c.count > 0),
        )
      )
        next.step((s) => changeCounters(s, id, counter, -1, '615.5'));
    return next.done();
  };
  return { ...run.done(), batches: out, then };
};
