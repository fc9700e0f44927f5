import type { GameObject, ObjectId } from '../state/types.js';

/**
 * The permanents attached to each object (CR 301.5, 303.4), in the order of the state's objects,
 * indexed once per list of objects: that list is readonly, and a declaration of many attackers
 * asks for each attacker's Auras and Equipment, which a search of every object made quadratic
 * (issue 18).
 */
const indexes = new WeakMap<readonly GameObject[], ReadonlyMap<ObjectId, readonly GameObject[]>>();

const indexOf = (objects: readonly GameObject[]): ReadonlyMap<ObjectId, readonly GameObject[]> => {
  const known = indexes.get(objects);
  if (known) return known;
  const index = new Map<ObjectId, GameObject[]>();
  for (const o of objects) {
    if (o.attachedTo === null || o.zone !== 'battlefield') continue;
    const list = index.get(o.attachedTo);
    if (list) list.push(o);
    else index.set(o.attachedTo, [o]);
  }
  indexes.set(objects, index);
  return index;
};

/** The permanents on the battlefield attached to `host`. */
export const attachedTo = (objects: readonly GameObject[], host: ObjectId): readonly GameObject[] =>
  indexOf(objects).get(host) ?? [];
