import type { Instruction } from '../../effects/types.js';
import { map, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
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
export const targetDealsPowerDamage = (state: GameState, r: Resolving): Result<Outcome> =>
  map(viewOf(state, r.pool), (view) => {
    const [first = [], second = []] = r.targetsByWord ?? [];
    const dealer = first[0] === undefined ? undefined : view.chars.get(first[0]);
    const to = second[0];
    return dealer?.zone === 'battlefield' && isCreature(dealer) && to !== undefined
      ? dealDamage(state, dealer, [{ to, amount: dealer.power ?? 0 }], false, view.chars)
      : { state, events: [] };
  });
