import type { Characteristics } from '../../layers/result.js';
import { map, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { dealDamage, dealDamageAtOnce } from '../damage/damage.js';
import type { Outcome } from '../outcome.js';
import { selfObjects } from '../resolution/left-source.js';
import type { Resolving } from '../resolution/resolving.js';
import { isCreature, viewOf } from '../view.js';

/**
 * CR 701.14a: two creatures fight: each deals damage equal to its power now to the other, at
 * the same time (510.2's "at once" for the prevention of both, 615); not combat damage
 * (701.14d). A creature that fights itself deals damage to itself equal to twice its power,
 * in one event (701.14c).
 */
export const fightBetween = (
  state: GameState,
  a: Characteristics,
  b: Characteristics,
  chars: ReadonlyMap<ObjectId, Characteristics>,
): Outcome =>
  a.id === b.id
    ? dealDamage(state, a, [{ to: a.id, amount: 2 * (a.power ?? 0) }], false, chars)
    : dealDamageAtOnce(
        state,
        [
          { source: a, to: [{ to: b.id, amount: a.power ?? 0 }] },
          { source: b, to: [{ to: a.id, amount: b.power ?? 0 }] },
        ],
        false,
        chars,
      );

/** A creature on the battlefield now, or undefined (701.14b). */
const creatureNow = (chars: ReadonlyMap<ObjectId, Characteristics>, id: ObjectId | undefined) => {
  const c = id === undefined ? undefined : chars.get(id);
  return c?.zone === 'battlefield' && isCreature(c) ? c : undefined;
};

/**
 * CR 701.14a-b: "[this] fights target creature": the ability's source, still the same permanent
 * (400.7), fights its target, still legal (608.2b). If either is gone from the battlefield or is
 * no creature, or the target is illegal or none was chosen ("up to one"), neither deals damage.
 */
export const fight = (state: GameState, r: Resolving): Result<Outcome> =>
  map(viewOf(state, r.pool), (view) => {
    const fighter = creatureNow(view.chars, selfObjects(state, r.source, 'fight')[0]);
    const other = creatureNow(view.chars, r.targets[0]);
    return fighter && other ? fightBetween(state, fighter, other, view.chars) : { state, events: [] };
  });

/**
 * CR 701.14a-b: "Target creature you control fights target creature you don't control": the
 * target of the first "target" fights that of the second, each still legal (608.2b) and a
 * creature on the battlefield; otherwise neither deals damage.
 */
export const fightTargets = (state: GameState, r: Resolving): Result<Outcome> =>
  map(viewOf(state, r.pool), (view) => {
    const [first = [], second = []] = r.targetsByWord ?? [];
    const a = creatureNow(view.chars, first[0]);
    const b = creatureNow(view.chars, second[0]);
    return a && b ? fightBetween(state, a, b, view.chars) : { state, events: [] };
  });
