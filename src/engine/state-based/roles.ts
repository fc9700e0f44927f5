import { largest } from '../../lists.js';
import type { ObjectId } from '../../state/types.js';
import type { View } from '../view.js';

/**
 * CR 704.5y, 303.7: of two or more Roles one player controls attached to one permanent, all but
 * the one with the most recent timestamp (613.7e: being attached gives a new one) are put into
 * their owners' graveyards.
 */
export const surplusRoles = (view: View): ReadonlySet<ObjectId> => {
  const groups = new Map<string, { id: ObjectId; timestamp: number }[]>();
  for (const c of view.chars.values()) {
    const object = view.objects.get(c.id);
    if (!object || c.zone !== 'battlefield' || c.attachedTo === null || !c.subtypes.includes('Role'))
      continue;
    const key = JSON.stringify([c.attachedTo, c.controller]);
    const group = groups.get(key) ?? [];
    group.push({ id: c.id, timestamp: object.timestamp });
    groups.set(key, group);
  }
  const surplus = new Set<ObjectId>();
  for (const roles of groups.values()) {
    const newest = largest(
      roles.map((r) => r.timestamp),
      0,
    );
    for (const r of roles) if (r.timestamp !== newest) surplus.add(r.id);
  }
  return surplus;
};
