import type { Characteristics } from '../../layers/result.js';
import type { Selector } from '../../layers/select.js';
import { optional } from '../../result.js';
import type { TriggerFacts } from '../../state/stack.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { defendingPlayer } from '../combat/declare.js';
import type { Resolver, Resolving, Source } from './resolving.js';

/**
 * CR 506.2, 508.5: the player its source, an attacking creature, attacks, or the controller of
 * the planeswalker it attacks; none once it is not attacking (nothing remembers whom it attacked).
 */
export const defendingPlayerOf = (
  state: GameState,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
): PlayerId | undefined => {
  const attacker = state.combat?.attackers.find((a) => a.id === source.object?.id);
  return attacker ? defendingPlayer({ state, chars: seen }, attacker) : undefined;
};

/**
 * Who a resolving spell or ability (or one whose targets are being chosen, 601.2c, 603.3d)
 * reads a filter as: its controller (109.5), its defending player (508.5) and "that player" of
 * its trigger event (603.2c), so that "target creature defending player controls" and "each
 * creature that player controls" (109.4) name that player's permanents.
 */
export const selectorOf = (
  state: GameState,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  action: Pick<Resolver, 'controller'> & Pick<TriggerFacts, 'triggerPlayer'>,
): Selector => ({
  source: source.object?.id ?? source.name,
  controller: action.controller,
  ...optional('defendingPlayer', defendingPlayerOf(state, seen, source)),
  ...optional('triggerPlayer', action.triggerPlayer),
});

/**
 * The selector of a resolving spell or ability acting on a group: its first target, where that
 * is a player, is "target player" of "each creature target player controls" (115.1, 608.2b-c).
 */
export const resolvingSelectorOf = (state: GameState, r: Resolving): Selector => ({
  ...selectorOf(state, r.seen, r.source, r.action),
  ...optional('targetPlayer', r.targets[0]),
});
