import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { all, map, type Result } from '../../result.js';
import type { ObjectId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { isCreature, type View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';
import { combatDamageWatchers } from './watchers.js';

/**
 * The triggers of damage being dealt (CR 120, 603.2c), `events` being one damage event: all the
 * damage dealt at once, read in `view`, the game as it was dealt. "Whenever [this] deals damage"
 * triggers once for the event, "deals [combat] damage to a player / an opponent / a creature"
 * once for each such recipient (a creature is the trigger object), and "Whenever [this] is dealt
 * damage" (Enrage) once however many sources dealt it damage at once.
 */

type Dealt = Extract<GameEvent, { kind: 'damageDealt' }>;
type DealsDamage = Extract<Trigger, { kind: 'dealsDamage' | 'dealsCombatDamageToPlayer' }>;

/** Whether a recipient of damage from a source whose ability `controller` controls is what the trigger names. */
const isPlayer = (view: View, id: string): boolean => view.state.players.some((p) => p.id === id);

const recipientMatches = (view: View, t: DealsDamage, e: Dealt, controller: string): boolean => {
  const player = isPlayer(view, e.to);
  if (t.kind === 'dealsCombatDamageToPlayer') return e.combat && player;
  if (t.combat && !e.combat) return false;
  switch (t.to) {
    case 'any':
      return true;
    case 'player':
      return player;
    case 'opponent':
      return player && e.to !== controller;
    case 'creature':
      return !player && isCreature(view.chars.get(e.to));
  }
};

export const damageTriggers = (view: View, pool: CardPool, events: readonly GameEvent[]): Pending[] => {
  const dealt = events.filter((e): e is Dealt => e.kind === 'damageDealt');
  const sources = [...new Set(dealt.map((e) => e.source))];
  const dealing = sources.flatMap((source) => {
    const its = dealt.filter((e) => e.source === source);
    return triggeredAbilities(
      view,
      pool,
      source,
      (t) => t.kind === 'dealsDamage' || t.kind === 'dealsCombatDamageToPlayer',
      source,
    ).flatMap((p) => {
      const t = p.def.trigger;
      if (t.kind !== 'dealsDamage' && t.kind !== 'dealsCombatDamageToPlayer') return [];
      const matched = its.filter((e) => recipientMatches(view, t, e, p.controller));
      if (matched.length === 0) return [];
      // CR 603.2c: "deals damage" is one trigger for the one event; per recipient otherwise.
      // "That much" is the damage the trigger saw (608.2h).
      if (t.kind === 'dealsDamage' && t.to === 'any') return [{ ...p, amount: total(matched) }];
      const recipients = [...new Set(matched.map((e) => e.to))];
      return recipients.map((to): Pending => {
        const amount = total(matched.filter((e) => e.to === to));
        if (t.kind === 'dealsDamage' && t.to === 'creature') return { ...p, triggerObject: to, amount };
        // A player dealt the damage is "that player".
        return { ...p, amount, ...(isPlayer(view, to) ? { triggerPlayer: to } : {}) };
      });
    });
  });
  const recipients: ObjectId[] = [...new Set(dealt.map((e) => e.to))].filter((to) => view.chars.has(to));
  const dealtTo = recipients.flatMap((id) =>
    triggeredAbilities(view, pool, id, (t) => t.kind === 'isDealtDamage', id).flatMap((p) => {
      const t = p.def.trigger;
      const to = dealt.filter((e) => e.to === id && (t.kind !== 'isDealtDamage' || !t.combat || e.combat));
      return to.length === 0 ? [] : [{ ...p, amount: total(to) }];
    }),
  );
  return [...dealing, ...dealtTo];
};

const total = (events: readonly Dealt[]): number => events.reduce((sum, e) => sum + e.amount, 0);

/**
 * CR 510.3a, 603.2c: others' "Whenever a [creature you control] deals combat damage to a player"
 * and "one or more [creatures] deal", read for each player dealt combat damage in the event.
 */
export const combatDamageToPlayers = (
  view: View,
  pool: CardPool,
  events: readonly GameEvent[],
): Result<Pending[]> => {
  const toPlayers = events.filter(
    (e): e is Dealt => e.kind === 'damageDealt' && e.combat && isPlayer(view, e.to),
  );
  const players = [...new Set(toPlayers.map((e) => e.to))];
  /** The combat damage each source dealt the player, in the order the events list them. */
  const bySource = (player: string): Map<ObjectId, number> => {
    const dealt = new Map<ObjectId, number>();
    for (const e of toPlayers)
      if (e.to === player) dealt.set(e.source, (dealt.get(e.source) ?? 0) + e.amount);
    return dealt;
  };
  return map(
    all(players, (player) => combatDamageWatchers(view, pool, player, bySource(player))),
    (found) => found.flat(),
  );
};
