import type { Characteristics } from '../../layers/result.js';
import { isCreature } from '../view.js';

/**
 * CR 301.5c: an Equipment that's also a creature can't equip a creature (one animated by March
 * of the Machines, say), so the check of 704.5n unattaches it. Reconfigure, the exception
 * (702.151), is not modelled: a card with it is reported unsupported.
 */
export const creatureCantEquip = (equipment: Characteristics): boolean =>
  equipment.subtypes.includes('Equipment') && isCreature(equipment);
