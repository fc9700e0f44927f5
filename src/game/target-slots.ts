import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import { activationOf, activationTargets } from '../engine/casting/activate.js';
import { castOntoStack, castTargets } from '../engine/casting/cast.js';
import { map, optional, type Result } from '../result.js';
import type { GameState } from '../state/types.js';
import { firstDivision } from './division.js';
import { accepts, targetUniverse } from './trial.js';
import type { LegalChoices } from './types.js';

/** An action that announces targets (and X): a cast or an activation. */
export type Targeting = Extract<PlayerAction, { kind: 'cast' } | { kind: 'activate' }>;

/** The most target slots enumerated: each more multiplies the trials by the players and objects there are. */
const MOST_SLOTS = 2;

/**
 * The check of one set of targets for `base`, against the cast or activation as it stands up to
 * its targets (601.2a-b, 602.2b), worked out once: the engine's own steps, cut where the targets
 * are read. Or the refusal that comes before any target is read (timing, priority, the card).
 */
const targetCheck = (
  state: GameState,
  pool: CardPool,
  base: Targeting,
  announced: (targets: readonly string[]) => Pick<Targeting, 'targets' | 'division'>,
): Result<(targets: readonly string[]) => Result<true>> =>
  base.kind === 'cast'
    ? map(
        castOntoStack(state, pool, base),
        (onStack) => (targets) =>
          map(castTargets(onStack, pool, { ...base, ...announced(targets) }), () => true as const),
      )
    : map(
        activationOf(state, pool, base),
        (found) => (targets) =>
          map(activationTargets(found, pool, { ...base, ...announced(targets) }), () => true as const),
      );

/**
 * CR 601.2c, 115.1: the ways to announce targets for `base`, one for each number of targets
 * the engine accepts (none, one, two: "up to" gives several), each with the players and
 * objects legal in each slot and one accepted combination. The slots are searched with the
 * engine's own target step (`targetCheck`), and the combination found is then tried whole
 * with `apply`. What follows the targets reads only their number (601.2f: cost changes see the
 * count, casting/cast.ts; 602.2b: an ability's cost reads none), so a whole combination refused
 * for its cost is a refusal of every combination of that many targets; any other refusal there
 * falls back to trying each combination whole. Every slot list holds exactly the values legal
 * there in some combination accepted by the target step; a number of targets refused as a
 * number (601.2c, at `$.targets` itself) is not searched.
 */
export const targetWays = (
  state: GameState,
  pool: CardPool,
  base: Targeting,
  divide: number | null,
): TargetWays => {
  // CR 601.2d: a spell or ability dividing an amount among its targets is announced with a division.
  const announced = (targets: readonly string[]) => ({
    targets,
    ...optional('division', divide === null ? undefined : firstDivision(targets, divide)),
  });
  const announce = (targets: readonly string[]): Targeting => ({ ...base, ...announced(targets) });
  const check = targetCheck(state, pool, base, announced);
  if (!check.ok) return { ways: [], moreTargets: false };
  const ways: { example: Targeting; choices: LegalChoices }[] = [];
  const universe = targetUniverse(state);
  for (let n = 0; n <= MOST_SLOTS && universe.length >= n; n++) {
    if (wrongCount(check.value(universe.slice(0, n)))) continue;
    const whole = (targets: readonly string[]) => accepts(state, pool, announce(targets));
    const found = n === 0 ? noTargets(check.value) : slotsOf(universe, n, check.value);
    if (found === null) continue;
    const tried = whole(found.example);
    const accepted = tried.ok ? found : unpaid(tried) ? null : slotsOf(universe, n, whole);
    if (accepted !== null)
      ways.push({
        example: announce(accepted.example),
        choices:
          n === 0
            ? {}
            : {
                targets: accepted.slots,
                ...optional('divide', divide === null || n < 2 ? undefined : { amount: divide }),
              },
      });
  }
  // CR 601.2c: a count past the slots searched that the target step doesn't refuse as a count.
  const past = universe.slice(0, MOST_SLOTS + 1);
  return { ways, moreTargets: past.length > MOST_SLOTS && !wrongCount(check.value(past)) };
};

/** The ways found, and whether more targets than are searched may be announced (named in `notListed`, never left out in silence). */
export interface TargetWays {
  readonly ways: readonly { example: Targeting; choices: LegalChoices }[];
  readonly moreTargets: boolean;
}

/** Why the ways of `object` with more targets than are searched aren't listed. */
export const moreTargetsReason = `more than ${MOST_SLOTS} targets are not searched (601.2c)`;

/** No targets, when the target step accepts none. */
const noTargets = (check: (targets: readonly string[]) => Result<true>): Slots | null =>
  check([]).ok ? { example: [], slots: [] } : null;

/** One accepted combination of targets, and the values of each slot. */
interface Slots {
  readonly example: readonly string[];
  readonly slots: string[][];
}

/**
 * CR 601.2c, 115.1, 700.2c: refused for the number of targets announced, not for which they are:
 * the engine refuses at `$.targets` itself only for a count (too few or too many for the target
 * words, any for a spell with none, not the chosen modes' number).
 */
const wrongCount = (tried: Result<true>): boolean => !tried.ok && tried.error.path === '$.targets';

/**
 * The values of each slot that appear in some accepted combination, slot by slot: a value is
 * dropped from slot i when a combination with it there is refused at `$.targets[i]` itself (its
 * legality there is its own, 115.1), and kept once a combination with it there is accepted. So a
 * slot's list is checked value by value, never combination by combination.
 */
const slotsOf = (
  universe: readonly string[],
  n: number,
  trial: (targets: readonly string[]) => Result<true>,
): Slots | null => {
  // One combination is tried once, whichever slot asks: with one slot, both passes ask the same.
  const seen = new Map<string, Result<true>>();
  const tried = (t: readonly string[]): Result<true> => {
    const key = t.join(' ');
    const known = seen.get(key) ?? trial(t);
    seen.set(key, known);
    return known;
  };
  const fill = (fixed: ReadonlyMap<number, string>): string[] => {
    const rest = universe.filter((u) => ![...fixed.values()].includes(u));
    return Array.from({ length: n }, (_, i) => fixed.get(i) ?? rest.shift() ?? '');
  };
  // Candidates of each slot: not refused there, the other slots filled with any other values.
  const candidates: string[][] = [];
  for (let i = 0; i < n; i++) {
    const values: string[] = [];
    for (const u of universe) {
      const result = tried(fill(new Map([[i, u]])));
      if (unpaid(result)) return null;
      if (result.ok || result.error.path !== `$.targets[${i}]`) values.push(u);
    }
    candidates.push(values);
  }
  let example: readonly string[] | null = null;
  const slots = candidates.map((values, i) =>
    values.filter((u) => {
      const accepted = partners(candidates, i, u).find((t) => tried(t).ok);
      if (accepted !== undefined) example ??= accepted;
      return accepted !== undefined;
    }),
  );
  return example === null ? null : { example, slots };
};

/**
 * CR 601.2f-h, 602.2b: the mana is paid after the targets are announced, for a total cost that
 * reads only their number (cost changes see the count, casting/cast.ts), and an ability's mana
 * cost reads none: a payment refused (at `$.sources`) for one combination of n targets is
 * refused for every other, so no combination of n targets is accepted.
 */
const unpaid = (tried: Result<true>): boolean =>
  !tried.ok && (tried.error.path ?? '').startsWith('$.sources');

/** The combinations with `u` in slot i and the other slots' candidates, different values each (115.3). */
const partners = (candidates: readonly (readonly string[])[], i: number, u: string): string[][] =>
  candidates.reduce<string[][]>(
    (tuples, values, j) =>
      tuples.flatMap((t) =>
        j === i ? [[...t, u]] : values.filter((v) => v !== u && !t.includes(v)).map((v) => [...t, v]),
      ),
    [[]],
  );
