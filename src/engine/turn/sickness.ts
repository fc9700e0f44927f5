import type { Characteristics } from '../../layers/result.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { hasKeyword, isCreature, type View } from '../view.js';
import { withoutCombatant } from '../zones/zones.js';

/**
 * The turn in which `player`'s most recent turn began: this turn for the active player,
 * otherwise counted back through the turn order (CR 101.4, no extra turns).
 */
export const latestTurnOf = (state: GameState, player: PlayerId): number => {
  const order = state.players.map((p) => p.id);
  const active = order.indexOf(state.turn.active);
  const mine = order.indexOf(player);
  if (active < 0 || mine < 0) return state.turn.number;
  const back = (active - mine + order.length) % order.length;
  return state.turn.number - back;
};

/**
 * CR 302.6: a creature can't attack, and its abilities with {T} or {Q} in their cost can't be
 * activated, unless its controller has controlled it continuously since their most recent
 * turn began. Haste lifts this (702.10b).
 */
export const summoningSick = (state: GameState, object: GameObject, c: Characteristics): boolean =>
  c.types.includes('Creature') &&
  !hasKeyword(c, 'Haste') &&
  object.controlledSince >= latestTurnOf(state, c.controller);

/**
 * What follows from characteristics changing between two views of the game, with no action
 * of its own:
 * - CR 302.6: a permanent whose controller changed (after the layers, so control-changing
 *   effects starting or ending count) has been controlled by its new controller since the
 *   turn of `after`; so call this once per step, not across a turn boundary.
 * - CR 506.4: a permanent is removed from combat if its controller changes, and an attacking
 *   or blocking creature is if it stops being a creature.
 */
export const followChanges = (before: View, after: View): Outcome => {
  const changed = new Set<ObjectId>();
  const leaving = new Set<ObjectId>();
  const combat = after.state.combat;
  const inCombat = (id: ObjectId): boolean =>
    combat !== undefined &&
    (combat.attackers.some((a) => a.id === id) || (combat.blockers ?? []).some((b) => b.id === id));
  for (const [id, c] of after.chars) {
    const was = before.chars.get(id);
    const object = after.objects.get(id);
    if (!was || !object || c.zone !== 'battlefield' || was.zone !== 'battlefield') continue;
    const newController = was.controller !== c.controller;
    if (newController && object.controlledSince !== after.state.turn.number) changed.add(id);
    // Whether it is in combat, a search of the combatants, is asked last: asked of every permanent, it made a declaration of 10,000 attackers quadratic (issue 18).
    if ((newController || (isCreature(was) && !isCreature(c))) && inCombat(id)) leaving.add(id);
  }
  if (changed.size === 0 && leaving.size === 0) return { state: after.state, events: [] };
  const turn = after.state.turn.number;
  let state: GameState = {
    ...after.state,
    objects: after.state.objects.map((o) => (changed.has(o.id) ? { ...o, controlledSince: turn } : o)),
  };
  const events: GameEvent[] = [];
  for (const id of leaving) {
    if (state.combat) state = { ...state, combat: withoutCombatant(state.combat, id) };
    events.push({ kind: 'removedFromCombat', object: id, rule: '506.4' });
  }
  return { state, events };
};
