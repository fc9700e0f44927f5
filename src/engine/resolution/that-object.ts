import type { Value } from '../../effects/types.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { Resolving } from './resolving.js';

type ThatObject = Extract<Value, { kind: 'ofThatObject' | 'countersOnThatObject' }>;

/** What a number is read for: a resolution (its legal targets) or an announcement (the announced ones). */
export type ReadFor = Pick<Resolving, 'seen' | 'source' | 'action'> &
  Partial<Pick<Resolving, 'targets' | 'rolled' | 'chosen' | 'thisWay'>>;

/**
 * CR 608.2c: the object "that creature" names: the ability's first target, its trigger's object,
 * or the permanent the instruction before had a player sacrifice.
 */
export const named = (value: Pick<ThatObject, 'object'>, r: ReadFor): ObjectId | undefined => {
  if (value.object === 'targets') return (r.targets ?? r.action.targets)?.[0];
  return value.object === 'chosen' ? r.chosen?.[0] : r.action.triggerObject;
};

/**
 * "that creature's power" (608.2h, 113.7a): as the resolution began while it is on the
 * battlefield (Agonizing Demise reads the creature it has just destroyed as it was), else as it
 * last existed there (Proper Burial's creature that died); a mana value wherever the card is
 * (202.3). 0 with no object named, an "up to one" target left unchosen (107.2); NaN when it has
 * ceased to exist (a token, 704.5d), whose last known information the state no longer keeps.
 */
export const thatObjectNumber = (
  value: Extract<ThatObject, { kind: 'ofThatObject' }>,
  r: ReadFor,
  state: GameState,
): number => {
  const id = named(value, r);
  if (id === undefined) return 0;
  const seen = r.seen.get(id);
  if (value.of === 'manaValue') return seen ? seen.manaValue : Number.NaN;
  if (seen?.zone === 'battlefield') return seen[value.of] ?? 0;
  const known = state.objects.find((o) => o.id === id)?.lastKnown;
  return known ? (known[value.of] ?? 0) : Number.NaN;
};

/**
 * "if it has three or more +1/+1 counters on it" (122.1, 608.2h): the counters on the object
 * named as the instruction is followed, those the sentences before it put included; as it last
 * existed on the battlefield once it has left; 0 with none named (107.2), NaN when it has ceased
 * to exist and its last known information is gone.
 */
export const thatObjectCounters = (
  value: Extract<ThatObject, { kind: 'countersOnThatObject' }>,
  r: ReadFor,
  state: GameState,
): number => {
  const id = named(value, r);
  if (id === undefined) return 0;
  const object = state.objects.find((o) => o.id === id);
  if (object?.zone === 'battlefield')
    return object.counters.find((c) => c.kind === value.counter)?.count ?? 0;
  const known = object?.lastKnown;
  return known ? (known.counters[value.counter] ?? 0) : Number.NaN;
};
