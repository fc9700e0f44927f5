import type { Instruction } from '../../effects/types.js';
import { map, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { dealDamageAtOnce } from '../damage/damage.js';
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
