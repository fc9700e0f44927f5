import type { CardPool } from '../../cards/pool.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameObject, GameState, ObjectId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { isCreature, type View, viewOf } from '../view.js';

/**
 * CR 702.95e: a paired creature becomes unpaired as it or the creature it is paired with leaves
 * the battlefield (zones.ts), stops being a creature, or comes under another player's control.
 */

const withoutPair = (o: GameObject): GameObject => {
  const { pairedWith: _, ...rest } = o;
  return rest;
};

/**
 * CR 702.95e: the objects, with the partner of `left`, which is leaving its zone, unpaired; only
 * a permanent is paired (state/validate), so nothing changes as any other object moves.
 */
export const unpairPartnerOf = (
  objects: readonly GameObject[],
  left: GameObject,
): { readonly objects: readonly GameObject[]; readonly events: readonly GameEvent[] } => {
  const partner = left.pairedWith;
  if (partner === undefined) return { objects, events: [] };
  return {
    objects: objects.map((o) => (o.id === partner ? withoutPair(o) : o)),
    events: [{ kind: 'paired', object: left.id, with: partner, paired: false, rule: '702.95e' }],
  };
};

/**
 * CR 702.95e: the pairs that broke between `before` and `now`, the game as a step began and as it
 * is: one of them no longer a creature on the battlefield, the two under different controllers,
 * or one whose controller changed (gaining control of both at once breaks the pair too).
 */
const broken = (before: View, now: View, id: ObjectId, partner: ObjectId): boolean =>
  [id, partner].some((x) => {
    const c = now.chars.get(x);
    const was = before.chars.get(x);
    return (
      c?.zone !== 'battlefield' ||
      !isCreature(c) ||
      c.controller !== now.chars.get(id === x ? partner : id)?.controller ||
      (was?.zone === 'battlefield' && was.controller !== c.controller)
    );
  });

/** CR 702.95e: the pairs that have broken since `before` unpaired, each reported once. */
const unpairBroken = (before: View, now: View): Outcome => {
  const state: GameState = now.state;
  const ending = new Set<ObjectId>();
  const events: GameEvent[] = [];
  for (const o of state.objects) {
    const partner = o.pairedWith;
    if (partner === undefined || ending.has(o.id) || !broken(before, now, o.id, partner)) continue;
    ending.add(o.id);
    ending.add(partner);
    events.push({ kind: 'paired', object: o.id, with: partner, paired: false, rule: '702.95e' });
  }
  if (ending.size === 0) return { state, events };
  return {
    state: { ...state, objects: state.objects.map((o) => (ending.has(o.id) ? withoutPair(o) : o)) },
    events,
  };
};

/**
 * CR 702.95e: the pairs broken between `before`, the game as a step began, and `now`, unpaired;
 * the layers are asked only when some creature is paired.
 */
export const breakPairs = (before: GameState, now: GameState, pool: CardPool): Result<Outcome> =>
  now.objects.some((o) => o.pairedWith !== undefined)
    ? chain(viewOf(before, pool), (was) => map(viewOf(now, pool), (is) => unpairBroken(was, is)))
    : ok({ state: now, events: [] });
