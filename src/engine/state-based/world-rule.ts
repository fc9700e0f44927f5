import { largest } from '../../lists.js';
import { entered } from '../../state/identity.js';
import type { ObjectId } from '../../state/types.js';
import type { View } from '../view.js';

/**
 * CR 704.5k, the world rule: of two or more permanents with the world supertype, all but the
 * one that has had it for the shortest time are put into their owners' graveyards; on a tie for
 * the shortest, all are. A permanent gets a supertype only from its copiable values, fixed as it
 * enters (707.2; no effect of the effect language adds one); a face-down one has none (708.2),
 * and no card with the world supertype has morph or is a creature card, which alone a manifested
 * permanent turned face up is (701.40b): so it has had it since it entered the battlefield (400.7).
 */
export const worldRuleLosers = (view: View): ReadonlySet<ObjectId> => {
  const since: [ObjectId, number][] = [];
  for (const c of view.chars.values()) {
    const object = view.objects.get(c.id);
    if (object && c.zone === 'battlefield' && c.supertypes.includes('World'))
      since.push([c.id, entered(object)]);
  }
  if (since.length < 2) return new Set();
  const newest = largest(
    since.map(([, at]) => at),
    0,
  );
  const tied = since.filter(([, at]) => at === newest).length > 1;
  return new Set(since.filter(([, at]) => tied || at !== newest).map(([id]) => id));
};
