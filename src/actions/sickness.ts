import type { Characteristics } from '../layers/result.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';
import { hasKeyword } from './view.js';

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
