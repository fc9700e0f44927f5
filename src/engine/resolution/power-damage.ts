import type { Instruction } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { map, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { dealDamage, dealDamageAtOnce } from '../damage/damage.js';
import type { Outcome } from '../outcome.js';
import { isCreature, viewOf } from '../view.js';
import type { Resolving } from './resolving.js';

/**
 * Creatures dealing damage by their own power (CR 120.2, 608.2h): "Target creature deals
 * damage to itself equal to its power" (its target, still legal, 608.2b), "Each creature deals
 * damage to itself equal to its power" (each creature now). Each is the source of the damage it
 * deals itself, all dealt at once; a target gone from the battlefield deals none.
 */
export const damageItselfByPower = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'damageItselfByPower' }>,
): Result<Outcome> =>
  map(viewOf(state, r.pool), (view) => {
    const creatures = [...view.chars.values()].filter((c) => c.zone === 'battlefield' && isCreature(c));
    const dealing = i.on === 'eachCreature' ? creatures : creatures.filter((c) => r.targets.includes(c.id));
    const batches = dealing.map((c) => ({ source: c, to: [{ to: c.id, amount: c.power ?? 0 }] }));
    return dealDamageAtOnce(state, batches, false, view.chars);
  });

/**
 * CR 120.2, 608.2b, 608.2h: "Target creature you control deals damage equal to its power to
 * target creature you don't control / any target": the target of the first "target", still legal
 * and on the battlefield, deals damage equal to its power now to that of the second, still legal.
 * If either is illegal, no damage is dealt: the part of the effect needing it doesn't happen.
 */
export const targetDealsPowerDamage = (state: GameState, r: Resolving): Result<Outcome> => {
  const [first = [], second = []] = r.targetsByWord ?? [];
  return powerDamage(state, r, first[0], second[0]);
};

/**
 * CR 120.2, 608.2h: "[This] deals damage equal to its power to target creature. That creature
 * deals damage equal to its power to [this]." (Karplusan Yeti): not a fight (701.14), but one
 * damage after the other; the target, still legal and on the battlefield, deals damage equal to
 * its power now to the object itself, even if the first damage was lethal (704.3: state-based
 * actions wait until the resolution ends). The object itself gone from the battlefield is dealt none.
 */
export const targetDealsPowerDamageToSelf = (state: GameState, r: Resolving): Result<Outcome> => {
  const self = r.source.object;
  return powerDamage(state, r, r.targets[0], self?.zone === 'battlefield' ? self.id : undefined);
};

/**
 * CR 120.2, 608.2h: "Tap target untapped creature. That creature deals damage equal to its power
 * to its controller." (Backlash, Traitor's Roar): the target, still legal and on the
 * battlefield, deals damage equal to its power now to the player who controls it now.
 */
export const targetDealsPowerDamageToItsController = (state: GameState, r: Resolving): Result<Outcome> =>
  powerDamage(state, r, r.targets[0], (dealer) => dealer.controller);

/**
 * A creature on the battlefield deals damage equal to its power now to `to` (an object or
 * player, or one it names by the dealer); with either missing, none.
 */
const powerDamage = (
  state: GameState,
  r: Resolving,
  from: ObjectId | undefined,
  to: ObjectId | ((dealer: Characteristics) => PlayerId) | undefined,
): Result<Outcome> =>
  map(viewOf(state, r.pool), (view) => {
    const dealer = from === undefined ? undefined : view.chars.get(from);
    if (dealer?.zone !== 'battlefield' || !isCreature(dealer) || to === undefined)
      return { state, events: [] };
    const recipient = typeof to === 'function' ? to(dealer) : to;
    return dealDamage(state, dealer, [{ to: recipient, amount: dealer.power ?? 0 }], false, view.chars);
  });
